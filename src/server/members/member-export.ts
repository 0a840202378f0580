/** The member register as CSV (the list's filters, sorted by name, all pages, capped at 50,000 rows). */
import { asc, eq, sql } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import { memberships } from "../db/schema/members.ts";
import { organizations } from "../db/schema/organizations.ts";
import { MEMBERSHIP_CLASS_LABELS, MEMBERSHIP_STATUS_LABELS } from "../../shared/members/membership-labels.ts";
import { INFRASTRUCTURE_LABELS, type InfrastructureType } from "../../shared/schemas/membership-application.ts";
import type { MemberListQuery } from "../../shared/schemas/member.ts";
import { memberFilters, memberSummaryColumns } from "./member-list.ts";
import { toCsv } from "./csv.ts";

const MAX_ROWS = 50_000;

const HEADER = ["Name", "Rechtsform", "Mitgliedsart", "Status", "Eintritt", "Austritt", "Ort", "Bundesland", "E-Mail", "Telefon", "Streckenlänge (km)", "Infrastrukturarten"];

function germanDate(iso: string | null): string | null {
  if (!iso) return null;
  const [y, m, d] = iso.split("-");
  return `${d}.${m}.${y}`;
}

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
      germanDate(r.entryDate),
      germanDate(r.exitDate),
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
