/**
 * The next assemblies and the deadline each one sets next, for the dashboards (issue 25): the
 * office sees its drafts (invitation due four weeks before, § 7), invited assemblies (motions due
 * 14 days before, then the day itself), running ones, and held ones whose minutes are still due
 * (four weeks, § 4 Abs. 11); members see only what is visible to them (no drafts, no cancelled,
 * no minutes duty). Deadlines come from the rules, the Berlin calendar of `today`.
 */
import { sql } from "drizzle-orm";
import type { Db } from "#platform/db/client.ts";
import { rowsOf } from "#platform/db/rows.ts";
import { addDays, type IsoDate } from "#shared/dates.ts";
import { minutesDueDate } from "../../domain/annual-duties.ts";
import { latestInvitationDate } from "../../domain/convocation.ts";
import { motionDeadline } from "../../domain/motions.ts";

export type AssemblyDeadlineKind = "invitation" | "motions" | "assembly" | "running" | "minutes";

export interface AssemblyAttention {
  id: string;
  title: string;
  assemblyDate: IsoDate;
  status: "draft" | "invited" | "running" | "closed" | "inquorate";
  next: { kind: AssemblyDeadlineKind; date: IsoDate; overdue: boolean };
  openBallots: number;
}

/** How far back a held assembly's missing minutes still count (well past the four weeks). */
const MINUTES_LOOKBACK_DAYS = 120;

export async function assemblyAttention(db: Pick<Db, "execute">, viewer: { office: boolean }, today: IsoDate, limit = 3): Promise<AssemblyAttention[]> {
  const statuses = viewer.office ? sql`('draft', 'invited', 'running')` : sql`('invited', 'running')`;
  const minutes = viewer.office
    ? sql`OR (g.status IN ('closed', 'inquorate') AND g.minutes_published_at IS NULL AND g.assembly_date >= ${addDays(today, -MINUTES_LOOKBACK_DAYS)}::date)`
    : sql``;
  const rows = rowsOf<{ id: string; title: string; assembly_date: string; status: AssemblyAttention["status"]; open_ballots: number }>(
    await db.execute(sql`
      SELECT g.id::text, g.title, to_char(g.assembly_date, 'YYYY-MM-DD') AS assembly_date, g.status,
        (SELECT count(*)::int FROM assembly_ballots b WHERE b.assembly_id = g.id AND b.status = 'open') AS open_ballots
      FROM general_assemblies g
      WHERE (g.status IN ${statuses} AND (g.assembly_date >= ${today}::date OR g.status = 'running')) ${minutes}
      ORDER BY g.assembly_date, g.id LIMIT 20`),
  );
  return rows
    .map((r) => ({
      id: r.id,
      title: r.title,
      assemblyDate: r.assembly_date,
      status: r.status,
      openBallots: r.open_ballots,
      next: nextDeadline(r.status, r.assembly_date, today),
    }))
    .sort((a, b) => a.next.date.localeCompare(b.next.date))
    .slice(0, limit);
}

/** The deadline an assembly sets next, by its state. */
export function nextDeadline(status: AssemblyAttention["status"], date: IsoDate, today: IsoDate): AssemblyAttention["next"] {
  const at = (kind: AssemblyDeadlineKind, due: IsoDate) => ({ kind, date: due, overdue: due < today });
  if (status === "draft") return at("invitation", latestInvitationDate(date));
  if (status === "running") return { kind: "running", date: today, overdue: false };
  if (status === "closed" || status === "inquorate") return at("minutes", minutesDueDate(date));
  return today <= motionDeadline(date) ? at("motions", motionDeadline(date)) : at("assembly", date);
}
