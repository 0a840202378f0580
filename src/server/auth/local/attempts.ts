/**
 * Brute-force slowing. Each counted request first inserts its row and then counts the window
 * including itself; a request that finds the window full removes its row again and is refused.
 * Because the insert commits before the count, N parallel requests cannot all pass a limit of N-1.
 */
import { and, count, eq, gte, lt } from "drizzle-orm";
import { getDb } from "../../db/client.ts";
import { authAttempts, type AuthAttemptScope } from "../../db/schema/auth.ts";

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
