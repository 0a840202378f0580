/**
 * The rate-limit monitor: the current windows of the contact and application limits
 * (rate_limit_counters) and of the sign-in and sign-up brakes of the local identity provider
 * (auth_attempts: per account and client pair with growing delays, per account from unknown
 * clients, per client, sign-ups per client; ADR 009), which keys are at their limit, and
 * unblocking one with a reason (audited). Keys are keyed hashes, never addresses in clear: an
 * account key is recognised by hashing our accounts' addresses the same way, client and pair keys
 * by the addresses of the last day's sign-ins.
 */
import { now as clockNow } from "#platform/clock.ts";
import { gte, sql } from "drizzle-orm";
import type { Db } from "#platform/db/client.ts";
import { rowsOf } from "#platform/db/rows.ts";
import { ATTEMPT_WINDOW_MS, authConfig, SIGN_UP_WINDOW_MS } from "#platform/auth/auth-config.ts";
import { signInLimits } from "#platform/auth/local/sign-in-limits.ts";
import { germanWindow, signInLimitRules } from "#shared/sign-in-limits.ts";
import { keyedHash } from "#platform/auth/secrets.ts";
import { authUsers } from "#platform/auth/tables.ts";
import { authSignInEvents } from "#platform/auth/security-tables.ts";
import { PAIR_WINDOW_MS, pairDelayMs } from "#platform/auth/local/attempts.ts";
import { APPLICATION_RATE_LIMIT, CONTACT_RATE_LIMIT } from "#platform/rate-limit/rate-limit.ts";
import { rateLimitCounters } from "#platform/rate-limit/tables.ts";
import {
  LIMIT_SCOPE_LABELS,
  RATE_LIMIT_PAGE_SIZE,
  type LimitCounter,
  type LimitRule,
  type LimitScope,
  type RateLimitQuery,
  type RateLimitView,
} from "../schema.ts";

const COUNTER_RULES = [CONTACT_RATE_LIMIT, APPLICATION_RATE_LIMIT];

export function limitRules(): LimitRule[] {
  const rule = (scope: LimitScope, limit: number, windowMs: number, note: string): LimitRule => ({
    scope,
    label: LIMIT_SCOPE_LABELS[scope],
    limit,
    windowMinutes: windowMs / 60_000,
    note,
  });
  return [
    rule(
      "contact",
      CONTACT_RATE_LIMIT.limit,
      CONTACT_RATE_LIMIT.windowMs,
      `höchstens ${CONTACT_RATE_LIMIT.limit} Nachrichten je Client in ${germanWindow(CONTACT_RATE_LIMIT.windowMs)}`,
    ),
    rule(
      "application",
      APPLICATION_RATE_LIMIT.limit,
      APPLICATION_RATE_LIMIT.windowMs,
      `höchstens ${APPLICATION_RATE_LIMIT.limit} Anträge je Client in ${germanWindow(APPLICATION_RATE_LIMIT.windowMs)}`,
    ),
    // The sign-in brakes in the words the system screen uses too (one source, issue 23).
    ...signInLimitRules(signInLimits()).map((r) => rule(r.scope, r.limit, r.windowMs, r.note)),
  ];
}

const shortKey = (key: string) => `Client ${key.replace(/^[a-z_]+:/, "").slice(0, 8)}`;

/**
 * The monitor: the rules and one page of the current counters, blocked ones first, then by how
 * full they are. A flood of contact messages from many clients makes thousands of counters in a
 * window (723 KB in one answer at the benchmark's scale, issue 27); the screen pages through them.
 */
export async function rateLimitView(db: Db, query: RateLimitQuery, now = clockNow()): Promise<RateLimitView> {
  const start = (query.page - 1) * RATE_LIMIT_PAGE_SIZE;
  const { counters, total, blocked } = await currentCounters(db, now, { top: start + RATE_LIMIT_PAGE_SIZE });
  return {
    rules: limitRules(),
    counters: counters.slice(start, start + RATE_LIMIT_PAGE_SIZE),
    total,
    blocked,
    page: query.page,
    pageSize: RATE_LIMIT_PAGE_SIZE,
  };
}

/** Accounts braked right now by the sign-in brakes (for the security center). */
export async function brakedAccounts(db: Db, now = clockNow()): Promise<string[]> {
  const { counters } = await currentCounters(db, now, { signInOnly: true });
  return [...new Set(counters.filter((c) => c.blocked && c.account).map((c) => c.account!.toLowerCase()))];
}

/**
 * The counters of the current windows, sorted as the monitor shows them, with how many there are
 * and how many are blocked. With `top`, only the first `top` counters of each form limit are read
 * (their order within one limit is by count, as the monitor's), and the totals are counted in SQL:
 * a flood from many clients left thousands of counters in a window, and turning every one into an
 * object and sorting them all was most of a monitor request (189 ms at p95, issue 27).
 */
