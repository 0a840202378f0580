/**
 * A member company's own invoices, for the accounts linked to that company (its representatives,
 * profiles.organization_id): the list, one invoice and its PDF of record. Every query is scoped
 * in SQL to the caller's organisation; another company's invoice answers 404 like one that does
 * not exist, so ids cannot be probed. Accounts without a company see an empty list.
 */
import { and, count, desc, eq, sql, type SQL } from "drizzle-orm";
import type { Db } from "#platform/db/client.ts";
import { profiles } from "#platform/auth/tables.ts";
import { notFound } from "#platform/http/errors.ts";
import { keysetCondition, keysetOrder, pagingColumns, type SortKey } from "#platform/paging/keyset.ts";
import { organizations } from "#modules/crm/index.ts";
import { memberships } from "#modules/members/index.ts";
import type { OwnInvoice } from "../answers.ts";
import type { FinanceListQuery } from "../schema.ts";
import { invoicePdf, type InvoicePdf } from "./invoice-documents.ts";
import { pageRequest, toPage } from "./paging.ts";
import { financeToday } from "./clock.ts";
import { latestCollectionStatus, overdueNow } from "./invoice-queries.ts";
import { financeDunningNotices, financeInvoices, financePayments } from "./tables.ts";

const ISSUE_SORT: SortKey = { expr: financeInvoices.issueDate, tie: financeInvoices.id, nullable: false };

/** The memberships of the caller's company, as a sub-select (no company: none). */
function ownMemberships(userId: string) {
  return sql`(SELECT ${memberships.id} FROM ${memberships} WHERE ${memberships.organizationId} = (SELECT ${profiles.organizationId} FROM ${profiles} WHERE ${profiles.id} = ${userId}))`;
}

const ownScope = (userId: string): SQL => sql`${financeInvoices.membershipId} IN ${ownMemberships(userId)}`;

const ownColumns = {
  id: financeInvoices.id,
  number: financeInvoices.number,
  kind: financeInvoices.kind,
  fiscalYear: financeInvoices.fiscalYear,
  issueDate: financeInvoices.issueDate,
  dueDate: financeInvoices.dueDate,
  collectionDate: financeInvoices.collectionDate,
  collectionStatus: latestCollectionStatus,
  grossCents: financeInvoices.grossCents,
  openCents: sql<number>`${financeInvoices.openCents}`.mapWith(Number),
  feesCents: financeInvoices.feesCents,
  status: sql<OwnInvoice["status"]>`${financeInvoices.status}`,
};

export async function listOwnInvoices(db: Db, userId: string, query: FinanceListQuery, today = financeToday()) {
  const sortName = "issue_date:desc";
  const request = pageRequest(query, sortName);
  const where = ownScope(userId);
  const totalQuery = db.select({ total: count() }).from(financeInvoices).where(where);
  const rows = await db
    .select({ ...ownColumns, overdue: overdueNow(today), ...pagingColumns(ISSUE_SORT, totalQuery) })
    .from(financeInvoices)
    .where(request.cursor ? and(where, keysetCondition(ISSUE_SORT, "desc", request.cursor)) : where)
    .orderBy(...keysetOrder(ISSUE_SORT, "desc", request.cursor?.before))
    .limit(request.limit)
    .offset(request.offset);
  const page = await toPage(query, sortName, request, rows, async () => (await totalQuery)[0]!.total);
  return { ...page, companyName: await companyNameOf(db, userId) };
}

/** The caller's company, so the screen can say whose invoices it shows (null: no company). */
async function companyNameOf(db: Db, userId: string): Promise<string | null> {
  const [row] = await db
    .select({ name: organizations.name })
    .from(profiles)
    .innerJoin(organizations, eq(organizations.id, profiles.organizationId))
    .where(eq(profiles.id, userId));
  return row?.name ?? null;
}

async function ownInvoiceRow(db: Db, userId: string, id: string) {
  const [invoice] = await db
    .select({ ...ownColumns, overdue: overdueNow(financeToday()), document: financeInvoices.document })
    .from(financeInvoices)
    .where(and(eq(financeInvoices.id, id), ownScope(userId)));
  if (!invoice) throw notFound("Die Rechnung");
  return invoice;
}

/** One own invoice with its payments and notices (dates and amounts, no internal notes). */
export async function getOwnInvoice(db: Db, userId: string, id: string) {
  const { document, ...invoice } = await ownInvoiceRow(db, userId, id);
  const [payments, notices] = await Promise.all([
    db
      .select({ cents: financePayments.cents, receivedOn: financePayments.receivedOn })
      .from(financePayments)
      .where(eq(financePayments.invoiceId, id))
      .orderBy(desc(financePayments.receivedOn)),
    db
      .select({
        level: financeDunningNotices.level,
        title: financeDunningNotices.title,
        sentOn: financeDunningNotices.sentOn,
        deadline: financeDunningNotices.deadline,
        feeCents: financeDunningNotices.feeCents,
      })
      .from(financeDunningNotices)
      .where(eq(financeDunningNotices.invoiceId, id))
      .orderBy(financeDunningNotices.level),
  ]);
  const payment = document.payment;
  const paymentWay =
    payment?.kind === "direct_debit"
      ? { kind: "direct_debit" as const, mandateReference: payment.mandateReference, scheme: payment.scheme }
      : payment
        ? { kind: "transfer" as const }
        : null;
  return {
    invoice: {
      ...invoice,
      recipientName: document.recipient.name,
      lines: document.lines.map((line) => ({ description: line.description })),
      payment: paymentWay,
    },
    payments,
    notices,
  };
}

/** The PDF of record of an own invoice (the bytes the invoice mail carried). */
export async function ownInvoicePdf(db: Db, userId: string, id: string): Promise<InvoicePdf> {
  await ownInvoiceRow(db, userId, id);
  return invoicePdf(db, id);
}
