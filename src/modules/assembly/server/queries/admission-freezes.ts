/**
 * The assemblies that freeze admissions (§ 3 Abs. 5): from the first invitation sent to the end
 * of the assembly. Read for the admission rule (domain/admission.ts) and the applications screen.
 */
import { and, asc, gte, isNotNull, isNull, lt, ne, or, sql } from "drizzle-orm";
import type { Db, Tx } from "#platform/db/client.ts";
import { now as currentTime } from "#platform/clock.ts";
import { admissionFreezeOf, freezeEndedBy, type AdmissionFreeze } from "../../domain/admission-freeze.ts";
import type { IsoDate } from "#shared/dates.ts";
import { generalAssemblies as g } from "../tables.ts";

type Reader = Db | Tx;

const FREEZE_COLUMNS = { id: g.id, title: g.title, status: g.status, date: g.assemblyDate, first: g.firstInvitationSentAt, closed: g.closedAt };
type Row = { id: string; title: string; status: (typeof g.$inferSelect)["status"]; date: string; first: Date | null; closed: Date | null };

/** Midnight in Berlin at the start of `day` plus `days` (the candidates' day of slack). */
const berlinMidnight = (day: IsoDate, days: number) => sql`(${day}::date + ${days}::int)::timestamp AT TIME ZONE 'Europe/Berlin'`;

/** Invited (the freeze began) and not cancelled; `closedSince`: not closed before that instant. */
const invitedNotClosedBefore = (closedSince: ReturnType<typeof berlinMidnight>) =>
  and(ne(g.status, "cancelled"), isNotNull(g.firstInvitationSentAt), or(isNull(g.closedAt), gte(g.closedAt, closedSince)));

function freezesOf(rows: Row[], today: IsoDate): AdmissionFreeze[] {
  return rows
    .map((r) => admissionFreezeOf({ id: r.id, title: r.title, status: r.status, date: r.date, firstInvitationSentAt: r.first, closedAt: r.closed }, today))
    .filter((f): f is AdmissionFreeze => f !== null);
}

/** Freezes that overlap the days from `from` to `to` (`to` is today: a running assembly's freeze lasts until then). */
export async function admissionFreezesBetween(db: Reader, from: IsoDate, to: IsoDate): Promise<AdmissionFreeze[]> {
  // Candidates: invited before the end of `to` and not ended before `from` (a day of slack either way; the rule decides).
  const rows: Row[] = await db
    .select(FREEZE_COLUMNS)
    .from(g)
    .where(and(invitedNotClosedBefore(berlinMidnight(from, -1)), lt(g.firstInvitationSentAt, berlinMidnight(to, 2))));
  return freezesOf(rows, to).filter((f) => f.invitationSentAt <= to && from <= f.heldAt);
}

/** The freezes in force on one day. */
export function admissionFreezesOn(db: Reader, onDate: IsoDate): Promise<AdmissionFreeze[]> {
  return admissionFreezesBetween(db, onDate, onDate);
}

/** Freezes that have not ended by `now`: the current one and those of invited upcoming assemblies. */
export async function upcomingAdmissionFreezes(db: Reader, today: IsoDate, now: Date = currentTime()): Promise<AdmissionFreeze[]> {
  const rows: Row[] = await db
    .select(FREEZE_COLUMNS)
    .from(g)
    .where(invitedNotClosedBefore(berlinMidnight(today, -1)))
    .orderBy(asc(g.assemblyDate))
    .limit(20);
  return freezesOf(rows, today).filter((f) => f.heldAt >= today && !freezeEndedBy(f, now));
}
