/**
 * Limits on expensive requests per person (issue 23, ADR 241): eight simultaneous PDF exports of a
 * large note by one member kept the server busy for up to 71 s and everybody else's requests
 * waited seconds. A route declares its cost class (`cost` in its route table); the router then
 *   - lets one person run only `concurrent` requests of a class at once (a lease row per running
 *     request, counted across function instances; the lease of an instance that died expires),
 *   - and only `perWindow` of them per window (a rate-limit counter keyed by the person),
 * and answers anything beyond with 429, a German message and Retry-After.
 */
import { createHash } from "node:crypto";
import { and, eq, lt, lte, count, sql } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import { HttpError } from "../http/errors.ts";
import { workLeases } from "./tables.ts";
import { rowsOf } from "../db/rows.ts";
import { isProduction } from "../runtime.ts";

export type WorkCost = "pdf" | "export" | "search" | "analytics";

interface CostRule {
  concurrent: number;
  perWindow: number;
  windowMs: number;
  /** "PDF-Dokumente", "Exporte", ...: what the messages name. */
  plural: string;
}

export const WORK_COSTS: Record<WorkCost, CostRule> = {
  pdf: { concurrent: 2, perWindow: 30, windowMs: 10 * 60_000, plural: "PDF-Dokumente" },
  export: { concurrent: 2, perWindow: 30, windowMs: 10 * 60_000, plural: "Exporte" },
  search: { concurrent: 4, perWindow: 120, windowMs: 60_000, plural: "Suchanfragen" },
  analytics: { concurrent: 2, perWindow: 60, windowMs: 10 * 60_000, plural: "Auswertungen" },
};

/**
 * The load benchmark (`npm run bench:api`) sends thousands of searches a minute as one person to
 * measure what a search costs; WORK_LIMITS_SCALE multiplies both limits so the limiter still runs
 * (its writes are part of the cost) without refusing. Never in production: there the rules hold.
 */
export function workLimitsScale(env: NodeJS.ProcessEnv = process.env): number {
  const scale = Number(env.WORK_LIMITS_SCALE ?? 1);
  return !isProduction(env) && Number.isFinite(scale) && scale >= 1 ? scale : 1;
}

function ruleOf(cost: WorkCost): CostRule {
  const rule = WORK_COSTS[cost];
  const scale = workLimitsScale();
  return scale === 1 ? rule : { ...rule, concurrent: rule.concurrent * scale, perWindow: rule.perWindow * scale };
}

/** Longer than any function may run (Netlify: 60 s), so only a lost lease expires. */
const LEASE_MS = 120_000;

const tooManyAtOnce = (rule: CostRule) =>
  new HttpError(
    429,
    "too_many_at_once",
    `Sie lassen gerade schon ${rule.concurrent} ${rule.plural} gleichzeitig erstellen. Bitte warten Sie, bis sie fertig sind, und versuchen Sie es dann erneut.`,
    undefined,
    { "retry-after": "10" },
  );

const tooManyInWindow = (rule: CostRule, seconds: number) =>
  new HttpError(
    429,
    "too_many_requests",
    `Sie haben in kurzer Zeit zu viele ${rule.plural} angefordert (höchstens ${rule.perWindow} in ${Math.round(rule.windowMs / 60_000)} ${rule.windowMs === 60_000 ? "Minute" : "Minuten"}). Bitte versuchen Sie es in ${Math.max(1, Math.ceil(seconds / 60))} ${seconds > 60 ? "Minuten" : "Minute"} erneut.`,
    undefined,
    { "retry-after": String(seconds) },
  );

/** The person a limit counts: the user, or (never for today's routes) a hashed client address. */
export function workSubject(userId: string | null | undefined, ip: string): string {
  if (userId) return `user:${userId}`;
  return `client:${createHash("sha256")
    .update(`${process.env.RATE_LIMIT_SALT ?? "vnsi-rate-limit"}:${ip}`)
    .digest("hex")
    .slice(0, 32)}`;
}

/**
 * Takes a lease for one request of `cost` by `subject`, or throws the 429. The lease row is
 * written (and committed) first and then ranked among the subject's live leases, so parallel
 * requests see each other and exactly `concurrent` of them pass. Returns the release (call it
 * when the answer is made).
 *
 * The window's counter, the pruning of the subject's expired leases and the lease itself are one
 * statement (the lease only when the counter is within the window, as before): every search and
 * report pays this, and four statements with three commits were its largest fixed cost (issue 27).
 * The rank is the second statement; it must not share the first one's snapshot.
 */
/**
 * The counters and leases are bookkeeping: their statement commits without waiting for the disk
 * (synchronous_commit off for its own transaction only). A crash may forget the last moments'
 * counts, which lets a few more requests through; every search and report stopped waiting for two
 * disk flushes (issue 27).
 */
const ASYNC_COMMIT = sql`set_config('synchronous_commit', 'off', true)`;

export async function acquireWork(db: Db, subject: string, cost: WorkCost, now = new Date()): Promise<() => Promise<void>> {
  const rule = ruleOf(cost);
  const windowStart = new Date(Math.floor(now.getTime() / rule.windowMs) * rule.windowMs);
  const [taken] = rowsOf<{ count: number | string | null; lease: number | string | null }>(
    await db.execute(sql`
      WITH bookkeeping AS (SELECT ${ASYNC_COMMIT}),
      counter AS (
        INSERT INTO rate_limit_counters (key, window_start, count) VALUES (${`work:${cost}:${subject}`}, ${windowStart.toISOString()}::timestamptz, 1)
        ON CONFLICT (key, window_start) DO UPDATE SET count = rate_limit_counters.count + 1
        RETURNING count
      ),
      pruned AS (DELETE FROM work_leases WHERE subject = ${subject} AND cost = ${cost} AND expires_at < ${now.toISOString()}::timestamptz),
      lease AS (
        INSERT INTO work_leases (subject, cost, expires_at)
        SELECT ${subject}, ${cost}, ${new Date(now.getTime() + LEASE_MS).toISOString()}::timestamptz FROM counter WHERE counter.count <= ${rule.perWindow}
        RETURNING id
      )
      SELECT (SELECT count FROM counter) AS count, (SELECT id FROM lease) AS lease, (SELECT 1 FROM bookkeeping) AS async`),
  );
  const leaseId = taken?.lease === null || taken?.lease === undefined ? undefined : Number(taken.lease);
  if (leaseId === undefined) throw tooManyInWindow(rule, Math.ceil((windowStart.getTime() + rule.windowMs - now.getTime()) / 1000));

  const release = async () =>
    void (await db.execute(
      sql`WITH bookkeeping AS (SELECT ${ASYNC_COMMIT}) DELETE FROM work_leases WHERE id = ${leaseId} AND EXISTS (SELECT 1 FROM bookkeeping)`,
    ));
  const [rank] = await db
    .select({ n: count() })
    .from(workLeases)
    .where(and(eq(workLeases.subject, subject), eq(workLeases.cost, cost), lte(workLeases.id, leaseId), sql`${workLeases.expiresAt} >= ${now}`));
  if ((rank?.n ?? Infinity) > rule.concurrent) {
    await release();
    throw tooManyAtOnce(rule);
  }
  return release;
}

/** Deletes leases that expired (a crashed instance's) and is run with the rate-limit pruning. */
export async function pruneWorkLeases(db: Db, now = new Date()): Promise<void> {
  await db.delete(workLeases).where(lt(workLeases.expiresAt, now));
}
