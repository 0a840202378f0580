/** The member register as CSV (the list's filters, sorted by name, all pages, capped at 50,000 rows). */
import { asc, eq, sql } from "drizzle-orm";
import type { Db } from "#platform/db/client.ts";
import { memberships } from "./tables.ts";
import { organizations } from "#modules/crm/index.ts";
import { MEMBERSHIP_CLASS_LABELS, MEMBERSHIP_STATUS_LABELS } from "../schema/labels.ts";
import { infrastructureText } from "#shared/membership.ts";
import type { MemberListQuery } from "../schema/member.ts";
import { memberFilters, memberSummaryColumns } from "./member-queries.ts";
import { toCsv } from "#shared/csv.ts";
import { formatGermanDate } from "#shared/dates.ts";

const MAX_ROWS = 50_000;

const HEADER = [
  "Name",
  "Rechtsform",
  "Mitgliedsart",
  "Status",
  "Eintritt",
  "Austritt",
  "Ort",
  "Bundesland",
  "E-Mail",
  "Telefon",
  "Streckenlänge (km)",
  "Infrastrukturarten",
];

export async function exportMembersCsv(db: Db, query: MemberListQuery): Promise<{ csv: string; rows: number }> {
  const rows = await db
    .select(memberSummaryColumns)
    .from(memberships)
    .innerJoin(organizations, eq(organizations.id, memberships.organizationId))
    .where(memberFilters(query))
    .orderBy(asc(sql`lower(${organizations.name})`), asc(memberships.id))
    .limit(MAX_ROWS);
  const csv = toCsv(
    HEADER,
    rows.map((r) => [
      r.name,
      r.legalForm,
      MEMBERSHIP_CLASS_LABELS[r.membershipClass],
      MEMBERSHIP_STATUS_LABELS[r.status],
      r.entryDate ? formatGermanDate(r.entryDate) : null,
      r.exitDate ? formatGermanDate(r.exitDate) : null,
      r.city,
      r.state,
      r.email,
      r.phone,
      r.trackLengthKm === null ? null : Number(r.trackLengthKm),
      infrastructureText(r.infrastructureTypes),
    ]),
  );
  return { csv, rows: rows.length };
}
