/**
 * Campaign analytics, computed in SQL exactly as ADR 172 defines the figures: actions in [from, to]
 * (optionally of one campaign); "done" means any outcome but "geplant". The screen and the CSV read
 * them from a snapshot (report_snapshots, at most an hour old, its time in computedAt): computing
 * them costs five aggregates over every action of the range. A write to campaigns, targets,
 * actions or stakeholders drops the snapshots (forgetAnalytics), so an entry shows at once.
 */
import { sql, type SQL } from "drizzle-orm";
import type { Db } from "#platform/db/client.ts";
import { rowsOf } from "#platform/db/rows.ts";
import { ACTION_KINDS, NO_INSTITUTION_LABEL, NO_PARTY_LABEL, PARTY_LABELS, type ActionKind, type Outcome, type Party } from "../domain/labels.ts";
import { funnelOf } from "../domain/funnel.ts";
import { weekLabel, weeksOf } from "../domain/calendar-weeks.ts";
import type { AnalyticsQuery, CampaignAnalytics, WeekRow } from "../schema/analytics.ts";
import { campaignOr404 } from "./campaign-queries.ts";
import { forgetSnapshots, refreshSnapshot, snapshotOf } from "#platform/reports/snapshots.ts";

/** The report's name in report_snapshots (platform/reports). */
export const ANALYTICS_SNAPSHOT = "political.analytics";

type Figures = Omit<CampaignAnalytics, "computedAt">;

/** The figures of a range from its snapshot (`"read"`), or computed now and kept (`"refresh"`: "Jetzt neu berechnen", the job). */
export async function campaignAnalytics(
  db: Db,
  query: Pick<AnalyticsQuery, "from" | "to" | "campaignId">,
  options: { snapshot?: "read" | "refresh"; now?: Date } = {},
): Promise<CampaignAnalytics> {
  const key = `${query.from}..${query.to}..${query.campaignId ?? "alle"}`;
  const compute = () => computeAnalytics(db, query);
  const { value, computedAt } =
    options.snapshot === "refresh"
      ? await refreshSnapshot(db, ANALYTICS_SNAPSHOT, key, compute, options.now)
      : await snapshotOf(db, ANALYTICS_SNAPSHOT, key, compute, { now: options.now });
  return { ...value, computedAt };
}

/** A write changed what the analytics count: every range is computed again when next asked for. */
export function forgetAnalytics(db: Db): Promise<void> {
  return forgetSnapshots(db, ANALYTICS_SNAPSHOT);
}

const zeroCounts = (): Record<ActionKind, number> => Object.fromEntries(ACTION_KINDS.map((k) => [k, 0])) as Record<ActionKind, number>;

async function computeAnalytics(db: Db, query: Pick<AnalyticsQuery, "from" | "to" | "campaignId">): Promise<Figures> {
  const { from, to } = query;
  const campaignId = query.campaignId ?? null;
  if (campaignId) await campaignOr404(db, campaignId);
  const inScope: SQL = sql`a.occurred_on BETWEEN ${from}::date AND ${to}::date${campaignId ? sql` AND a.campaign_id = ${campaignId}::uuid` : sql``}`;
  const done = sql`a.outcome <> 'geplant'`;
  // The campaigns whose targets count: the chosen one, or every campaign running in the range or with an action in it.
  const scopedCampaigns = campaignId
    ? sql`SELECT ${campaignId}::uuid AS id`
    : sql`SELECT c.id FROM political_campaigns c WHERE (c.starts_on <= ${to}::date AND c.ends_on >= ${from}::date) OR EXISTS (SELECT 1 FROM political_actions a WHERE a.campaign_id = c.id AND ${inScope})`;

  const [weekRows, outcomeRows, [reach], partyRows, institutionRows] = await Promise.all([
    db
      .execute(
        sql`SELECT to_char(date_trunc('week', a.occurred_on::timestamp), 'YYYY-MM-DD') AS week, a.kind, count(*)::int AS n FROM political_actions a WHERE ${inScope} AND ${done} GROUP BY 1, 2`,
      )
      .then((r) => rowsOf<{ week: string; kind: ActionKind; n: number }>(r)),
    db
      .execute(sql`SELECT a.outcome, count(*)::int AS n FROM political_actions a WHERE ${inScope} GROUP BY 1`)
      .then((r) => rowsOf<{ outcome: Outcome; n: number }>(r)),
    db
      .execute(
        sql`WITH targets AS (SELECT DISTINCT t.contact_id FROM political_campaign_targets t WHERE t.campaign_id IN (${scopedCampaigns})),
          reached AS (SELECT DISTINCT ac.contact_id FROM political_action_contacts ac JOIN political_actions a ON a.id = ac.action_id WHERE ${inScope} AND ${done})
        SELECT (SELECT count(*) FROM targets)::int AS targeted,
          (SELECT count(*) FROM targets WHERE contact_id IN (SELECT contact_id FROM reached))::int AS reached,
          (SELECT count(*) FROM reached WHERE contact_id NOT IN (SELECT contact_id FROM targets))::int AS beyond`,
      )
      .then((r) => rowsOf<{ targeted: number; reached: number; beyond: number }>(r)),
    db
      .execute(
        sql`SELECT s.party, count(*)::int AS n FROM political_action_contacts ac JOIN political_actions a ON a.id = ac.action_id
          LEFT JOIN political_stakeholders s ON s.contact_id = ac.contact_id WHERE ${inScope} AND ${done} GROUP BY s.party ORDER BY n DESC, s.party NULLS LAST`,
      )
      .then((r) => rowsOf<{ party: Party | null; n: number }>(r)),
    db
      .execute(
        sql`SELECT o.id::text AS id, o.name, count(*)::int AS n FROM political_action_contacts ac JOIN political_actions a ON a.id = ac.action_id
          JOIN crm_contacts c ON c.id = ac.contact_id LEFT JOIN organizations o ON o.id = c.organization_id
          WHERE ${inScope} AND ${done} GROUP BY o.id, o.name ORDER BY n DESC, o.name NULLS LAST, o.id`,
      )
      .then((r) => rowsOf<{ id: string | null; name: string | null; n: number }>(r)),
  ]);

  const byWeek = new Map<string, WeekRow>(
    weeksOf(from, to).map((monday) => [monday, { weekStart: monday, label: weekLabel(monday), counts: zeroCounts(), total: 0 }]),
  );
  for (const row of weekRows) {
    const week = byWeek.get(row.week);
    if (!week) continue;
    week.counts[row.kind] += Number(row.n);
    week.total += Number(row.n);
  }
  const outcomes = Object.fromEntries(outcomeRows.map((r) => [r.outcome, Number(r.n)])) as Partial<Record<Outcome, number>>;
  const funnel = funnelOf(outcomes);
  const byParty = partyRows.map((r) => ({ key: r.party ?? "none", label: r.party ? PARTY_LABELS[r.party] : NO_PARTY_LABEL, count: Number(r.n) }));
  return {
    from,
    to,
    campaignId,
    weeks: [...byWeek.values()],
    reach: { targeted: Number(reach?.targeted ?? 0), reached: Number(reach?.reached ?? 0), reachedBeyondTargets: Number(reach?.beyond ?? 0) },
    byParty,
    byInstitution: institutionRows.map((r) => ({ key: r.id ?? "none", label: r.name ?? NO_INSTITUTION_LABEL, count: Number(r.n) })),
    funnel,
    totals: { actions: funnel[0]!.count, doneActions: funnel[1]!.count, interactions: byParty.reduce((sum, r) => sum + r.count, 0) },
  };
}
