/** The member register as CSV (the list's filters, sorted by name, all pages, capped at 50,000 rows). */
import { asc, eq, sql } from "drizzle-orm";
import type { Db } from "../../../platform/db/client.ts";
import { memberships } from "./tables.ts";
import { organizations } from "../../crm/index.ts";
import { MEMBERSHIP_CLASS_LABELS, MEMBERSHIP_STATUS_LABELS } from "../schema/labels.ts";
import { INFRASTRUCTURE_LABELS, type InfrastructureType } from "../../membership-applications/schema/application.ts";
import type { MemberListQuery } from "../schema/member.ts";
import { memberFilters, memberSummaryColumns } from "./member-list.ts";
import { toCsv } from "../../../shared/csv.ts";
import { germanDate } from "../../../shared/schemas/dates.ts";

const MAX_ROWS = 50_000;

const HEADER = ["Name", "Rechtsform", "Mitgliedsart", "Status", "Eintritt", "Austritt", "Ort", "Bundesland", "E-Mail", "Telefon", "Streckenlänge (km)", "Infrastrukturarten"];

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
      (r.entryDate ? germanDate(r.entryDate) : null),
      (r.exitDate ? germanDate(r.exitDate) : null),
      r.city,
      r.state,
      r.email,
      r.phone,
      r.trackLengthKm === null ? null : Number(r.trackLengthKm),
      r.infrastructureTypes.map((t) => INFRASTRUCTURE_LABELS[t as InfrastructureType] ?? t).join(", "),
    ]),
  );
  return { csv, rows: rows.length };
}
