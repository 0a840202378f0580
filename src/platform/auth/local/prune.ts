/**
 * Housekeeping of the local provider's tables, run now and then from sign-in (no scheduler
 * needed): attempt rows past every window, sessions ended more than 30 days ago, and used or
 * expired confirmation tokens.
 */
import { isNotNull, lt, or } from "drizzle-orm";
import { getDb } from "../../db/client.ts";
import { authAttempts, authEmailVerifications, authSessions } from "../tables.ts";
import { SIGN_UP_WINDOW_MS } from "../auth-config.ts";

const SESSION_RETENTION_MS = 30 * 24 * 60 * 60 * 1000;

export async function pruneAuthTables(now = Date.now()): Promise<void> {
  const db = await getDb();
  // The longest counting window is the sign-up hour; older attempts count for nothing.
  await db.delete(authAttempts).where(lt(authAttempts.attemptedAt, new Date(now - SIGN_UP_WINDOW_MS)));
  await db.delete(authSessions).where(lt(authSessions.expiresAt, new Date(now - SESSION_RETENTION_MS)));
  await db.delete(authEmailVerifications).where(or(isNotNull(authEmailVerifications.usedAt), lt(authEmailVerifications.expiresAt, new Date(now))));
}

/** Runs pruneAuthTables for about one call in `every`; failures never disturb the caller. */
export function maybePrune(every = 100): void {
  if (Math.random() * every >= 1) return;
  pruneAuthTables().catch((error) => console.error("[auth prune]", error));
}
