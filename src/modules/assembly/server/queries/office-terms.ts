/** Elected offices for the member register and the /vorstand-like overviews: current terms with labels. */
import { desc, eq, isNull, sql } from "drizzle-orm";
import type { Db, Tx } from "#platform/db/client.ts";
import { OFFICE_LABELS, termLabel, type Office } from "../../domain/elections.ts";
import type { IsoDate } from "#shared/dates.ts";
import { officeTerms } from "../tables.ts";

export interface OfficeTermView {
  id: string;
  office: Office;
  officeLabel: string;
  seat: number;
  personName: string;
  userId: string | null;
  organizationId: string | null;
  electedOn: IsoDate;
  termEndsOn: IsoDate;
  endedOn: IsoDate | null;
  /** German: "Gewählt am …, Amtszeit bis …" or the expired wording. */
  termText: string;
}

type Row = typeof officeTerms.$inferSelect;

const ORDER = [
  sql`array_position(ARRAY['president','vice_president','further_vice_president','treasurer','cash_auditor'], ${officeTerms.office})`,
  officeTerms.seat,
];

function view(row: Row, today: IsoDate): OfficeTermView {
  return {
    id: row.id,
    office: row.office,
    officeLabel: OFFICE_LABELS[row.office],
    seat: row.seat,
    personName: row.personName,
    userId: row.userId,
    organizationId: row.organizationId,
    electedOn: row.electedOn,
    termEndsOn: row.termEndsOn,
    endedOn: row.endedOn,
    termText: row.endedOn ? `Amtszeit beendet am ${row.endedOn.split("-").reverse().join(".")}` : termLabel(row.electedOn, today, row.office),
  };
}

/** Everybody in office now. */
export async function currentOfficeTerms(db: Db | Tx, today: IsoDate): Promise<OfficeTermView[]> {
  const rows = await db
    .select()
    .from(officeTerms)
    .where(isNull(officeTerms.endedOn))
    .orderBy(...ORDER);
  return rows.map((r) => view(r, today));
}

/** The terms of one member organisation's people, current first (for the member register). */
export async function officeTermsOfOrganization(db: Db | Tx, organizationId: string, today: IsoDate): Promise<OfficeTermView[]> {
  const rows = await db
    .select()
    .from(officeTerms)
    .where(eq(officeTerms.organizationId, organizationId))
    .orderBy(desc(isNull(officeTerms.endedOn)), desc(officeTerms.electedOn))
    .limit(50);
  return rows.map((r) => view(r, today));
}
