/**
 * The finance endpoints (ADR 260): the board's bookkeeping (access "finances": admin or Vorstand)
 * and a member company's own invoices (access "memberInvoices", scoped to the caller's company).
 * The screens call them through `clientOf(financesContract)` (ui/finance-api.ts).
 */
import { z } from "zod";
import { itemsOf, pageOf } from "#shared/contract/answers.ts";
import { defineContract, endpoint, fileAnswer, rawBody } from "#shared/contract/endpoint.ts";
import { idParams } from "#shared/contract/params.ts";
import {
  bankStatementSchema,
  billingProfileSchema,
  cancellationResultSchema,
  collectionPreviewSchema,
  collectionRunResultSchema,
  collectionRunSummarySchema,
  dunningHoldResultSchema,
  dunningRunResultSchema,
  feeRunPreviewSchema,
  feeRunResultSchema,
  financeSettingsSchema,
  invoiceDetailSchema,
  invoiceSummarySchema,
  mandateListItemSchema,
  mandateSchema,
  memberOptionSchema,
  ownInvoiceDetailSchema,
  ownInvoicePageSchema,
  statementImportSchema,
  statementLineSchema,
  storedFeeScheduleSchema,
  treasurerReportSchema,
} from "./answers.ts";
import {
  assignmentCandidatesSchema,
  billingProfileInputSchema,
  cancelInvoiceSchema,
  candidateQuerySchema,
  collectionRunInputSchema,
  dunningHoldSchema,
  feeRunInputSchema,
  feeRunPreviewQuerySchema,
  feeScheduleInputSchema,
  financeListQuerySchema,
  financeSettingsInputSchema,
  fiscalYearSchema,
  invoiceListQuerySchema,
  isoDateSchema,
  lineAssignmentResultSchema,
  lineAssignmentSchema,
  lineResolutionSchema,
  mandateInputSchema,
  mandateListQuerySchema,
  paymentInputSchema,
  revokeMandateSchema,
  statementLineListQuerySchema,
  writeOffInputSchema,
} from "./schema.ts";

const INVOICE = "Die Rechnung";
const YEAR = "Das Geschäftsjahr";
const LINE = "Die Buchung";

/** A fiscal year in the path ("/reports/2026"). */
export const yearParams = z.object({ year: z.coerce.number().pipe(fiscalYearSchema) });
const memberSearchQuery = z.strictObject({ q: z.string().trim().max(100).optional() });
const collectionPreviewQuery = z.strictObject({ wishedDate: isoDateSchema.optional() });
/** The uploaded file's name, kept with the statement (cut to 200 characters). */
const statementUploadQuery = z.strictObject({ fileName: z.string().optional() });

const pdf = fileAnswer("application/pdf");
const csv = fileAnswer("text/csv");

