/**
 * The next assemblies and the deadline each one sets next, for the dashboards (issue 25): the
 * office sees its drafts (invitation due four weeks before, § 7), invited assemblies (motions due
 * 14 days before, then the day itself), running ones, and held ones whose minutes are still due
 * (four weeks, § 4 Abs. 11); members see only what is visible to them (no drafts, no cancelled,
 * no minutes duty). Deadlines come from the rules, the Berlin calendar of `today`.
 */
import { and, asc, eq, gte, inArray, isNull, or } from "drizzle-orm";
import type { Db, Tx } from "#platform/db/client.ts";
import { addDays, type IsoDate } from "#shared/dates.ts";
import { minutesDueDate } from "../../domain/annual-duties.ts";
import { latestInvitationDate } from "../../domain/convocation.ts";
import { motionDeadline } from "../../domain/motions.ts";
import { ballots, generalAssemblies as g } from "../tables.ts";

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

export async function assemblyAttention(db: Db | Tx, viewer: { office: boolean }, today: IsoDate, limit = 3): Promise<AssemblyAttention[]> {
  const statuses: AssemblyAttention["status"][] = viewer.office ? ["draft", "invited", "running"] : ["invited", "running"];
  const upcoming = and(inArray(g.status, statuses), or(gte(g.assemblyDate, today), eq(g.status, "running")));
  const minutesDue = and(inArray(g.status, ["closed", "inquorate"]), isNull(g.minutesPublishedAt), gte(g.assemblyDate, addDays(today, -MINUTES_LOOKBACK_DAYS)));
  const rows = await db
    .select({
      id: g.id,
      title: g.title,
      assemblyDate: g.assemblyDate,
      status: g.status,
      openBallots: db.$count(ballots, and(eq(ballots.assemblyId, g.id), eq(ballots.status, "open"))),
    })
    .from(g)
    .where(viewer.office ? or(upcoming, minutesDue) : upcoming)
    .orderBy(asc(g.assemblyDate), asc(g.id))
    .limit(20);
  return rows
    .map((r) => {
      const status = r.status as AssemblyAttention["status"]; // the where clause admits no other
      return { id: r.id, title: r.title, assemblyDate: r.assemblyDate, status, openBallots: r.openBallots, next: nextDeadline(status, r.assemblyDate, today) };
    })
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
