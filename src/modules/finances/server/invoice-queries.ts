/**
 * Reading invoices: the keyset-paged list (search, year, status, overdue) and one invoice with its
 * payments, write-offs, notices, collections and cancellation; the SQL rules "overdue" and
 * "exclusion possible" the lists, the dashboard and the member's view share.
 */
import { and, asc, count, desc, eq, getTableColumns, lt, sql, type SQL } from "drizzle-orm";
import type { Db, Tx } from "#platform/db/client.ts";
import { likePattern } from "#platform/db/like-pattern.ts";
import { notFound } from "#platform/http/errors.ts";
import { decodeCursor, keysetCondition, keysetOrder, pageWithCursors, pagingColumns, type SortKey } from "#platform/paging/keyset.ts";
import type { Page } from "#shared/schemas/list-query.ts";
import { organizations } from "#modules/crm/index.ts";
import { memberships } from "#modules/members/index.ts";
import { financeToday } from "./clock.ts";
import type { InvoiceDetail, InvoiceSummary } from "../answers.ts";
import type { CollectionStatus, InvoiceListQuery } from "../schema.ts";
import { financeBillingProfiles, financeCollections, financeDunningNotices, financeInvoices, financePayments, financeWriteOffs } from "./tables.ts";

const memberName = sql<string>`coalesce(${financeBillingProfiles.recipientName}, ${organizations.name})`;

const dunningLevel = sql<number>`(SELECT count(*)::int FROM finance_dunning_notices n WHERE n.invoice_id = "finance_invoices"."id")`;

/** The state of the invoice's latest direct debit (submitted, settled, returned), null when none was submitted. */
export const latestCollectionStatus = sql<CollectionStatus | null>`(SELECT c.status FROM finance_collections c WHERE c.invoice_id = "finance_invoices"."id" ORDER BY c.attempt DESC LIMIT 1)`;

/** A submitted collection runs for the invoice: it is with the bank, not overdue, not dunned. */
export const inSubmittedCollection = sql`EXISTS (SELECT 1 FROM finance_collections c WHERE c.invoice_id = "finance_invoices"."id" AND c.status = 'submitted')`;

const SORTS: Record<InvoiceListQuery["sort"], SortKey> = {
  number: { expr: financeInvoices.number, tie: financeInvoices.id, nullable: false },
  issue_date: { expr: financeInvoices.issueDate, tie: financeInvoices.id, nullable: false },
  due_date: { expr: financeInvoices.dueDate, tie: financeInvoices.id, nullable: true },
  open: { expr: financeInvoices.openCents, tie: financeInvoices.id, nullable: false },
};

/**
 * Statutes § 3 (9) as overdueStatus() (domain/dunning.ts) computes it: still open, at least two
 * notices, and more than six months past the due date (month end clamped, as Postgres adds months).
 */
const exclusionPossible = (today: string) =>
  sql<boolean>`(${financeInvoices.status} = 'open' AND ${financeInvoices.dueDate} IS NOT NULL AND (SELECT count(*) FROM finance_dunning_notices n WHERE n.invoice_id = "finance_invoices"."id") >= 2 AND (${financeInvoices.dueDate} + interval '6 months')::date < ${today}::date)`;

/** Open, past its due date and not in a submitted collection (the overdue list's rule). */
export const overdueNow = (today: string) =>
  sql<boolean>`(${financeInvoices.status} = 'open' AND ${financeInvoices.dueDate} IS NOT NULL AND ${financeInvoices.dueDate} < ${today}::date AND NOT ${inSubmittedCollection})`;

const summaryColumns = {
  id: financeInvoices.id,
  number: financeInvoices.number,
  kind: financeInvoices.kind,
  memberName,
  membershipId: financeInvoices.membershipId,
  membershipClass: financeInvoices.membershipClass,
  fiscalYear: financeInvoices.fiscalYear,
  issueDate: financeInvoices.issueDate,
  dueDate: financeInvoices.dueDate,
  collectionDate: financeInvoices.collectionDate,
  collectionStatus: latestCollectionStatus,
  grossCents: financeInvoices.grossCents,
  openCents: sql<number>`${financeInvoices.openCents}`.mapWith(Number),
  status: sql<InvoiceSummary["status"]>`${financeInvoices.status}`,
  dunningLevel,
  dunningHold: financeInvoices.dunningHold,
  version: financeInvoices.version,
};

function filtersOf(query: InvoiceListQuery, today: string): SQL[] {
  const filters: SQL[] = [];
  if (query.fiscalYear) filters.push(eq(financeInvoices.fiscalYear, query.fiscalYear));
  if (query.status) filters.push(sql`${financeInvoices.status} = ${query.status}`);
  // Overdue: open, past due, and not with the bank in a submitted direct debit.
  if (query.overdue) filters.push(sql`${financeInvoices.status} = 'open'`, lt(financeInvoices.dueDate, today), sql`NOT ${inSubmittedCollection}`);
  if (query.q) {
    const pattern = likePattern(query.q);
    // The member's name and the billing recipient as sub-selects (their trigram indexes find the
    // few members; issue 27), not as a filter over every joined invoice; so the count needs no join.
    filters.push(
      sql`(${financeInvoices.number} ILIKE ${pattern} OR ${financeInvoices.membershipId} IN (SELECT m.id FROM memberships m JOIN organizations o ON o.id = m.organization_id WHERE o.name ILIKE ${pattern}) OR ${financeInvoices.membershipId} IN (SELECT b.membership_id FROM finance_billing_profiles b WHERE b.recipient_name ILIKE ${pattern}))`,
    );
  }
  return filters;
}

