/**
 * Fixed-window rate limits stored in Postgres, so they hold across function instances. Each hit is
 * one INSERT ... ON CONFLICT DO UPDATE ... RETURNING: the database serialises the increments of
 * one key, so N parallel requests see the counts 1..N and exactly `limit` of them pass.
 * Clients are identified by a salted SHA-256 of their IP; the IP itself is never stored.
 */
import { createHash } from "node:crypto";
import { lt, sql } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import { rateLimitCounters } from "./tables.ts";
import { clientKey } from "./client-key.ts";

export interface RateLimitRule {
  name: string;
  limit: number;
  windowMs: number;
}

/** SPEC section 9: the contact form allows a few messages per client per 15 minutes. */
export const CONTACT_RATE_LIMIT: RateLimitRule = { name: "contact", limit: 5, windowMs: 15 * 60_000 };

/**
 * Applications are rare (a company applies once), so more than a handful from one client within an
 * hour is a flood; the limit keeps one client from filling the review queue and the office's inbox.
 */
export const APPLICATION_RATE_LIMIT: RateLimitRule = { name: "application", limit: 10, windowMs: 60 * 60_000 };

export interface RateLimitResult {
  allowed: boolean;
  count: number;
  /** Seconds until the current window ends. */
  retryAfterSeconds: number;
}

/** The counter's key: the rule and a salted hash of the client (an IPv4 address or an IPv6 /64). */
export function rateLimitKey(rule: RateLimitRule, ip: string): string {
  const salt = process.env.RATE_LIMIT_SALT ?? "vnsi-rate-limit";
  return `${rule.name}:${createHash("sha256")
    .update(`${salt}:${clientKey(ip)}`)
    .digest("hex")
    .slice(0, 32)}`;
}

export async function hitRateLimit(db: Db, rule: RateLimitRule, ip: string, now = new Date()): Promise<RateLimitResult> {
  const windowStart = new Date(Math.floor(now.getTime() / rule.windowMs) * rule.windowMs);
  const [row] = await db
    .insert(rateLimitCounters)
    .values({ key: rateLimitKey(rule, ip), windowStart, count: 1 })
    .onConflictDoUpdate({ target: [rateLimitCounters.key, rateLimitCounters.windowStart], set: { count: sql`${rateLimitCounters.count} + 1` } })
    .returning({ count: rateLimitCounters.count });
  const count = row?.count ?? Number.POSITIVE_INFINITY;
  return {
    allowed: count <= rule.limit,
    count,
    retryAfterSeconds: Math.ceil((windowStart.getTime() + rule.windowMs - now.getTime()) / 1000),
  };
}

/** Deletes windows that ended long ago (run by the scheduled outbox dispatcher). */
export async function pruneRateLimits(db: Db, olderThan: Date): Promise<void> {
  await db.delete(rateLimitCounters).where(lt(rateLimitCounters.windowStart, olderThan));
}
