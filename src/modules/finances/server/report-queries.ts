/** The treasurer's report for a fiscal year from the database (ADR 165), as data, PDF and CSV. */
import { and, eq, or, sql } from "drizzle-orm";
import type { Db } from "#platform/db/client.ts";
import { organizations } from "#modules/crm/index.ts";
import { memberships } from "#modules/members/index.ts";
import { financeToday } from "./clock.ts";
import { treasurerReport, type TreasurerReport } from "../domain/treasurer-report.ts";
import { financeDunningNotices, financeInvoices, financePayments, financeWriteOffs } from "./tables.ts";

/**
 * Reads only what the year's figures need, filtered in SQL: the year's invoices, cancellations of
 * them, and invoices of other years paid in this calendar year (the cash view); payments,
 * write-offs and fees of exactly those invoices.
 */
export async function loadTreasurerReport(db: Db, fiscalYear: number, asOf = financeToday()): Promise<TreasurerReport> {
  const from = `${fiscalYear}-01-01`;
  const to = `${fiscalYear}-12-31`;
  const relevant = sql`(
    SELECT i.id FROM finance_invoices i WHERE i.fiscal_year = ${fiscalYear}
    UNION SELECT p.invoice_id FROM finance_payments p WHERE p.received_on BETWEEN ${from} AND ${to}
  )`;
  const inRelevant = (column: typeof financePayments.invoiceId | typeof financeWriteOffs.invoiceId | typeof financeDunningNotices.invoiceId) =>
    sql`${column} IN ${relevant}`;
  const [invoices, payments, writeOffs, fees] = await Promise.all([
    db
      .select({
        id: financeInvoices.id,
        number: financeInvoices.number,
        kind: financeInvoices.kind,
        cancelsId: financeInvoices.cancelsId,
        fiscalYear: financeInvoices.fiscalYear,
        membershipClass: financeInvoices.membershipClass,
        memberName: organizations.name,
        issueDate: financeInvoices.issueDate,
        grossCents: financeInvoices.grossCents,
      })
      .from(financeInvoices)
      .innerJoin(memberships, eq(memberships.id, financeInvoices.membershipId))
      .innerJoin(organizations, eq(organizations.id, memberships.organizationId))
      .where(or(sql`${financeInvoices.id} IN ${relevant}`, and(eq(financeInvoices.kind, "cancellation"), sql`${financeInvoices.cancelsId} IN ${relevant}`))),
    db
      .select({ invoiceId: financePayments.invoiceId, cents: financePayments.cents, receivedOn: financePayments.receivedOn })
      .from(financePayments)
      .where(inRelevant(financePayments.invoiceId)),
    db
      .select({
        invoiceId: financeWriteOffs.invoiceId,
        cents: financeWriteOffs.cents,
        writtenOffOn: financeWriteOffs.writtenOffOn,
        reason: financeWriteOffs.reason,
      })
      .from(financeWriteOffs)
      .where(inRelevant(financeWriteOffs.invoiceId)),
    db
      .select({ invoiceId: financeDunningNotices.invoiceId, cents: financeDunningNotices.feeCents, chargedOn: financeDunningNotices.sentOn })
      .from(financeDunningNotices)
      .where(inRelevant(financeDunningNotices.invoiceId)),
  ]);
  return treasurerReport({ fiscalYear, asOf, invoices, payments, writeOffs, fees });
}