export const financesContract = defineContract("finances", {
  // ---- A member company's own invoices
  listOwnInvoices: endpoint({
    method: "GET",
    path: "/api/finances/member/invoices",
    access: "memberInvoices",
    query: financeListQuerySchema,
    response: ownInvoicePageSchema,
  }),
  getOwnInvoice: endpoint({
    method: "GET",
    path: "/api/finances/member/invoices/:id",
    access: "memberInvoices",
    params: idParams,
    notFound: INVOICE,
    response: ownInvoiceDetailSchema,
  }),
  downloadOwnInvoicePdf: endpoint({
    method: "GET",
    path: "/api/finances/member/invoices/:id/pdf",
    access: "memberInvoices",
    params: idParams,
    notFound: INVOICE,
    response: pdf,
  }),

  // ---- Settings and fee schedules
  getSettings: endpoint({ method: "GET", path: "/api/finances/settings", access: "finances", response: financeSettingsSchema }),
  updateSettings: endpoint({
    method: "PUT",
    path: "/api/finances/settings",
    access: "finances",
    body: financeSettingsInputSchema,
    response: financeSettingsSchema,
  }),
  listFeeSchedules: endpoint({ method: "GET", path: "/api/finances/fee-schedules", access: "finances", response: itemsOf(storedFeeScheduleSchema) }),
  saveFeeSchedule: endpoint({
    method: "PUT",
    path: "/api/finances/fee-schedules/:year",
    access: "finances",
    params: yearParams,
    notFound: YEAR,
    body: feeScheduleInputSchema,
    response: storedFeeScheduleSchema,
  }),

  // ---- Fee runs and invoices
  previewFeeRun: endpoint({
    method: "GET",
    path: "/api/finances/fee-runs/:year",
    access: "finances",
    params: yearParams,
    query: feeRunPreviewQuerySchema,
    notFound: YEAR,
    response: feeRunPreviewSchema,
  }),
  runFeeRun: endpoint({
    method: "POST",
    path: "/api/finances/fee-runs",
    access: "finances",
    body: feeRunInputSchema,
    response: feeRunResultSchema,
    status: 201,
  }),
  listInvoices: endpoint({
    method: "GET",
    path: "/api/finances/invoices",
    access: "finances",
    query: invoiceListQuerySchema,
    response: pageOf(invoiceSummarySchema),
  }),
  getInvoice: endpoint({
    method: "GET",
    path: "/api/finances/invoices/:id",
    access: "finances",
    params: idParams,
    notFound: INVOICE,
    response: invoiceDetailSchema,
  }),
  downloadInvoicePdf: endpoint({
    method: "GET",
    path: "/api/finances/invoices/:id/pdf",
    access: "finances",
    params: idParams,
    notFound: INVOICE,
    response: pdf,
  }),
  cancelInvoice: endpoint({
    method: "POST",
    path: "/api/finances/invoices/:id/cancellation",
    access: "finances",
    params: idParams,
    notFound: INVOICE,
    body: cancelInvoiceSchema,
    response: cancellationResultSchema,
    status: 201,
  }),
  recordPayment: endpoint({
    method: "POST",
    path: "/api/finances/invoices/:id/payments",
    access: "finances",
    params: idParams,
    notFound: INVOICE,
    body: paymentInputSchema,
    response: invoiceDetailSchema,
    status: 201,
  }),
  writeOffInvoice: endpoint({
    method: "POST",
    path: "/api/finances/invoices/:id/write-off",
    access: "finances",
    params: idParams,
    notFound: INVOICE,
    body: writeOffInputSchema,
    response: invoiceDetailSchema,
    status: 201,
  }),
  setDunningHold: endpoint({
    method: "PUT",
    path: "/api/finances/invoices/:id/dunning-hold",
    access: "finances",
    params: idParams,
    notFound: INVOICE,
    body: dunningHoldSchema,
    response: dunningHoldResultSchema,
  }),
  runDunning: endpoint({ method: "POST", path: "/api/finances/dunning-runs", access: "finances", response: dunningRunResultSchema, status: 201 }),

  // ---- Billing profiles and mandates
  getBillingProfile: endpoint({
    method: "GET",
    path: "/api/finances/billing-profiles/:id",
    access: "finances",
    params: idParams,
    notFound: "Das Mitglied",
    response: billingProfileSchema,
  }),
  saveBillingProfile: endpoint({
    method: "PUT",
    path: "/api/finances/billing-profiles/:id",
    access: "finances",
    params: idParams,
    notFound: "Das Mitglied",
    body: billingProfileInputSchema,
    response: billingProfileSchema,
  }),
  listMemberOptions: endpoint({
    method: "GET",
    path: "/api/finances/members",
    access: "finances",
    query: memberSearchQuery,
    response: itemsOf(memberOptionSchema),
  }),
  listMandates: endpoint({
    method: "GET",
    path: "/api/finances/mandates",
    access: "finances",
    query: mandateListQuerySchema,
    response: pageOf(mandateListItemSchema),
  }),
  createMandate: endpoint({
    method: "POST",
    path: "/api/finances/mandates",
    access: "finances",
    body: mandateInputSchema,
    response: mandateSchema,
    status: 201,
  }),
  revokeMandate: endpoint({
    method: "POST",
    path: "/api/finances/mandates/:id/revocation",
    access: "finances",
    params: idParams,
    notFound: "Das Mandat",
    body: revokeMandateSchema,
    response: mandateSchema,
  }),

  // ---- Direct debits (SEPA)
  listCollectionRuns: endpoint({
    method: "GET",
    path: "/api/finances/collection-runs",
    access: "finances",
    query: financeListQuerySchema,
    response: pageOf(collectionRunSummarySchema),
  }),
  previewCollectionRun: endpoint({
    method: "GET",
    path: "/api/finances/collection-runs/preview",
    access: "finances",
    query: collectionPreviewQuery,
    response: collectionPreviewSchema,
  }),
  createCollectionRun: endpoint({
    method: "POST",
    path: "/api/finances/collection-runs",
    access: "finances",
    body: collectionRunInputSchema,
    response: collectionRunResultSchema,
    status: 201,
  }),
  downloadCollectionRunXml: endpoint({
    method: "GET",
    path: "/api/finances/collection-runs/:id/xml",
    access: "finances",
    params: idParams,
    notFound: "Der Lastschrifteinzug",
    response: fileAnswer("application/xml"),
  }),

  // ---- Bank statements
  listStatements: endpoint({
    method: "GET",
    path: "/api/finances/statements",
    access: "finances",
    query: financeListQuerySchema,
    response: pageOf(bankStatementSchema),
  }),
  importStatement: endpoint({
    method: "POST",
    path: "/api/finances/statements",
    access: "finances",
    query: statementUploadQuery,
    body: rawBody("application/xml"),
    response: statementImportSchema,
    status: 201,
  }),
  listStatementLines: endpoint({
    method: "GET",
    path: "/api/finances/statement-lines",
    access: "finances",
    query: statementLineListQuerySchema,
    response: pageOf(statementLineSchema),
  }),
  resolveStatementLine: endpoint({
    method: "POST",
    path: "/api/finances/statement-lines/:id/resolution",
    access: "finances",
    params: idParams,
    notFound: LINE,
    body: lineResolutionSchema,
    response: statementLineSchema,
  }),
  /** Ranked suggestions and a search of open invoices for a credit in the bank review. */
  listAssignmentCandidates: endpoint({
    method: "GET",
    path: "/api/finances/statement-lines/:id/candidates",
    access: "finances",
    params: idParams,
    query: candidateQuerySchema,
    notFound: LINE,
    response: assignmentCandidatesSchema,
  }),
  /** Books a credit by hand: split over invoices, the rest as overpayment; audited. */
  assignStatementLine: endpoint({
    method: "POST",
    path: "/api/finances/statement-lines/:id/assignment",
    access: "finances",
    params: idParams,
    notFound: LINE,
    body: lineAssignmentSchema,
    response: lineAssignmentResultSchema,
  }),

  // ---- The treasurer's report
  getReport: endpoint({
    method: "GET",
    path: "/api/finances/reports/:year",
    access: "finances",
    params: yearParams,
    notFound: YEAR,
    response: treasurerReportSchema,
  }),
  downloadReportPdf: endpoint({
    method: "GET",
    path: "/api/finances/reports/:year/pdf",
    access: "finances",
    params: yearParams,
    notFound: YEAR,
    response: pdf,
  }),
  downloadReportInvoicesCsv: endpoint({
    method: "GET",
    path: "/api/finances/reports/:year/invoices.csv",
    access: "finances",
    params: yearParams,
    notFound: YEAR,
    response: csv,
  }),
  downloadReportSummaryCsv: endpoint({
    method: "GET",
    path: "/api/finances/reports/:year/summary.csv",
    access: "finances",
    params: yearParams,
    notFound: YEAR,
    response: csv,
  }),
});
