/**
 * The organisation list of the CRM: every organisation, member companies included (they are the
 * same rows the member register uses), searchable by name, city and e-mail, filterable by kind and tag.
 */
import { and, arrayContains, asc, count, eq, ilike, or, sql, type SQL } from "drizzle-orm";
import type { Db } from "#platform/db/client.ts";
import { crmContacts } from "./tables.ts";
import { organizations } from "./organization-table.ts";
import type { CrmOrganization } from "../schema/organization.ts";
import type { CrmOrganizationListQuery } from "../schema/list-query.ts";
import type { Page } from "#shared/schemas/list-query.ts";
import { likePattern } from "#platform/db/like-pattern.ts";
import { toCrmOrganization } from "./organization-row.ts";

// Qualified by hand: in a single-table select drizzle renders ${organizations.id} as a bare "id",
// which inside the subquery would bind to crm_contacts.id.
const contactCount = sql<number>`(select count(*)::int from ${crmContacts} c where c.organization_id = "organizations"."id")`;

export async function listOrganizations(db: Db, query: CrmOrganizationListQuery): Promise<Page<CrmOrganization>> {
  const where = and(...organizationFilters(query));
  const [rows, [{ total }]] = await Promise.all([
    db
      .select({ organization: organizations, contactCount })
      .from(organizations)
      .where(where)
      .orderBy(asc(sql`lower(${organizations.name})`), asc(organizations.id))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db.select({ total: count() }).from(organizations).where(where),
  ]);
  return {
    items: rows.map((r) => toCrmOrganization(r.organization, Number(r.contactCount))),
    total,
    page: query.page,
    pageSize: query.pageSize,
  };
}

export async function getOrganization(db: Db, id: string): Promise<CrmOrganization | undefined> {
  const [row] = await db.select({ organization: organizations, contactCount }).from(organizations).where(eq(organizations.id, id));
  return row && toCrmOrganization(row.organization, Number(row.contactCount));
}

function organizationFilters(query: CrmOrganizationListQuery): SQL[] {
  const filters: SQL[] = [];
  if (query.q) {
    const pattern = likePattern(query.q);
    filters.push(or(ilike(organizations.name, pattern), ilike(organizations.city, pattern), ilike(organizations.email, pattern))!);
  }
  if (query.tag) filters.push(arrayContains(organizations.tags, [query.tag]));
  if (query.kind) filters.push(eq(organizations.kind, query.kind));
  return filters;
}
