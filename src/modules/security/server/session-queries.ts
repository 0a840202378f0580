/**
 * The session manager. Local provider: every active row of auth_sessions, newest activity first
 * (keyset), ended by setting revoked_at, which requireUser reads on every request, so the ended
 * session's next request is refused and that browser is signed out. Clerk: Clerk's sessions API
 * (per person, as Clerk lists them), ended through Clerk's revoke; Clerk's 60-second session
 * tokens are no longer renewed after that.
 */
import { now as clockNow } from "#platform/clock.ts";
import { and, desc, eq, gt, isNull, sql } from "drizzle-orm";
import type { Db } from "#platform/db/client.ts";
import { authConfig } from "#platform/auth/auth-config.ts";
import { clerkBackend } from "#platform/auth/clerk-client.ts";
import { authSessions, profiles } from "#platform/auth/tables.ts";
import { notFound } from "#platform/http/errors.ts";
import { parseUserAgent, UNKNOWN_SYSTEM } from "#shared/user-agent.ts";
import type { SessionListQuery, SessionPage, SessionView } from "../schema.ts";
import { displayName } from "#shared/people.ts";

const PAGE_SIZE = 50;

export async function listSessions(db: Db, query: SessionListQuery, now = clockNow()): Promise<SessionPage> {
  if (authConfig().provider === "clerk") return listClerkSessions(db, query);
  const [lastActive, id] = query.cursor?.split("|") ?? [];
  const rows = await db
    .select({ session: authSessions, firstName: profiles.firstName, lastName: profiles.lastName, email: profiles.email })
    .from(authSessions)
    .innerJoin(profiles, eq(profiles.id, authSessions.userId))
    .where(
      and(
        isNull(authSessions.revokedAt),
        gt(authSessions.expiresAt, now),
        query.user ? eq(authSessions.userId, query.user) : undefined,
        lastActive && id ? sql`(${authSessions.lastActiveAt}, ${authSessions.id}) < (${lastActive}::timestamptz, ${id})` : undefined,
      ),
    )
    .orderBy(desc(authSessions.lastActiveAt), desc(authSessions.id))
    .limit(PAGE_SIZE + 1);
  const items = rows.slice(0, PAGE_SIZE).map(({ session, ...person }): SessionView => {
    const device = parseUserAgent(session.userAgent);
    return {
      id: session.id,
      userId: session.userId,
      userName: displayName(person),
      userEmail: person.email,
      ...device,
      clientIp: session.clientIp,
      location: null,
      createdAt: session.createdAt.toISOString(),
      lastActiveAt: session.lastActiveAt.toISOString(),
      expiresAt: session.expiresAt.toISOString(),
    };
  });
  const last = rows.length > PAGE_SIZE ? rows[PAGE_SIZE - 1]!.session : undefined;
  return { provider: "local", items, nextCursor: last ? `${last.lastActiveAt.toISOString()}|${last.id}` : null, needsUser: false };
}

async function listClerkSessions(db: Db, query: SessionListQuery): Promise<SessionPage> {
  if (!query.user) return { provider: "clerk", items: [], nextCursor: null, needsUser: true };
  const [person] = await db.select().from(profiles).where(eq(profiles.id, query.user));
  if (!person) throw notFound("Die Person");
  const { data } = await (await clerkBackend()).sessions.getSessionList({ userId: query.user, status: "active", limit: 100 });
  const items = data.map((s): SessionView => {
    const activity = s.latestActivity;
    const browser = activity?.browserName || "Unbekannter Browser";
    const device = activity?.isMobile ? "mobile" : activity?.deviceType ? "desktop" : "unknown";
    return {
      id: s.id,
      userId: s.userId,
      userName: displayName(person),
      userEmail: person.email,
      browser: activity?.browserVersion ? `${browser} ${activity.browserVersion.split(".")[0]}` : browser,
      os: activity?.deviceType || UNKNOWN_SYSTEM,
      device,
      clientIp: activity?.ipAddress ?? null,
      location: [activity?.city, activity?.country].filter(Boolean).join(", ") || null,
      createdAt: new Date(s.createdAt).toISOString(),
      lastActiveAt: new Date(s.lastActiveAt).toISOString(),
      expiresAt: s.expireAt ? new Date(s.expireAt).toISOString() : null,
    };
  });
  return { provider: "clerk", items, nextCursor: null, needsUser: false };
}
