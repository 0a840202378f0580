/**
 * Sliding-window rate limits stored in Postgres, so they hold across function instances. A client's
 * hits are counted per fixed window (one INSERT ... ON CONFLICT DO UPDATE ... RETURNING: the database
 * serialises the increments of one key, so N parallel requests see the counts 1..N); the previous
 * window counts too, weighted by how much of it still lies within the last `windowMs` (rounded up:
 * a hit leaves the count only once wholly slid out). So "5 per 15 minutes" holds across a window
 * boundary: five messages at 14:59 and five more at 15:00 are not both let through (the fixed
 * window did that, and a browser test hit the boundary on CI).
 * Clients are identified by a salted SHA-256 of their IP; the IP itself is never stored.
 */
import { createHash } from "node:crypto";
import { and, eq, lt, sql } from "drizzle-orm";
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
  const key = rateLimitKey(rule, ip);
  const windowStart = new Date(Math.floor(now.getTime() / rule.windowMs) * rule.windowMs);
  const [row] = await db
    .insert(rateLimitCounters)
    .values({ key, windowStart, count: 1 })
    .onConflictDoUpdate({ target: [rateLimitCounters.key, rateLimitCounters.windowStart], set: { count: sql`${rateLimitCounters.count} + 1` } })
    .returning({ count: rateLimitCounters.count });
  // The previous window is closed: no request changes it any more, so reading it after the
  // increment keeps the "exactly `limit` of N parallel requests" guarantee.
  const [previous] = await db
    .select({ count: rateLimitCounters.count })
    .from(rateLimitCounters)
    .where(and(eq(rateLimitCounters.key, key), eq(rateLimitCounters.windowStart, new Date(windowStart.getTime() - rule.windowMs))));
  return slidingWindowVerdict(rule, row?.count ?? Number.POSITIVE_INFINITY, previous?.count ?? 0, now.getTime() - windowStart.getTime());
}

/**
 * The verdict from the two windows' counts: the previous window weighs by the share of it that
 * still lies within the sliding window. Retry-After is when the next request would pass: once the
 * current window has ended and so much of it has slid out that fewer than `limit` hits remain.
 */
export function slidingWindowVerdict(rule: RateLimitRule, current: number, previous: number, elapsedMs: number): RateLimitResult {
  // Integer arithmetic first: 9 × (1 − 10/15) in floating point is 3.0000000000000004, rounded up 4.
  const count = current + Math.ceil((previous * (rule.windowMs - elapsedMs)) / rule.windowMs);
  const untilWindowEnd = rule.windowMs - elapsedMs;
  const shareToSlideOut = current > rule.limit ? 1 - rule.limit / current : 0;
  return {
    allowed: count <= rule.limit,
    count,
    retryAfterSeconds: Math.ceil((untilWindowEnd + shareToSlideOut * rule.windowMs) / 1000),
  };
}

/** Deletes windows that ended long ago (run by the scheduled outbox dispatcher). */
export async function pruneRateLimits(db: Db, olderThan: Date): Promise<void> {
  await db.delete(rateLimitCounters).where(lt(rateLimitCounters.windowStart, olderThan));
}