async function currentCounters(
  db: Db,
  now: Date,
  options: { signInOnly?: boolean; top?: number } = {},
): Promise<{ counters: LimitCounter[]; total: number; blocked: number }> {
  const rules = limitRules();
  const ruleOf = (scope: LimitScope) => rules.find((r) => r.scope === scope)!;
  const counters: LimitCounter[] = [];
  let total = 0;
  let blocked = 0;

  for (const rule of options.signInOnly ? [] : COUNTER_RULES) {
    const windowStart = new Date(Math.floor(now.getTime() / rule.windowMs) * rule.windowMs);
    const rows = rowsOf<{ key: string; count: number; total: string | number; blocked: string | number }>(
      await db.execute(sql`
        SELECT key, count, count(*) OVER () AS total, count(*) FILTER (WHERE count >= ${rule.limit}) OVER () AS blocked
        FROM ${rateLimitCounters} WHERE key LIKE ${`${rule.name}:%`} AND window_start = ${windowStart.toISOString()}::timestamptz
        ORDER BY count DESC, key COLLATE "C"${options.top === undefined ? sql`` : sql` LIMIT ${options.top}`}`),
    );
    total += Number(rows[0]?.total ?? 0);
    blocked += Number(rows[0]?.blocked ?? 0);
    const scope = rule.name as LimitScope;
    for (const row of rows) {
      const count = Number(row.count);
      counters.push({
        scope,
        key: row.key,
        subject: shortKey(row.key),
        account: null,
        count,
        limit: rule.limit,
        blocked: count >= rule.limit,
        windowEndsAt: new Date(windowStart.getTime() + rule.windowMs).toISOString(),
      });
    }
  }
  const fromCounters = counters.length;

  const attempts = rowsOf<{ scope: LimitScope; key_hash: string; n: string | number; oldest: Date | string; newest: Date | string }>(
    await db.execute(sql`
      SELECT scope, key_hash, count(*) AS n, min(attempted_at) AS oldest, max(attempted_at) AS newest FROM auth_attempts
      WHERE (scope IN ('sign_in_account', 'sign_in_client') AND attempted_at >= ${new Date(now.getTime() - ATTEMPT_WINDOW_MS)})
         OR (scope = 'sign_up_client' AND attempted_at >= ${new Date(now.getTime() - SIGN_UP_WINDOW_MS)})
         OR (scope = 'sign_in_pair' AND attempted_at >= ${new Date(now.getTime() - PAIR_WINDOW_MS)})
      GROUP BY scope, key_hash`),
  ).filter((row) => !options.signInOnly || row.scope === "sign_in_account" || row.scope === "sign_in_pair");
  // Keys are keyed hashes: recognise them by hashing what we know the same way (only when there
  // is something to recognise; hashing every account costs a few milliseconds per thousand).
  const salt = authConfig().local.hashSalt;
  const scopes = new Set(attempts.map((a) => a.scope));
  const accounts = scopes.has("sign_in_account")
    ? new Map((await db.select({ email: authUsers.email }).from(authUsers)).map((u) => [keyedHash(salt, u.email), u.email]))
    : new Map<string, string>();
  const recent =
    scopes.has("sign_in_pair") || scopes.has("sign_in_client") || scopes.has("sign_up_client")
      ? await db
          .selectDistinct({ ip: authSignInEvents.clientIp, email: authSignInEvents.email })
          .from(authSignInEvents)
          .where(gte(authSignInEvents.occurredAt, new Date(now.getTime() - PAIR_WINDOW_MS)))
      : [];
  const clients = new Map(recent.filter((r) => r.ip).map((r) => [keyedHash(salt, r.ip!), r.ip!]));
  const pairs = new Map(recent.filter((r) => r.ip && r.email).map((r) => [keyedHash(salt, `${r.email}|${r.ip}`), { email: r.email!, ip: r.ip! }]));
  for (const row of attempts) {
    const rule = ruleOf(row.scope);
    const count = Number(row.n);
    if (row.scope === "sign_in_pair") {
      const pair = pairs.get(row.key_hash);
      const waitMs = pairDelayMs(count, rule.limit);
      const until = new Date(new Date(row.newest).getTime() + waitMs);
      counters.push({
        scope: row.scope,
        key: row.key_hash,
        subject: pair ? `${pair.email} von ${pair.ip}` : "Konto von einem Client",
        account: pair?.email ?? null,
        count,
        limit: rule.limit,
        blocked: waitMs > 0 && until > now,
        windowEndsAt: (waitMs > 0 ? until : new Date(new Date(row.oldest).getTime() + PAIR_WINDOW_MS)).toISOString(),
      });
      continue;
    }
    const account = row.scope === "sign_in_account" ? (accounts.get(row.key_hash) ?? null) : null;
    const subject = row.scope === "sign_in_account" ? (account ?? "Unbekanntes Konto") : (clients.get(row.key_hash) ?? shortKey(row.key_hash));
    counters.push({
      scope: row.scope,
      key: row.key_hash,
      subject,
      account,
      count,
      limit: rule.limit,
      blocked: count >= rule.limit,
      windowEndsAt: new Date(new Date(row.oldest).getTime() + rule.windowMinutes * 60_000).toISOString(),
    });
  }
  const attemptCounters = counters.slice(fromCounters);
  total += attemptCounters.length;
  blocked += attemptCounters.filter((c) => c.blocked).length;
  counters.sort(
    (a, b) => Number(b.blocked) - Number(a.blocked) || b.count / b.limit - a.count / a.limit || a.scope.localeCompare(b.scope) || a.key.localeCompare(b.key),
  );
  return { counters, total, blocked };
}
