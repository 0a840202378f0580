/**
 * Brute-force slowing. Each counted request first inserts its row and then counts the window
 * including itself; a request that finds the window full removes its row again and is refused.
 * Because the insert commits before the count, N parallel requests cannot all pass a limit of N-1.
 */
import { and, count, eq, gte, lt, max, ne } from "drizzle-orm";
import { getDb } from "../../db/client.ts";
import { authAttempts, type AuthAttemptScope } from "../tables.ts";

export interface Reservation {
  id: number;
  allowed: boolean;
}

export async function reserveAttempt(scope: AuthAttemptScope, keyHash: string, limit: number, windowMs: number): Promise<Reservation> {
  const db = await getDb();
  const since = new Date(Date.now() - windowMs);
  await db.delete(authAttempts).where(and(eq(authAttempts.scope, scope), eq(authAttempts.keyHash, keyHash), lt(authAttempts.attemptedAt, since)));
  const [row] = await db.insert(authAttempts).values({ scope, keyHash }).returning({ id: authAttempts.id });
  const [counted] = await db
    .select({ n: count() })
    .from(authAttempts)
    .where(and(eq(authAttempts.scope, scope), eq(authAttempts.keyHash, keyHash), gte(authAttempts.attemptedAt, since)));
  return { id: row!.id, allowed: Number(counted?.n ?? 0) <= limit };
}

export async function releaseAttempts(ids: number[]): Promise<void> {
  const db = await getDb();
  for (const id of ids) await db.delete(authAttempts).where(eq(authAttempts.id, id));
}

/** A successful sign-in forgets the account's failures. */
export async function clearAttempts(scope: AuthAttemptScope, keyHash: string): Promise<void> {
  const db = await getDb();
  await db.delete(authAttempts).where(and(eq(authAttempts.scope, scope), eq(authAttempts.keyHash, keyHash)));
}

/**
 * Growing delays for one (address, client) pair: the first FREE failures within a day cost
 * nothing, each further one doubles the wait before the next try (1, 2, 4 … minutes, at most an
 * hour). Like reserveAttempt, the reservation row is written first, so parallel guesses see each
 * other; a refused request removes its row again (a refusal is no failure).
 */
export const PAIR_WINDOW_MS = 24 * 60 * 60 * 1000;
export const PAIR_MAX_DELAY_MINUTES = 60;

export function pairDelayMs(failures: number, free: number): number {
  if (failures < free) return 0;
  return Math.min(PAIR_MAX_DELAY_MINUTES, 2 ** (failures - free)) * 60_000;
}

export async function reservePairAttempt(keyHash: string, free: number, now = new Date()): Promise<Reservation & { retryAfterSeconds: number }> {
  const db = await getDb();
  const since = new Date(now.getTime() - PAIR_WINDOW_MS);
  await db.delete(authAttempts).where(and(eq(authAttempts.scope, "sign_in_pair"), eq(authAttempts.keyHash, keyHash), lt(authAttempts.attemptedAt, since)));
  const [row] = await db.insert(authAttempts).values({ scope: "sign_in_pair", keyHash, attemptedAt: now }).returning({ id: authAttempts.id });
  const [earlier] = await db
    .select({ n: count(), newest: max(authAttempts.attemptedAt) })
    .from(authAttempts)
    .where(and(eq(authAttempts.scope, "sign_in_pair"), eq(authAttempts.keyHash, keyHash), gte(authAttempts.attemptedAt, since), ne(authAttempts.id, row!.id)));
  const failures = Number(earlier?.n ?? 0);
  const waitMs = pairDelayMs(failures, free);
  const elapsed = earlier?.newest ? now.getTime() - new Date(earlier.newest).getTime() : Infinity;
  const allowed = waitMs === 0 || elapsed >= waitMs;
  if (!allowed) await db.delete(authAttempts).where(eq(authAttempts.id, row!.id));
  return { id: row!.id, allowed, retryAfterSeconds: allowed ? 0 : Math.max(1, Math.ceil((waitMs - elapsed) / 1000)) };
}
