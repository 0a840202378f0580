/** Ending sessions from the session manager: one session, or every session of a person (audited, with the reason). */
import { and, eq, gt, isNull } from "drizzle-orm";
import type { Db } from "#platform/db/client.ts";
import type { AuthUser } from "#platform/auth/require-user.ts";
import { authConfig } from "#platform/auth/auth-config.ts";
import { clerkBackend } from "#platform/auth/clerk-client.ts";
import { authSessions, profiles } from "#platform/auth/tables.ts";
import { recordAudit } from "#platform/audit/record-audit.ts";
import { HttpError, notFound } from "#platform/http/errors.ts";
import { parseUserAgent } from "#shared/user-agent.ts";

/** Ends one session; the person who owns it is signed out at that session's next request. */
export async function endSession(db: Db, actor: AuthUser, sessionId: string, reason: string | null): Promise<void> {
  if (authConfig().provider === "clerk") {
    const session = await (await clerkBackend()).sessions.getSession(sessionId).catch(() => undefined);
    if (!session) throw notFound("Die Sitzung");
    await (await clerkBackend()).sessions.revokeSession(sessionId);
    await recordAudit(db, {
      actorUserId: actor.id,
      action: "session.ended",
      entityType: "session",
      entityId: sessionId,
      before: { userId: session.userId, status: session.status },
      after: { status: "revoked" },
      reason,
      module: "security",
    });
    return;
  }
  await db.transaction(async (tx) => {
    const [ended] = await tx
      .update(authSessions)
      .set({ revokedAt: new Date() })
      .where(and(eq(authSessions.id, sessionId), isNull(authSessions.revokedAt)))
      .returning({ userId: authSessions.userId, userAgent: authSessions.userAgent, clientIp: authSessions.clientIp });
    if (!ended) throw notFound("Die Sitzung");
    await recordAudit(tx, {
      actorUserId: actor.id,
      action: "session.ended",
      entityType: "session",
      entityId: sessionId,
      before: { userId: ended.userId, device: parseUserAgent(ended.userAgent), clientIp: ended.clientIp },
      after: { status: "revoked" },
      reason,
      module: "security",
    });
  });
}

/** Ends every session of a person (all devices). Returns how many ended. */
export async function endAllSessions(db: Db, actor: AuthUser, userId: string, reason: string | null): Promise<{ ended: number }> {
  const [person] = await db.select({ id: profiles.id }).from(profiles).where(eq(profiles.id, userId));
  if (!person) throw notFound("Die Person");
  if (authConfig().provider === "clerk") {
    const { data } = await (await clerkBackend()).sessions.getSessionList({ userId, status: "active", limit: 100 });
    for (const s of data) await (await clerkBackend()).sessions.revokeSession(s.id);
    await recordAudit(db, {
      actorUserId: actor.id,
      action: "session.ended_all",
      entityType: "user",
      entityId: userId,
      after: { ended: data.length },
      reason,
      module: "security",
    });
    return { ended: data.length };
  }
  return db.transaction(async (tx) => {
    const ended = await tx
      .update(authSessions)
      .set({ revokedAt: new Date() })
      .where(and(eq(authSessions.userId, userId), isNull(authSessions.revokedAt), gt(authSessions.expiresAt, new Date())))
      .returning({ id: authSessions.id });
    if (ended.length === 0) throw new HttpError(409, "no_sessions", "Diese Person hat keine aktive Sitzung.");
    await recordAudit(tx, {
      actorUserId: actor.id,
      action: "session.ended_all",
      entityType: "user",
      entityId: userId,
      after: { ended: ended.length, sessions: ended.map((e) => e.id) },
      reason,
      module: "security",
    });
    return { ended: ended.length };
  });
}
