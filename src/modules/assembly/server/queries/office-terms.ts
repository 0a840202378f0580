/** Elected offices for the member register and the /vorstand-like overviews: current terms with labels. */
import { sql } from "drizzle-orm";
import type { Db } from "#platform/db/client.ts";
import { rowsOf } from "#platform/db/rows.ts";
import { OFFICE_LABELS, termLabel, type Office } from "../../domain/elections.ts";
import type { IsoDate } from "#shared/dates.ts";

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

interface Row {
  id: string;
  office: Office;
  seat: number;
  person_name: string;
  user_id: string | null;
  organization_id: string | null;
  elected_on: string;
  term_ends_on: string;
  ended_on: string | null;
}

const ORDER = sql`array_position(ARRAY['president','vice_president','further_vice_president','treasurer','cash_auditor'], office), seat`;

function view(row: Row, today: IsoDate): OfficeTermView {
  return {
    id: row.id,
    office: row.office,
    officeLabel: OFFICE_LABELS[row.office],
    seat: row.seat,
    personName: row.person_name,
    userId: row.user_id,
    organizationId: row.organization_id,
    electedOn: row.elected_on,
    termEndsOn: row.term_ends_on,
    endedOn: row.ended_on,
    termText: row.ended_on ? `Amtszeit beendet am ${row.ended_on.split("-").reverse().join(".")}` : termLabel(row.elected_on, today, row.office),
  };
}

const COLUMNS = sql`id, office, seat, person_name, user_id, organization_id, to_char(elected_on, 'YYYY-MM-DD') AS elected_on,
  to_char(term_ends_on, 'YYYY-MM-DD') AS term_ends_on, to_char(ended_on, 'YYYY-MM-DD') AS ended_on`;

/** Everybody in office now. */
export async function currentOfficeTerms(db: Pick<Db, "execute">, today: IsoDate): Promise<OfficeTermView[]> {
  const rows = rowsOf<Row>(await db.execute(sql`SELECT ${COLUMNS} FROM association_office_terms WHERE ended_on IS NULL ORDER BY ${ORDER}`));
  return rows.map((r) => view(r, today));
}

/** The terms of one member organisation's people, current first (for the member register). */
export async function officeTermsOfOrganization(db: Pick<Db, "execute">, organizationId: string, today: IsoDate): Promise<OfficeTermView[]> {
  const rows = rowsOf<Row>(
    await db.execute(
      sql`SELECT ${COLUMNS} FROM association_office_terms WHERE organization_id = ${organizationId} ORDER BY (ended_on IS NULL) DESC, elected_on DESC LIMIT 50`,
    ),
  );
  return rows.map((r) => view(r, today));
}
