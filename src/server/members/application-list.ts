/** Reading membership applications for the back office: the paged list and the full detail. */
import { and, asc, count, desc, eq, ilike, sql, type SQL } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import { membershipApplications as apps } from "../db/schema/forms.ts";
import { applicationDecisions } from "../db/schema/members.ts";
import { profiles } from "../db/schema/auth.ts";
import type { ApplicationListQuery, ApplicationSort, ApplicationSummary } from "../../shared/schemas/application-review.ts";
import type { Page } from "../../shared/schemas/list-query.ts";
import { likePattern, notFound } from "../back-office/record-errors.ts";

const SORT_COLUMNS: Record<ApplicationSort, SQL | AnyPgColumn> = {
  created_at: apps.createdAt,
  company_name: sql`lower(${apps.companyName})`,
  state: apps.state,
  status: apps.status,
  desired_entry_date: apps.desiredEntryDate,
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

export async function listApplications(db: Db, query: ApplicationListQuery): Promise<Page<ApplicationSummary<Date>>> {
  const filters: SQL[] = [];
  if (query.status) filters.push(eq(apps.status, query.status));
  if (query.q) {
    const pattern = likePattern(query.q);
    // One ILIKE on the stored concatenation (0048) instead of five per row.
    filters.push(ilike(applicationDecisions.searchText, pattern));
  }
  const where = filters.length ? and(...filters) : undefined;
  const order = query.dir === "asc" ? asc : desc;
  const [items, [{ total }]] = await Promise.all([
    db
      .select(summaryColumns)
      .from(apps)
      .where(where)
      .orderBy(order(SORT_COLUMNS[query.sort]), order(apps.id))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db.select({ total: count() }).from(apps).where(where),
  ]);
  return { items: items as ApplicationSummary<Date>[], total, page: query.page, pageSize: query.pageSize };
}

/** Every submitted field plus the review's decision columns (two reads of the one row). */
export async function getApplication(db: Db, id: string) {
  const [[application], [decision]] = await Promise.all([
    db.select().from(apps).where(eq(apps.id, id)),
    db
      .select({
        decisionReason: applicationDecisions.decisionReason,
        decisionDate: applicationDecisions.decisionDate,
        decidedAt: applicationDecisions.decidedAt,
        decidedBy: applicationDecisions.decidedBy,
        organizationId: applicationDecisions.organizationId,
      })
      .from(applicationDecisions)
      .where(eq(applicationDecisions.id, id)),
  ]);
  if (!application || !decision) throw notFound("Der Mitgliedsantrag");
  const [decider] = decision.decidedBy ? await db.select({ email: profiles.email }).from(profiles).where(eq(profiles.id, decision.decidedBy)) : [];
  return { ...application, ...decision, decidedByEmail: decider?.email ?? null };
}
export type ApplicationDetail = Awaited<ReturnType<typeof getApplication>>;
