import { payingClasses, type MembershipClass } from "../schema.ts";
import type { IsoDate } from "#shared/dates.ts";
import { sumCents, type Cents } from "./money.ts";

/**
 * The treasurer's report for one fiscal year (statutes § 6 (3), checked by the two cash
 * auditors, § 6 (4)), ADR 165. Two views:
 * - fee year: everything billed for the year's fees, per membership class, with cancellations,
 *   dunning fees, payments, write-offs and what is still outstanding on the report date;
 * - cash: what came in during the calendar year, whichever fee year it paid.
 * Cancellation invoices count against the class and year of the invoice they cancel; a returned
 * direct debit appears as a negative payment on the day it was returned.
 */
export type ReportInvoice = {
  id: string;
  number: string;
  kind: "invoice" | "cancellation";
  cancelsId: string | null;
  fiscalYear: number;
  membershipClass: MembershipClass;
  memberName: string;
  issueDate: IsoDate;
  grossCents: Cents;
};
export type ReportPayment = { invoiceId: string; cents: Cents; receivedOn: IsoDate };
export type ReportWriteOff = { invoiceId: string; cents: Cents; writtenOffOn: IsoDate; reason: string };
export type ReportFee = { invoiceId: string; cents: Cents; chargedOn: IsoDate };

export type ReportInput = {
  fiscalYear: number;
  asOf: IsoDate;
  invoices: readonly ReportInvoice[];
  payments: readonly ReportPayment[];
  writeOffs: readonly ReportWriteOff[];
  fees: readonly ReportFee[];
};

export type InvoiceBalance = {
  invoice: ReportInvoice;
  cancelledCents: Cents;
  feesCents: Cents;
  paidCents: Cents;
  writtenOffCents: Cents;
  outstandingCents: Cents;
};

export type ClassTotals = {
  membershipClass: MembershipClass | "total";
  invoices: number;
  billedCents: Cents;
  cancelledCents: Cents;
  feesCents: Cents;
  paidCents: Cents;
  writtenOffCents: Cents;
  outstandingCents: Cents;
  cashReceivedCents: Cents;
};

export type TreasurerReport = {
  fiscalYear: number;
  asOf: IsoDate;
  classes: ClassTotals[];
  total: ClassTotals;
  balances: InvoiceBalance[];
  cashFromEarlierYearsCents: Cents;
};

export function treasurerReport(input: ReportInput): TreasurerReport {
  const upToReportDate = <T>(items: readonly T[], date: (item: T) => IsoDate) => items.filter((item) => date(item) <= input.asOf);
  const payments = upToReportDate(input.payments, (payment) => payment.receivedOn);
  const writeOffs = upToReportDate(input.writeOffs, (entry) => entry.writtenOffOn);
  const fees = upToReportDate(input.fees, (fee) => fee.chargedOn);
  const cancellations = upToReportDate(input.invoices, (invoice) => invoice.issueDate).filter((invoice) => invoice.kind === "cancellation");
  const byInvoice = <T extends { invoiceId: string; cents: Cents }>(items: readonly T[], id: string) =>
    sumCents(items.filter((item) => item.invoiceId === id).map((item) => item.cents));

  const balances = input.invoices
    .filter((invoice) => invoice.kind === "invoice" && invoice.fiscalYear === input.fiscalYear && invoice.issueDate <= input.asOf)
    .sort((a, b) => a.number.localeCompare(b.number))
    .map((invoice) => {
      const cancelledCents = sumCents(cancellations.filter((entry) => entry.cancelsId === invoice.id).map((entry) => entry.grossCents));
      const feesCents = byInvoice(fees, invoice.id);
      const paidCents = byInvoice(payments, invoice.id);
      const writtenOffCents = byInvoice(writeOffs, invoice.id);
      return {
        invoice,
        cancelledCents,
        feesCents,
        paidCents,
        writtenOffCents,
        outstandingCents: invoice.grossCents + cancelledCents + feesCents - paidCents - writtenOffCents,
      };
    });

  const classOf = new Map(input.invoices.map((invoice) => [invoice.id, invoice.membershipClass]));
  const yearOf = new Map(input.invoices.map((invoice) => [invoice.id, invoice.fiscalYear]));
  const cashInYear = input.payments.filter((payment) => payment.receivedOn.startsWith(`${input.fiscalYear}-`) && payment.receivedOn <= input.asOf);

  const totalsFor = (membershipClass: MembershipClass | "total"): ClassTotals => {
    const rows = balances.filter((row) => membershipClass === "total" || row.invoice.membershipClass === membershipClass);
    const cash = cashInYear.filter((payment) => membershipClass === "total" || classOf.get(payment.invoiceId) === membershipClass);
    return {
      membershipClass,
      invoices: rows.filter((row) => row.invoice.grossCents + row.cancelledCents !== 0).length,
      billedCents: sumCents(rows.map((row) => row.invoice.grossCents)),
      cancelledCents: sumCents(rows.map((row) => row.cancelledCents)),
      feesCents: sumCents(rows.map((row) => row.feesCents)),
      paidCents: sumCents(rows.map((row) => row.paidCents)),
      writtenOffCents: sumCents(rows.map((row) => row.writtenOffCents)),
      outstandingCents: sumCents(rows.map((row) => row.outstandingCents)),
      cashReceivedCents: sumCents(cash.map((payment) => payment.cents)),
    };
  };

  return {
    fiscalYear: input.fiscalYear,
    asOf: input.asOf,
    classes: [...payingClasses, "honorary" as const].map(totalsFor),
    total: totalsFor("total"),
    balances,
    cashFromEarlierYearsCents: sumCents(
      cashInYear.filter((payment) => (yearOf.get(payment.invoiceId) ?? input.fiscalYear) < input.fiscalYear).map((payment) => payment.cents),
    ),
  };
}
