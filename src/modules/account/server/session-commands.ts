/**
 * The person ends their own sessions: one (another person's session id answers 404, as an
 * unknown one does), or every one but the session of this request. The ended browser is signed
 * out at its next request (requireUser reads revoked_at). Audit and activity in one transaction.
 */
import { and, eq, gt, isNull, ne } from "drizzle-orm";
import type { Db } from "#platform/db/client.ts";
import { now } from "#platform/clock.ts";
import { authConfig } from "#platform/auth/auth-config.ts";
import { clerkBackend } from "#platform/auth/clerk-client.ts";
import type { AuthUser } from "#platform/auth/require-user.ts";
import { authSessions } from "#platform/auth/tables.ts";
import { recordAudit } from "#platform/audit/record-audit.ts";
import { recordActivity } from "#platform/activity/record-activity.ts";
import { notFound } from "#platform/http/errors.ts";
import { countOf } from "#shared/plural.ts";
import { describeDevice, parseUserAgent } from "#shared/user-agent.ts";

export async function endOwnSession(db: Db, user: AuthUser, sessionId: string): Promise<void> {
  if (authConfig().provider === "clerk") {
    const clerk = await clerkBackend();
    const session = await clerk.sessions.getSession(sessionId).catch(() => undefined);
    if (!session || session.userId !== user.id) throw notFound("Die Sitzung");
    await clerk.sessions.revokeSession(sessionId);
    await db.transaction(async (tx) => {
      await recordAudit(tx, {
        actorUserId: user.id,
        action: "session.ended",
        entityType: "session",
        entityId: sessionId,
        after: { status: "revoked" },
        module: "account",
      });
      await recordActivity(tx, { userId: user.id, type: "session_ended", description: "Eine Sitzung beendet" });
    });
    return;
  }
  await db.transaction(async (tx) => {
    const [ended] = await tx
      .update(authSessions)
      .set({ revokedAt: now() })
      .where(and(eq(authSessions.id, sessionId), eq(authSessions.userId, user.id), isNull(authSessions.revokedAt)))
      .returning({ userAgent: authSessions.userAgent, clientIp: authSessions.clientIp });
    if (!ended) throw notFound("Die Sitzung");
    const device = parseUserAgent(ended.userAgent);
    await recordAudit(tx, {
      actorUserId: user.id,
      action: "session.ended",
      entityType: "session",
      entityId: sessionId,
      before: { device, clientIp: ended.clientIp },
      after: { status: "revoked" },
      module: "account",
    });
    await recordActivity(tx, {
      userId: user.id,
      type: "session_ended",
      description: `Sitzung beendet: ${describeDevice(device)}`,
      metadata: { sessionId },
    });
  });
}

export async function endOtherOwnSessions(db: Db, user: AuthUser): Promise<{ ended: number }> {
  if (authConfig().provider === "clerk") {
    const clerk = await clerkBackend();
    const { data } = await clerk.sessions.getSessionList({ userId: user.id, status: "active", limit: 100 });
    const others = data.filter((s) => s.id !== user.sessionId);
    for (const s of others) await clerk.sessions.revokeSession(s.id);
    if (others.length > 0)
      await recordEndedOthers(
        db,
        user,
        others.map((s) => s.id),
      );
    return { ended: others.length };
  }
  return db.transaction(async (tx) => {
    const ended = await tx
      .update(authSessions)
      .set({ revokedAt: now() })
      .where(
        and(
          eq(authSessions.userId, user.id),
          isNull(authSessions.revokedAt),
          gt(authSessions.expiresAt, now()),
          user.sessionId ? ne(authSessions.id, user.sessionId) : undefined,
        ),
      )
      .returning({ id: authSessions.id });
    if (ended.length > 0)
      await recordEndedOthers(
        tx,
        user,
        ended.map((e) => e.id),
      );
    return { ended: ended.length };
  });
}

async function recordEndedOthers(tx: Pick<Db, "insert">, user: AuthUser, sessionIds: string[]): Promise<void> {
  await recordAudit(tx, {
    actorUserId: user.id,
    action: "session.ended_all",
    entityType: "user",
    entityId: user.id,
    after: { ended: sessionIds.length, sessions: sessionIds, kept: user.sessionId ?? null },
    module: "account",
  });
  await recordActivity(tx, {
    userId: user.id,
    type: "session_ended",
    description: `${countOf(sessionIds.length, "andere Sitzung", "andere Sitzungen")} beendet`,
    metadata: { sessions: sessionIds },
  });
}
