/** Reading membership applications for the back office: the paged list and the full detail. */
import { and, count, eq, sql, type SQL } from "drizzle-orm";
import type { Db } from "#platform/db/client.ts";
import { membershipApplications as apps } from "./tables.ts";
import { profiles } from "#platform/auth/tables.ts";
import type { ApplicationDetail, ApplicationListQuery, ApplicationSort, ApplicationSummary } from "../schema/review.ts";
import type { Page } from "#shared/schemas/list-query.ts";
import { likePattern } from "#platform/db/like-pattern.ts";
import { notFound } from "#platform/http/errors.ts";
import { decodeCursor, keysetCondition, keysetOrder, pageWithCursors, pagingColumns, type SortKey } from "#platform/paging/keyset.ts";

/** Sort keys (all NOT NULL) with the id as tie-breaker; (key, id) indexes in 0043 and 0060. */
const SORTS: Record<ApplicationSort, SortKey> = {
  created_at: { expr: apps.createdAt, tie: apps.id, nullable: false },
  company_name: { expr: sql`lower(${apps.companyName})`, tie: apps.id, nullable: false },
  state: { expr: apps.state, tie: apps.id, nullable: false },
  status: { expr: apps.status, tie: apps.id, nullable: false },
  desired_entry_date: { expr: apps.desiredEntryDate, tie: apps.id, nullable: false },
};

const summaryColumns = {
  id: apps.id,
  companyName: apps.companyName,
  city: apps.city,
  state: apps.state,
  representativeName: sql<string>`${apps.representativeFirstname} || ' ' || ${apps.representativeLastname}`,
  representativeEmail: apps.representativeEmail,
  desiredEntryDate: apps.desiredEntryDate,
  status: apps.status,
  version: apps.version,
  createdAt: apps.createdAt,
};

export async function listApplications(db: Db, query: ApplicationListQuery): Promise<Page<ApplicationSummary>> {
  const filters: SQL[] = [];
  if (query.status) filters.push(eq(apps.status, query.status));
  if (query.q) {
    const pattern = likePattern(query.q);
    // One LIKE on the stored, lower-cased concatenation (0048, 0060) instead of five ILIKEs per
    // row; lower() of the pattern in SQL, so the matches are exactly those of ILIKE.
    filters.push(sql`${apps.searchText} LIKE lower(${pattern})`);
  }
  const where = filters.length ? and(...filters) : undefined;
  const sort = SORTS[query.sort];
  const sortName = `${query.sort}:${query.dir}`;
  const cursor = query.cursor ? decodeCursor(sortName, query.cursor) : undefined;
  const totalQuery = db.select({ total: count() }).from(apps).where(where);
  const rows = await db
    .select({ ...summaryColumns, ...pagingColumns(sort, totalQuery) })
    .from(apps)
    .where(cursor ? and(where, keysetCondition(sort, query.dir, cursor)) : where)
    .orderBy(...keysetOrder(sort, query.dir, cursor?.before))
    .limit(query.pageSize)
    .offset(cursor ? 0 : (query.page - 1) * query.pageSize);
  const total = rows[0]?.total ?? (await totalQuery)[0]!.total;
  if (cursor?.before) rows.reverse();
  const { items, nextCursor, prevCursor } = pageWithCursors(sortName, rows);
  return {
    items: items.map((a) => ({ ...a, createdAt: a.createdAt.toISOString() })),
    total,
    page: query.page,
    pageSize: query.pageSize,
    nextCursor,
    prevCursor,
  };
}

/** Every submitted field plus the review's decision columns (two reads of the one row). */
export async function getApplication(db: Db, id: string): Promise<ApplicationDetail> {
  const [[application], [decision]] = await Promise.all([
    db.select().from(apps).where(eq(apps.id, id)),
    db
      .select({
        decisionReason: apps.decisionReason,
        decisionDate: apps.decisionDate,
        decidedAt: apps.decidedAt,
        decidedBy: apps.decidedBy,
        organizationId: apps.organizationId,
      })
      .from(apps)
      .where(eq(apps.id, id)),
  ]);
  if (!application || !decision) throw notFound("Der Mitgliedsantrag");
  const [decider] = decision.decidedBy ? await db.select({ email: profiles.email }).from(profiles).where(eq(profiles.id, decision.decidedBy)) : [];
  // The submission key and the search text are the server's own (deduplication, search).
  const { submissionKey: _key, searchText: _search, createdAt, updatedAt, ...submitted } = application;
  return {
    ...submitted,
    ...decision,
    createdAt: createdAt.toISOString(),
    updatedAt: updatedAt.toISOString(),
    decidedAt: decision.decidedAt?.toISOString() ?? null,
    decidedByEmail: decider?.email ?? null,
  };
}
