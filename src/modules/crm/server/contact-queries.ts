/**
 * The contact list: search over name, e-mail, function and organisation name, filters by tag,
 * organisation kind, organisation and follow-up, one page at a time with the total count.
 * Follow-up views sort by the follow-up date (most overdue first), all others by name.
 */
import { and, arrayContains, asc, count, eq, ilike, isNotNull, lte, or, sql, type SQL } from "drizzle-orm";
import type { Db } from "#platform/db/client.ts";
import { notFound } from "#platform/http/errors.ts";
import { crmContacts } from "./tables.ts";
import { organizations } from "./organization-table.ts";
import type { CrmContact } from "../schema/contact.ts";
import type { CrmContactListQuery } from "../schema/list-query.ts";
import type { Page } from "#shared/schemas/list-query.ts";
import { berlinDate } from "#shared/dates.ts";
import { now } from "#platform/clock.ts";
import { likePattern } from "#platform/db/like-pattern.ts";
import { contactColumns, toCrmContact } from "./contact-row.ts";

export async function listContacts(db: Db, query: CrmContactListQuery, today = berlinDate(now())): Promise<Page<CrmContact>> {
  const where = and(...contactFilters(query, today));
  const base = db.select(contactColumns).from(crmContacts).leftJoin(organizations, eq(organizations.id, crmContacts.organizationId));
  const order = query.followUp
    ? [asc(crmContacts.followUpAt), asc(sql`lower(${crmContacts.lastName})`), asc(crmContacts.id)]
    : [asc(sql`lower(${crmContacts.lastName})`), asc(sql`lower(${crmContacts.firstName})`), asc(crmContacts.id)];
  const [rows, [{ total }]] = await Promise.all([
    base
      .where(where)
      .orderBy(...order)
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db.select({ total: count() }).from(crmContacts).leftJoin(organizations, eq(organizations.id, crmContacts.organizationId)).where(where),
  ]);
  return { items: rows.map(toCrmContact), total, page: query.page, pageSize: query.pageSize };
}

function contactFilters(query: CrmContactListQuery, today: string): SQL[] {
  const filters: SQL[] = [];
  if (query.q) {
    const pattern = likePattern(query.q);
    const fullName = sql`(${crmContacts.firstName} || ' ' || ${crmContacts.lastName})`;
    filters.push(or(ilike(fullName, pattern), ilike(crmContacts.email, pattern), ilike(crmContacts.jobFunction, pattern), ilike(organizations.name, pattern))!);
  }
  if (query.tag) filters.push(arrayContains(crmContacts.tags, [query.tag]));
  if (query.kind) filters.push(eq(organizations.kind, query.kind));
  if (query.organizationId) filters.push(eq(crmContacts.organizationId, query.organizationId));
  if (query.followUp === "due") filters.push(lte(crmContacts.followUpAt, today));
  if (query.followUp === "planned") filters.push(isNotNull(crmContacts.followUpAt));
  return filters;
}

/** One contact with its organisation's name and kind; 404 when there is none. */
export async function getContact(db: Db, id: string): Promise<CrmContact> {
  const [row] = await db
    .select(contactColumns)
    .from(crmContacts)
    .leftJoin(organizations, eq(organizations.id, crmContacts.organizationId))
    .where(eq(crmContacts.id, id));
  if (!row) throw notFound("Der Kontakt");
  return toCrmContact(row);
}
