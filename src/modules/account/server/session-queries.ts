/**
 * The caller's own open sessions, newest activity first, the current one marked. Local provider:
 * auth_sessions (a person holds at most the session policy's cap, so one short list); Clerk:
 * Clerk's active sessions of the person.
 */
import { and, desc, eq, gt, isNull } from "drizzle-orm";
import type { Db } from "#platform/db/client.ts";
import { now } from "#platform/clock.ts";
import { authConfig } from "#platform/auth/auth-config.ts";
import { clerkBackend } from "#platform/auth/clerk-client.ts";
import type { AuthUser } from "#platform/auth/require-user.ts";
import { authSessions } from "#platform/auth/tables.ts";
import { parseUserAgent, UNKNOWN_SYSTEM } from "#shared/user-agent.ts";
import type { OwnSession } from "../schema.ts";

/** More than any session cap allows; a list, not a page. */
const MAX_SESSIONS = 100;

export async function listOwnSessions(db: Db, user: AuthUser): Promise<{ items: OwnSession[] }> {
  if (authConfig().provider === "clerk") return listClerkSessions(user);
  const rows = await db
    .select()
    .from(authSessions)
    .where(and(eq(authSessions.userId, user.id), isNull(authSessions.revokedAt), gt(authSessions.expiresAt, now())))
    .orderBy(desc(authSessions.lastActiveAt), desc(authSessions.id))
    .limit(MAX_SESSIONS);
  return {
    items: rows.map((row) => ({
      id: row.id,
      ...parseUserAgent(row.userAgent),
      clientIp: row.clientIp,
      createdAt: row.createdAt.toISOString(),
      lastActiveAt: row.lastActiveAt.toISOString(),
      expiresAt: row.expiresAt.toISOString(),
      current: row.id === user.sessionId,
    })),
  };
}

async function listClerkSessions(user: AuthUser): Promise<{ items: OwnSession[] }> {
  const { data } = await (await clerkBackend()).sessions.getSessionList({ userId: user.id, status: "active", limit: MAX_SESSIONS });
  return {
    items: data.map((s) => {
      const activity = s.latestActivity;
      const browser = activity?.browserName || "Unbekannter Browser";
      return {
        id: s.id,
        browser: activity?.browserVersion ? `${browser} ${activity.browserVersion.split(".")[0]}` : browser,
        os: activity?.deviceType || UNKNOWN_SYSTEM,
        device: activity?.isMobile ? "mobile" : activity?.deviceType ? "desktop" : "unknown",
        clientIp: activity?.ipAddress ?? null,
        createdAt: new Date(s.createdAt).toISOString(),
        lastActiveAt: new Date(s.lastActiveAt).toISOString(),
        expiresAt: s.expireAt ? new Date(s.expireAt).toISOString() : null,
        current: s.id === user.sessionId,
      };
    }),
  };
}
