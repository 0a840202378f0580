/**
 * The analytics report for a date range (Berlin calendar days). Only counts and sums leave the
 * database; nothing personal beyond what an administrator may see anyway.
 *   applications  received per month (created_at) by their current status, and the funnel
 *                 received -> taken into review -> decided -> admitted
 *   members       per month, the members at the month's end (or the range's end) by the assembly
 *                 module's rule (isMemberOn: entered on or before the day, the exit date is the
 *                 last day), so these numbers agree with the assembly's (issue 25), by class and
 *                 federal state, and the track kilometres they operate
 *   activeUsers   distinct people with any activity-log entry per ISO week (Monday to Sunday)
 *   moduleUse     audit-trail entries (changes) per area, as the audit screen names and groups
 *                 them (every key an area was written with counts for it: "document" and
 *                 "documents" are one "Dokumente"), and the people who made them
 */
import { sql } from "drizzle-orm";
import type { Db } from "#platform/db/client.ts";
import { rowsOf } from "#platform/db/rows.ts";
import { auditAreaOf } from "#shared/audit-labels.ts";
import { isMemberOn } from "#modules/assembly/index.ts";
import {
  APPLICATION_STATUS_KEYS,
  MEMBERSHIP_CLASS_KEYS,
  type AnalyticsQuery,
  type AnalyticsReport,
  type ApplicationMonth,
  type ApplicationStatusKey,
  type MemberMonth,
  type MembershipClassKey,
} from "../schema.ts";

const berlinStart = (day: string) => sql`((${day})::date)::timestamp AT TIME ZONE 'Europe/Berlin'`;

/** The report's name in report_snapshots. */
export const ANALYTICS_SNAPSHOT = "analytics";

export async function analyticsReport(db: Db, { from, to }: AnalyticsQuery): Promise<Omit<AnalyticsReport, "computedAt">> {
  const start = berlinStart(from);
  const end = sql`${berlinStart(to)} + interval '1 day'`;
  const months = monthsBetween(from, to);

  const appRows = rowsOf<{ month: string; status: ApplicationStatusKey; n: string | number }>(
    await db.execute(sql`
      SELECT to_char(created_at AT TIME ZONE 'Europe/Berlin', 'YYYY-MM') AS month, status, count(*) AS n
      FROM membership_applications WHERE created_at >= ${start} AND created_at < ${end}
      GROUP BY 1, 2`),
  );
  const applications: ApplicationMonth[] = months.map((month) => {
    const counts = Object.fromEntries(APPLICATION_STATUS_KEYS.map((s) => [s, 0])) as Record<ApplicationStatusKey, number>;
    for (const r of appRows.filter((r) => r.month === month)) counts[r.status] = Number(r.n);
    return { month, counts, total: Object.values(counts).reduce((a, b) => a + b, 0) };
  });
  const total = (statuses: readonly ApplicationStatusKey[]) => applications.reduce((sum, m) => sum + statuses.reduce((s, k) => s + m.counts[k], 0), 0);

  // The register once (a few thousand rows), then each month's end in memory: a join of months
  // x memberships in SQL cost 120,000 joined rows (and a JIT compile) for 10,000 members.
  const register = rowsOf<{ class: MembershipClassKey; state: string | null; entryDate: string; exitDate: string | null; km: string | number | null }>(
    await db.execute(sql`
      SELECT ms.membership_class AS class, o.state, ms.entry_date::text AS "entryDate", ms.exit_date::text AS "exitDate", ms.track_length_km AS km
      FROM memberships ms JOIN organizations o ON o.id = ms.organization_id
      WHERE ms.entry_date <= ${to}::date AND (ms.exit_date IS NULL OR ms.exit_date >= ${from}::date)`),
  );
  const members: MemberMonth[] = months.map((month) => {
    const day = monthEnd(month) < to ? monthEnd(month) : to;
    const byClass = Object.fromEntries(MEMBERSHIP_CLASS_KEYS.map((c) => [c, 0])) as Record<MembershipClassKey, number>;
    const byState: Record<string, number> = {};
    let km = 0;
    for (const r of register) {
      if (!isMemberOn(r, day)) continue;
      byClass[r.class] += 1;
      const state = r.state || "Ohne Angabe";
      byState[state] = (byState[state] ?? 0) + 1;
      km += Number(r.km ?? 0);
    }
    return { month, total: Object.values(byClass).reduce((a, b) => a + b, 0), byClass, byState, trackKm: Math.round(km * 10) / 10 };
  });
  const lastMonth = members.at(-1)?.byState ?? {};
  const states = [...new Set(members.flatMap((m) => Object.keys(m.byState)))].sort(
    (a, b) => (lastMonth[b] ?? 0) - (lastMonth[a] ?? 0) || a.localeCompare(b, "de"),
  );

  const weekRows = rowsOf<{ week_start: string; n: string | number }>(
    await db.execute(sql`
      SELECT to_char(date_trunc('week', created_at AT TIME ZONE 'Europe/Berlin'), 'YYYY-MM-DD') AS week_start, count(DISTINCT user_id) AS n
      FROM user_activity_log WHERE created_at >= ${start} AND created_at < ${end}
      GROUP BY 1`),
  );
  const activeUsers = weeksBetween(from, to).map((w) => ({ ...w, users: Number(weekRows.find((r) => r.week_start === w.weekStart)?.n ?? 0) }));

  // Per stored key and person (a few hundred rows), then per area: a person who changed documents
  // under "document" and "documents" is one person of "Dokumente".
  const perActor = rowsOf<{ module: string | null; actor: string | null; n: string | number }>(
    await db.execute(sql`
      SELECT module, actor_user_id AS actor, count(*) AS n
      FROM audit_log WHERE created_at >= ${start} AND created_at < ${end} GROUP BY 1, 2`),
  );
  const areas = new Map<string, { actions: number; users: Set<string> }>();
  for (const r of perActor) {
    const area = auditAreaOf(r.module) ?? r.module ?? "unbekannt";
    const entry = areas.get(area) ?? { actions: 0, users: new Set<string>() };
    entry.actions += Number(r.n);
    if (r.actor) entry.users.add(r.actor);
    areas.set(area, entry);
  }
  const moduleUse = [...areas]
    .map(([module, { actions, users }]) => ({ module, actions, users: users.size }))
    .sort((a, b) => b.actions - a.actions || a.module.localeCompare(b.module));

  return {
    from,
    to,
    applications,
    funnel: [
      { stage: "received", count: total(APPLICATION_STATUS_KEYS) },
      { stage: "reviewed", count: total(["in_review", "approved", "rejected"]) },
      { stage: "decided", count: total(["approved", "rejected"]) },
      { stage: "admitted", count: total(["approved"]) },
    ],
    withdrawn: total(["withdrawn"]),
    members,
    states,
    activeUsers,
    moduleUse,
  };
}

