/**
 * The assemblies that freeze admissions (§ 3 Abs. 5): from the first invitation sent to the end
 * of the assembly. Read for the admission rule (domain/admission.ts) and the applications screen.
 */
import { sql } from "drizzle-orm";
import type { Db } from "#platform/db/client.ts";
import { rowsOf } from "#platform/db/rows.ts";
import { now as currentTime } from "#platform/clock.ts";
import { admissionFreezeOf, freezeEndedBy, type AdmissionFreeze } from "../../domain/admission-freeze.ts";
import type { AssemblyStatus } from "../../domain/annual-duties.ts";
import type { IsoDate } from "#shared/dates.ts";

type Reader = Pick<Db, "execute">;
type Row = { id: string; title: string; status: AssemblyStatus; date: string; first: Date | string; closed: Date | string | null };

function freezesOf(rows: Row[], today: IsoDate): AdmissionFreeze[] {
  return rows
    .map((r) =>
      admissionFreezeOf(
        { id: r.id, title: r.title, status: r.status, date: r.date, firstInvitationSentAt: new Date(r.first), closedAt: r.closed ? new Date(r.closed) : null },
        today,
      ),
    )
    .filter((f): f is AdmissionFreeze => f !== null);
}

/** Freezes that overlap the days from `from` to `to` (`to` is today: a running assembly's freeze lasts until then). */
export async function admissionFreezesBetween(db: Reader, from: IsoDate, to: IsoDate): Promise<AdmissionFreeze[]> {
  // Candidates: invited before the end of `to` and not ended before `from` (a day of slack either way; the rule decides).
  const rows = rowsOf<Row>(
    await db.execute(sql`
      SELECT id, title, status, to_char(assembly_date, 'YYYY-MM-DD') AS date, first_invitation_sent_at AS first, closed_at AS closed
      FROM general_assemblies
      WHERE status <> 'cancelled' AND first_invitation_sent_at IS NOT NULL
        AND first_invitation_sent_at < (${to}::date + 2)::timestamp AT TIME ZONE 'Europe/Berlin'
        AND (closed_at IS NULL OR closed_at >= (${from}::date - 1)::timestamp AT TIME ZONE 'Europe/Berlin')`),
  );
  return freezesOf(rows, to).filter((f) => f.invitationSentAt <= to && from <= f.heldAt);
}

/** The freezes in force on one day. */
export function admissionFreezesOn(db: Reader, onDate: IsoDate): Promise<AdmissionFreeze[]> {
  return admissionFreezesBetween(db, onDate, onDate);
}

/** Freezes that have not ended by `now`: the current one and those of invited upcoming assemblies. */
export async function upcomingAdmissionFreezes(db: Reader, today: IsoDate, now: Date = currentTime()): Promise<AdmissionFreeze[]> {
  const rows = rowsOf<Row>(
    await db.execute(sql`
      SELECT id, title, status, to_char(assembly_date, 'YYYY-MM-DD') AS date, first_invitation_sent_at AS first, closed_at AS closed
      FROM general_assemblies
      WHERE status <> 'cancelled' AND first_invitation_sent_at IS NOT NULL AND (closed_at IS NULL OR closed_at >= (${today}::date - 1)::timestamp AT TIME ZONE 'Europe/Berlin')
      ORDER BY assembly_date LIMIT 20`),
  );
  return freezesOf(rows, today).filter((f) => f.heldAt >= today && !freezeEndedBy(f, now));
}
