/**
 * SEPA mandates: the keyset-paged list by member name and the members to pick for a new mandate.
 */
import { and, asc, count, eq, ilike, or, sql, type SQL } from "drizzle-orm";
import type { Db } from "#platform/db/client.ts";
import { likePattern } from "#platform/db/like-pattern.ts";
import { organizations } from "#modules/crm/index.ts";
import { memberships } from "#modules/members/index.ts";
import { keysetCondition, keysetOrder, pagingColumns, type SortKey } from "#platform/paging/keyset.ts";
import type { Mandate } from "../answers.ts";
import type { MandateListQuery } from "../schema.ts";
import { pageRequest, toPage } from "./paging.ts";
import { financeMandates } from "./tables.ts";

const columns = { mandate: financeMandates, memberName: organizations.name };

/** A mandate row as the API sends it (ISO timestamps). */
export function mandateAnswer(row: typeof financeMandates.$inferSelect): Omit<Mandate, "memberName"> {
  return { ...row, createdAt: row.createdAt.toISOString(), updatedAt: row.updatedAt.toISOString() };
}

const MANDATE_SORT: SortKey = { expr: sql`lower(${organizations.name})`, tie: financeMandates.id, nullable: false };

/** Mandates by member name, keyset-paged (a few per member over the years). */
export async function listMandates(db: Db, query: MandateListQuery) {
  const filters: SQL[] = [];
  if (query.status) filters.push(eq(financeMandates.status, query.status));
  if (query.q) {
    const pattern = likePattern(query.q);
    filters.push(or(ilike(financeMandates.reference, pattern), ilike(organizations.name, pattern), ilike(financeMandates.debtorName, pattern))!);
  }
  const where = filters.length ? and(...filters) : undefined;
  const sortName = "member:asc";
  const request = pageRequest(query, sortName);
  // Every mandate has its member and organisation (NOT NULL foreign keys): without a search the
  // count reads the mandates alone; the page walks the organisations by name (0373).
  const totalQuery = query.q
    ? db
        .select({ total: count() })
        .from(financeMandates)
        .innerJoin(memberships, eq(memberships.id, financeMandates.membershipId))
        .innerJoin(organizations, eq(organizations.id, memberships.organizationId))
        .where(where)
    : db.select({ total: count() }).from(financeMandates).where(where);
  const rows = await db
    .select({ ...columns, ...pagingColumns(MANDATE_SORT, totalQuery) })
    .from(financeMandates)
    .innerJoin(memberships, eq(memberships.id, financeMandates.membershipId))
    .innerJoin(organizations, eq(organizations.id, memberships.organizationId))
    .where(request.cursor ? and(where, keysetCondition(MANDATE_SORT, "asc", request.cursor)) : where)
    .orderBy(...keysetOrder(MANDATE_SORT, "asc", request.cursor?.before))
    .limit(request.limit)
    .offset(request.offset);
  const page = await toPage(query, sortName, request, rows, async () => (await totalQuery)[0]!.total);
  return { ...page, items: page.items.map((row) => ({ ...mandateAnswer(row.mandate), memberName: row.memberName })) };
}

/** Members to pick from when recording a mandate (search by company name). */
export async function memberOptions(db: Db, q: string | undefined) {
  const rows = await db
    .select({ membershipId: memberships.id, name: organizations.name, membershipClass: memberships.membershipClass })
    .from(memberships)
    .innerJoin(organizations, eq(organizations.id, memberships.organizationId))
    .where(q ? ilike(organizations.name, likePattern(q)) : undefined)
    .orderBy(asc(sql`lower(${organizations.name})`))
    .limit(20);
  return { items: rows };
}
