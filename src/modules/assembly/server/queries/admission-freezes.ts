/**
 * The assemblies that freeze admissions on a day (§ 3 Abs. 5), in the shape the membership
 * applications' admission rule reads. Real assemblies: from the first invitation sent to the end.
 */
import { sql } from "drizzle-orm";
import type { Db } from "../../../../platform/db/client.ts";
import { rowsOf } from "../../../../platform/db/rows.ts";
import { admissionFreezeOf, type AdmissionFreeze } from "../../rules/admission-freeze.ts";
import type { AssemblyStatus } from "../../rules/annual-duties.ts";
import type { IsoDate } from "../../rules/berlin-calendar.ts";

export async function admissionFreezesOn(db: Pick<Db, "execute">, onDate: IsoDate): Promise<AdmissionFreeze[]> {
  // Candidates: invited before the end of `onDate` and not ended before it (a day of slack either way; the rule decides).
  const rows = rowsOf<{ id: string; title: string; status: AssemblyStatus; date: string; first: Date | string; closed: Date | string | null }>(
    await db.execute(sql`
      SELECT id, title, status, to_char(assembly_date, 'YYYY-MM-DD') AS date, first_invitation_sent_at AS first, closed_at AS closed
      FROM general_assemblies
      WHERE status <> 'cancelled' AND first_invitation_sent_at IS NOT NULL
        AND first_invitation_sent_at < (${onDate}::date + 2)::timestamp AT TIME ZONE 'Europe/Berlin'
        AND (closed_at IS NULL OR closed_at >= (${onDate}::date - 1)::timestamp AT TIME ZONE 'Europe/Berlin')`),
  );
  return rows
    .map((r) => admissionFreezeOf({ id: r.id, title: r.title, status: r.status, date: r.date, firstInvitationSentAt: new Date(r.first), closedAt: r.closed ? new Date(r.closed) : null }, onDate))
    .filter((f): f is AdmissionFreeze => f !== null && f.invitationSentAt <= onDate && onDate <= f.heldAt);
}

/** Freezes that have not ended before `today`: the current one and those of invited upcoming assemblies. */
export async function upcomingAdmissionFreezes(db: Pick<Db, "execute">, today: IsoDate): Promise<AdmissionFreeze[]> {
  const rows = rowsOf<{ id: string; title: string; status: AssemblyStatus; date: string; first: Date | string; closed: Date | string | null }>(
    await db.execute(sql`
      SELECT id, title, status, to_char(assembly_date, 'YYYY-MM-DD') AS date, first_invitation_sent_at AS first, closed_at AS closed
      FROM general_assemblies
      WHERE status <> 'cancelled' AND first_invitation_sent_at IS NOT NULL AND (closed_at IS NULL OR closed_at >= (${today}::date - 1)::timestamp AT TIME ZONE 'Europe/Berlin')
      ORDER BY assembly_date LIMIT 20`),
  );
  return rows
    .map((r) => admissionFreezeOf({ id: r.id, title: r.title, status: r.status, date: r.date, firstInvitationSentAt: new Date(r.first), closedAt: r.closed ? new Date(r.closed) : null }, today))
    .filter((f): f is AdmissionFreeze => f !== null && f.heldAt >= today);
}
