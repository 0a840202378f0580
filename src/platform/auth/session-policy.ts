/**
 * The session policy of the local identity provider (issue 18, ADR 181), applied right after a
 * sign-in created a session:
 *   - at most max_sessions_per_user active sessions per user: the ones used longest ago end
 *     (effective at their next request, like any revocation). A session used within the last
 *     IN_USE_MS is left alone, so nobody is thrown out in the middle of their work; it counts
 *     against the cap at the next sign-in;
 *   - a mail to the user when the browser/system/device combination is new for them (not for the
 *     very first sign-in of an account). It goes straight through the outbox, not through the
 *     notification preferences: a security notice must not be switchable by the user.
 * One transaction per sign-in, serialised per user by an advisory lock, so two parallel sign-ins
 * cannot both stay under the cap.
 */
import { and, desc, eq, gt, isNull, sql } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import { enqueue, mailDelivery } from "../outbox/enqueue.ts";
import { deviceFingerprint, parseUserAgent, type DeviceInfo } from "#shared/user-agent.ts";
import { authSessions } from "./tables.ts";
import { authKnownDevices, authSessionPolicy } from "./security-tables.ts";
import { newDeviceMail } from "./new-device-mail.ts";

/** Longer than a session token's lifetime: a browser in use renews its token (and last_active_at) within it. */
export const IN_USE_MS = 2 * 60_000;

export interface SessionPolicy {
  maxSessionsPerUser: number;
  newDeviceMail: boolean;
  version: number;
  updatedAt: Date;
  updatedBy: string | null;
}

export async function readSessionPolicy(db: Pick<Db, "select">): Promise<SessionPolicy> {
  const [row] = await db.select().from(authSessionPolicy).where(eq(authSessionPolicy.id, 1));
  return row ?? { maxSessionsPerUser: 10, newDeviceMail: true, version: 1, updatedAt: new Date(0), updatedBy: null };
}

export interface SignedInSession {
  userId: string;
  email: string;
  sessionId: string;
  userAgent: string | null;
  clientIp: string;
  origin: string;
}

export interface PolicyOutcome {
  endedSessionIds: string[];
  newDevice: boolean;
  /** Outbox deliveries to try right away (the new-device mail). */
  deliveryIds: string[];
}

export async function applySessionPolicy(db: Db, session: SignedInSession, now = new Date()): Promise<PolicyOutcome> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${`session-policy:${session.userId}`}))`);
    const policy = await readSessionPolicy(tx);
    const active = await tx
      .select({ id: authSessions.id, lastActiveAt: authSessions.lastActiveAt })
      .from(authSessions)
      .where(and(eq(authSessions.userId, session.userId), isNull(authSessions.revokedAt), gt(authSessions.expiresAt, now)))
      .orderBy(desc(sql`${authSessions.id} = ${session.sessionId}`), desc(authSessions.lastActiveAt), desc(authSessions.createdAt));
    const endedSessionIds = active
      .slice(policy.maxSessionsPerUser)
      .filter((s) => s.lastActiveAt.getTime() < now.getTime() - IN_USE_MS)
      .map((s) => s.id);
    for (const id of endedSessionIds)
      await tx
        .update(authSessions)
        .set({ revokedAt: now })
        .where(and(eq(authSessions.id, id), isNull(authSessions.revokedAt)));

    const device = parseUserAgent(session.userAgent);
    const fingerprint = deviceFingerprint(device);
    const known = await tx.select({ fingerprint: authKnownDevices.fingerprint }).from(authKnownDevices).where(eq(authKnownDevices.userId, session.userId));
    const newDevice = known.length > 0 && !known.some((k) => k.fingerprint === fingerprint);
    await tx
      .insert(authKnownDevices)
      .values({ userId: session.userId, fingerprint, firstSeenAt: now, lastSeenAt: now })
      .onConflictDoUpdate({ target: [authKnownDevices.userId, authKnownDevices.fingerprint], set: { lastSeenAt: now } });
    const deliveryIds =
      newDevice && policy.newDeviceMail
        ? await enqueue(tx, [mailDelivery(newDeviceMail({ ...session, device, at: now }), `auth_session:${session.sessionId}`)])
        : [];
    return { endedSessionIds, newDevice, deliveryIds };
  });
}

export type { DeviceInfo };