export async function listInvoices(db: Db, query: InvoiceListQuery, today = financeToday()): Promise<Page<InvoiceSummary>> {
  const filters = filtersOf(query, today);
  const where = filters.length > 0 ? and(...filters) : undefined;
  const sort = SORTS[query.sort];
  const sortName = `${query.sort}:${query.dir}`;
  const cursor = query.cursor ? decodeCursor(sortName, query.cursor) : undefined;
  // Every filter is on the invoice itself (an invoice has exactly one member, at most one billing
  // profile), so the count reads the invoices alone.
  const totalQuery = db.select({ total: count() }).from(financeInvoices).where(where);
  const rows = await db
    .select({ ...summaryColumns, exclusionPossible: exclusionPossible(today), overdue: overdueNow(today), ...pagingColumns(sort, totalQuery) })
    .from(financeInvoices)
    .innerJoin(memberships, eq(memberships.id, financeInvoices.membershipId))
    .innerJoin(organizations, eq(organizations.id, memberships.organizationId))
    .leftJoin(financeBillingProfiles, eq(financeBillingProfiles.membershipId, financeInvoices.membershipId))
    .where(cursor ? and(where, keysetCondition(sort, query.dir, cursor)) : where)
    .orderBy(...keysetOrder(sort, query.dir, cursor?.before))
    .limit(query.pageSize)
    .offset(cursor ? 0 : (query.page - 1) * query.pageSize);
  const total = rows[0]?.total ?? (await totalQuery)[0]!.total;
  if (cursor?.before) rows.reverse();
  const { items, nextCursor, prevCursor } = pageWithCursors(sortName, rows);
  return { items: items as InvoiceSummary[], total, page: query.page, pageSize: query.pageSize, nextCursor, prevCursor };
}

/** Every column of the invoice; the generated amount and status typed as what they always hold. */
const invoiceColumns = {
  ...getTableColumns(financeInvoices),
  openCents: sql<number>`${financeInvoices.openCents}`.mapWith(Number),
  status: sql<InvoiceSummary["status"]>`${financeInvoices.status}`,
};

/** One invoice with its payments, write-offs, notices, collections and cancellation, as the API sends it. */
export async function getInvoice(db: Db | Tx, id: string): Promise<InvoiceDetail> {
  const [invoice] = await db.select(invoiceColumns).from(financeInvoices).where(eq(financeInvoices.id, id));
  if (!invoice) throw notFound("Die Rechnung");
  const [payments, writeOffs, notices, collections, cancellation] = await Promise.all([
    db.select().from(financePayments).where(eq(financePayments.invoiceId, id)).orderBy(asc(financePayments.receivedOn), asc(financePayments.createdAt)),
    db.select().from(financeWriteOffs).where(eq(financeWriteOffs.invoiceId, id)).orderBy(asc(financeWriteOffs.createdAt)),
    db.select().from(financeDunningNotices).where(eq(financeDunningNotices.invoiceId, id)).orderBy(asc(financeDunningNotices.level)),
    db.select().from(financeCollections).where(eq(financeCollections.invoiceId, id)).orderBy(desc(financeCollections.attempt)),
    db.select({ id: financeInvoices.id, number: financeInvoices.number }).from(financeInvoices).where(eq(financeInvoices.cancelsId, id)),
  ]);
  const iso = (value: Date) => value.toISOString();
  return {
    invoice: { ...invoice, createdAt: iso(invoice.createdAt), mailedAt: invoice.mailedAt ? iso(invoice.mailedAt) : null },
    payments: payments.map((row) => ({ ...row, createdAt: iso(row.createdAt) })),
    writeOffs: writeOffs.map((row) => ({ ...row, createdAt: iso(row.createdAt) })),
    notices: notices.map((row) => ({ ...row, createdAt: iso(row.createdAt) })),
    collections: collections.map((row) => ({ ...row, updatedAt: iso(row.updatedAt) })),
    cancelledBy: cancellation[0] ?? null,
  };
}

export async function billingEmailOf(db: Db | Tx, membershipId: string): Promise<string | null> {
  const [row] = await db
    .select({ profile: financeBillingProfiles.billingEmail, organization: organizations.email })
    .from(memberships)
    .innerJoin(organizations, eq(organizations.id, memberships.organizationId))
    .leftJoin(financeBillingProfiles, eq(financeBillingProfiles.membershipId, memberships.id))
    .where(eq(memberships.id, membershipId));
  return row?.profile ?? row?.organization ?? null;
}
