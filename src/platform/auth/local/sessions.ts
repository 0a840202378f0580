/**
 * Local sessions: created at sign-in, found by the hash of the cookie secret, kept alive by token
 * requests, revoked at sign-out. A session is active while not revoked and not past expires_at,
 * which slides to 8 hours after the last token but never beyond 7 days after sign-in.
 */
import { and, eq, gt, isNull } from "drizzle-orm";
import { getDb } from "../../db/client.ts";
import { authSessions, authUsers } from "../tables.ts";
import { authConfig, SESSION_IDLE_MS, SESSION_MAX_AGE_MS } from "../auth-config.ts";
import { keyedHash, newId, newSecret, sha256 } from "../secrets.ts";

export interface ActiveSession {
  id: string;
  userId: string;
  email: string;
  expiresAt: Date;
  createdAt: Date;
}

export async function createSession(input: {
  userId: string;
  userAgent?: string | null;
  clientIp?: string;
}): Promise<{ session: ActiveSession; secret: string }> {
  const db = await getDb();
  const secret = newSecret();
  const now = Date.now();
  const [row] = await db
    .insert(authSessions)
    .values({
      id: newId("sess"),
      tokenHash: sha256(secret),
      userId: input.userId,
      expiresAt: new Date(now + SESSION_IDLE_MS),
      userAgent: input.userAgent?.slice(0, 300) ?? null,
      ipHash: input.clientIp ? keyedHash(authConfig().local.hashSalt, input.clientIp) : null,
      // 0281: shown in the session manager (issue 18); deleted with the row (prune.ts).
      clientIp: input.clientIp ?? null,
    })
    .returning();
  const [user] = await db.select({ email: authUsers.email }).from(authUsers).where(eq(authUsers.id, input.userId));
  return { secret, session: { id: row!.id, userId: row!.userId, email: user?.email ?? "", expiresAt: row!.expiresAt, createdAt: row!.createdAt } };
}

const activeColumns = {
  id: authSessions.id,
  userId: authSessions.userId,
  email: authUsers.email,
  expiresAt: authSessions.expiresAt,
  createdAt: authSessions.createdAt,
};

export async function findActiveSessionBySecret(secret: string): Promise<ActiveSession | undefined> {
  const db = await getDb();
  const [row] = await db
    .select(activeColumns)
    .from(authSessions)
    .innerJoin(authUsers, eq(authUsers.id, authSessions.userId))
    .where(and(eq(authSessions.tokenHash, sha256(secret)), isNull(authSessions.revokedAt), gt(authSessions.expiresAt, new Date())));
  return row;
}

/** Records activity (a token was requested) and slides the expiry; returns the new expiry. */
export async function touchSession(session: ActiveSession): Promise<Date> {
  const db = await getDb();
  const now = Date.now();
  const hardLimit = session.createdAt.getTime() + SESSION_MAX_AGE_MS;
  const expiresAt = new Date(Math.min(now + SESSION_IDLE_MS, hardLimit));
  await db
    .update(authSessions)
    .set({ lastActiveAt: new Date(now), expiresAt })
    .where(eq(authSessions.id, session.id));
  return expiresAt;
}

export async function revokeSession(sessionId: string): Promise<void> {
  const db = await getDb();
  await db
    .update(authSessions)
    .set({ revokedAt: new Date() })
    .where(and(eq(authSessions.id, sessionId), isNull(authSessions.revokedAt)));
}

/** Ends every session of a user (deactivation, password change). */
export async function revokeAllSessions(userId: string): Promise<void> {
  const db = await getDb();
  await db
    .update(authSessions)
    .set({ revokedAt: new Date() })
    .where(and(eq(authSessions.userId, userId), isNull(authSessions.revokedAt)));
}
