/**
 * The security center at a glance, for the last `days` days: failed sign-ins (local provider;
 * Clerk keeps its own), locked accounts (deactivated, or braked right now), role changes and new
 * administrators (from the audit trail), active sessions and open incidents.
 */
import { now as clockNow } from "#platform/clock.ts";
import { and, count, desc, eq, gt, gte, isNotNull, isNull, ne, sql } from "drizzle-orm";
import type { Db } from "#platform/db/client.ts";
import { authConfig } from "#platform/auth/auth-config.ts";
import { authSessions, profiles } from "#platform/auth/tables.ts";
import { authSignInEvents } from "#platform/auth/security-tables.ts";
import { auditLog } from "#platform/audit/tables.ts";
import { describeDevice, parseUserAgent } from "#shared/user-agent.ts";
import { gdprDeadline, type SecurityOverview } from "../schema.ts";
import { displayName } from "#shared/people.ts";
import { displayNameSql } from "./people.ts";
import { brakedAccounts } from "./rate-limit-queries.ts";
import { securityIncidents } from "./tables.ts";

const FAILED = sql`${authSignInEvents.outcome} <> 'success'`;

export async function securityOverview(db: Db, days: number, now = clockNow()): Promise<SecurityOverview> {
  const since = new Date(now.getTime() - days * 86_400_000);
  // Independent reads, sent together: on a busy database each round trip waits its turn, and
  // the center made eight of them one after another (issue 27).
  const [byOutcome, recent, deactivated, brakedProfiles, changes, [sessions], open] = await Promise.all([
    db
      .select({ outcome: authSignInEvents.outcome, count: count() })
      .from(authSignInEvents)
      .where(and(FAILED, gte(authSignInEvents.occurredAt, since)))
      .groupBy(authSignInEvents.outcome),
    db
      .select()
      .from(authSignInEvents)
      .where(and(FAILED, gte(authSignInEvents.occurredAt, since)))
      .orderBy(desc(authSignInEvents.occurredAt))
      .limit(20),
    db.select().from(profiles).where(isNotNull(profiles.deactivatedAt)).orderBy(desc(profiles.deactivatedAt)).limit(50),
    brakedAccounts(db, now).then((braked) =>
      braked.length
        ? db
            .select()
            .from(profiles)
            .where(
              sql`lower(${profiles.email}) IN (${sql.join(
                braked.map((email) => sql`${email}`),
                sql`, `,
              )})`,
            )
        : [],
    ),
    db
      .select({
        id: auditLog.id,
        at: auditLog.createdAt,
        entityId: auditLog.entityId,
        before: auditLog.before,
        after: auditLog.after,
        actorName: sql<string | null>`(SELECT ${displayNameSql} FROM profiles WHERE profiles.id = ${auditLog.actorUserId})`,
        targetName: sql<string | null>`(SELECT ${displayNameSql} FROM profiles WHERE profiles.id = ${auditLog.entityId})`,
      })
      .from(auditLog)
      .where(and(eq(auditLog.action, "role_change"), gte(auditLog.createdAt, since)))
      .orderBy(desc(auditLog.seq))
      .limit(50),
    db
      .select({ n: count() })
      .from(authSessions)
      .where(and(isNull(authSessions.revokedAt), gt(authSessions.expiresAt, now))),
    db
      .select({
        personalDataAffected: securityIncidents.personalDataAffected,
        discoveredAt: securityIncidents.discoveredAt,
        authorityNotifiedAt: securityIncidents.authorityNotifiedAt,
      })
      .from(securityIncidents)
      .where(ne(securityIncidents.status, "closed")),
  ]);

  const roles = (value: unknown) => ((value as { roles?: string[] } | null)?.roles ?? []).slice().sort();
  return {
    days,
    provider: authConfig().provider,
    failedSignIns: byOutcome.reduce((sum, r) => sum + Number(r.count), 0),
    failedByOutcome: byOutcome.map((r) => ({ outcome: r.outcome, count: Number(r.count) })).sort((a, b) => b.count - a.count),
    recentFailures: recent.map((e) => ({
      id: e.id,
      occurredAt: e.occurredAt.toISOString(),
      outcome: e.outcome,
      email: e.email,
      clientIp: e.clientIp,
      device: describeDevice(parseUserAgent(e.userAgent)),
    })),
    lockedAccounts: [
      ...deactivated.map((p) => ({
        id: p.id,
        name: displayName(p),
        email: p.email,
        since: p.deactivatedAt?.toISOString() ?? null,
        reason: "deactivated" as const,
      })),
      ...brakedProfiles.map((p) => ({ id: p.id, name: displayName(p), email: p.email, since: null, reason: "throttled" as const })),
    ],
    roleChanges: changes.map((c) => {
      const before = roles(c.before);
      const after = roles(c.after);
      return {
        id: c.id,
        at: c.at.toISOString(),
        actorName: c.actorName,
        targetId: c.entityId,
        targetName: c.targetName,
        before,
        after,
        newAdmin: after.includes("admin") && !before.includes("admin"),
      };
    }),
    activeSessions: Number(sessions?.n ?? 0),
    openIncidents: open.length,
    overdueIncidents: open.filter(
      (i) =>
        gdprDeadline(
          {
            personalDataAffected: i.personalDataAffected,
            discoveredAt: i.discoveredAt.toISOString(),
            authorityNotifiedAt: i.authorityNotifiedAt?.toISOString() ?? null,
          },
          now,
        ).state === "overdue",
    ).length,
  };
}