/** The last day of a "YYYY-MM" month as YYYY-MM-DD. */
export function monthEnd(month: string): string {
  const [y, m] = month.split("-").map(Number) as [number, number];
  return new Date(Date.UTC(y, m, 0)).toISOString().slice(0, 10);
}

/** "YYYY-MM" of every month the range touches. */
export function monthsBetween(from: string, to: string): string[] {
  const index = (d: string) => Number(d.slice(0, 4)) * 12 + Number(d.slice(5, 7)) - 1;
  const out: string[] = [];
  for (let i = index(from); i <= index(to); i++) out.push(`${Math.floor(i / 12)}-${String((i % 12) + 1).padStart(2, "0")}`);
  return out;
}

/** The ISO weeks (Monday start) the range touches, as "2026-W03" and the Monday's date. */
export function weeksBetween(from: string, to: string): { week: string; weekStart: string }[] {
  const day = (iso: string) => new Date(`${iso}T00:00:00Z`);
  const monday = day(from);
  monday.setUTCDate(monday.getUTCDate() - ((monday.getUTCDay() + 6) % 7));
  const out: { week: string; weekStart: string }[] = [];
  for (const d = monday; d <= day(to); d.setUTCDate(d.getUTCDate() + 7)) out.push({ week: isoWeek(d), weekStart: d.toISOString().slice(0, 10) });
  return out;
}

function isoWeek(date: Date): string {
  const thursday = new Date(date);
  thursday.setUTCDate(date.getUTCDate() + 3 - ((date.getUTCDay() + 6) % 7));
  const yearStart = new Date(Date.UTC(thursday.getUTCFullYear(), 0, 1));
  const week = Math.ceil(((thursday.getTime() - yearStart.getTime()) / 86_400_000 + 1) / 7);
  return `${thursday.getUTCFullYear()}-W${String(week).padStart(2, "0")}`;
}
