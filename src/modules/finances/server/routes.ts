/** The finance module's endpoints (admin or vorstand, access key "finances"). */
import { z } from "zod";
import { route } from "../../../platform/http/router.ts";
import { created } from "../../../platform/http/respond.ts";
import { idParams } from "../../../platform/http/params.ts";
import { renderPdf } from "../../../platform/pdf/render-pdf.ts";
import {
  billingProfileInputSchema,
  cancelInvoiceSchema,
  collectionRunInputSchema,
  dunningHoldSchema,
  feeRunInputSchema,
  feeRunPreviewQuerySchema,
  feeScheduleInputSchema,
  financeListQuerySchema,
  financeSettingsInputSchema,
  fiscalYearSchema,
  invoiceListQuerySchema,
  lineResolutionSchema,
  mandateInputSchema,
  mandateListQuerySchema,
  paymentInputSchema,
  revokeMandateSchema,
  statementLineListQuerySchema,
  writeOffInputSchema,
} from "../schema.ts";
import { HttpError } from "../../../platform/http/errors.ts";
import { treasurerReportCsv, treasurerSummaryCsv } from "../domain/treasurer-report-csv.ts";
import { treasurerReportPdfDefinition } from "./documents/treasurer-report-pdf.ts";
import { collectionRunXml, createCollectionRun, listCollectionRuns, previewCollectionRun } from "./collection-runs.ts";
import { runDunning, setDunningHold } from "./dunning.ts";
import { createMandate, listMandates, memberOptions, revokeMandate } from "./mandates.ts";
import { loadTreasurerReport } from "./report.ts";
import { importStatement, listStatementLines, listStatements, resolveStatementLine } from "./statements.ts";
import { invoicePdf } from "./invoice-documents.ts";
import { download } from "./downloads.ts";
import { listFeeSchedules, saveFeeSchedule } from "./fee-schedules.ts";
import { previewFeeRun, runFeeRun } from "./fee-run.ts";
import { cancelInvoice, getInvoice, listInvoices, recordPayment, writeOffInvoice } from "./invoices.ts";
import { getSettings, updateSettings } from "./settings.ts";
import { getOwnInvoice, listOwnInvoices, ownInvoicePdf } from "./member-invoices.ts";
import { getBillingProfile, saveBillingProfile } from "./billing-profiles.ts";
import { financesContract } from "../contract.ts";
import { assignStatementLine, listAssignmentCandidates } from "./statement-assignment.ts";

const BASE = "/api/back-office/finances";
/** A member company's own invoices (access "memberInvoices", scoped to the caller's company). */
const OWN = "/api/finances/member/invoices";
const yearParams = z.object({ year: z.coerce.number().pipe(fiscalYearSchema) });
const memberSearchQuery = z.strictObject({ q: z.string().trim().max(100).optional() });
const previewQuery = z.strictObject({ wishedDate: z.iso.date({ error: "Bitte ein gültiges Datum angeben" }).optional() });
const MAX_STATEMENT_BYTES = 5 * 1024 * 1024;

async function readStatement(req: Request): Promise<string> {
  const length = Number(req.headers.get("content-length") ?? 0);
  if (length > MAX_STATEMENT_BYTES) throw new HttpError(413, "too_large", "Der Kontoauszug ist größer als 5 MB.");
  const text = await req.text();
  if (text.length > MAX_STATEMENT_BYTES) throw new HttpError(413, "too_large", "Der Kontoauszug ist größer als 5 MB.");
  if (text.trim() === "") throw new HttpError(400, "invalid_input", "Ungültige Eingaben", ["Die Datei ist leer"]);
  return text;
}

export const financeRoutes = [
  route(financesContract.listAssignmentCandidates, { cost: "search", handle: ({ db, params, query }) => listAssignmentCandidates(db, params.id, query.q) }),
  route(financesContract.assignStatementLine, { handle: ({ db, user, params, body }) => assignStatementLine(db, user.id, params.id, body) }),
  route({
    method: "GET",
    path: OWN,
    access: "memberInvoices",
    query: financeListQuerySchema,
    handle: ({ db, user, query }) => listOwnInvoices(db, user.id, query),
  }),
  route({
    method: "GET",
    path: `${OWN}/:id`,
    access: "memberInvoices",
    params: idParams,
    notFound: "Die Rechnung",
    handle: ({ db, user, params }) => getOwnInvoice(db, user.id, params.id),
  }),
  route({
    method: "GET",
    path: `${OWN}/:id/pdf`,
    access: "memberInvoices",
    cost: "pdf",
    params: idParams,
    notFound: "Die Rechnung",
    handle: async ({ db, user, params }) => {
      const pdf = await ownInvoicePdf(db, user.id, params.id);
      return download(pdf.bytes, "application/pdf", pdf.fileName.replace(" ", "-"));
    },
  }),

  route({ method: "GET", path: `${BASE}/settings`, access: "finances", handle: ({ db }) => getSettings(db) }),
  route({
    method: "PUT",
    path: `${BASE}/settings`,
    access: "finances",
    body: financeSettingsInputSchema,
    handle: ({ db, user, body }) => updateSettings(db, user.id, body),
  }),

  route({ method: "GET", path: `${BASE}/fee-schedules`, access: "finances", handle: async ({ db }) => ({ items: await listFeeSchedules(db) }) }),
  route({
    method: "PUT",
    path: `${BASE}/fee-schedules/:year`,
    access: "finances",
    params: yearParams,
    notFound: "Das Geschäftsjahr",
    body: feeScheduleInputSchema,
    handle: ({ db, user, params, body }) => saveFeeSchedule(db, user.id, params.year, body),
  }),

  route({
    method: "GET",
    path: `${BASE}/fee-runs/:year`,
    access: "finances",
    params: yearParams,
    query: feeRunPreviewQuerySchema,
    notFound: "Das Geschäftsjahr",
    handle: ({ db, params, query }) => previewFeeRun(db, params.year, { issueDate: query.issueDate, dueBeforeYearStart: query.dueBeforeYearStart === "1" }),
  }),
  route({
    method: "POST",
    path: `${BASE}/fee-runs`,
    access: "finances",
    body: feeRunInputSchema,
    handle: async ({ db, user, body, deliverAfterResponse }) => {
      const result = await runFeeRun(db, user.id, body.fiscalYear, body.issueDate, { dueBeforeYearStart: body.dueBeforeYearStart });
      deliverAfterResponse(result.deliveryIds);
      return created({ fiscalYear: result.fiscalYear, created: result.created, skipped: result.skipped });
    },
  }),

  route({ method: "GET", path: `${BASE}/invoices`, access: "finances", query: invoiceListQuerySchema, handle: ({ db, query }) => listInvoices(db, query) }),
  route({
    method: "GET",
    path: `${BASE}/invoices/:id`,
    access: "finances",
    params: idParams,
    notFound: "Die Rechnung",
    handle: ({ db, params }) => getInvoice(db, params.id),
  }),
  route({
    method: "GET",
    path: `${BASE}/invoices/:id/pdf`,
    access: "finances",
    cost: "pdf",
    params: idParams,
    notFound: "Die Rechnung",
    handle: async ({ db, params }) => {
      const pdf = await invoicePdf(db, params.id);
      return download(pdf.bytes, "application/pdf", pdf.fileName.replace(" ", "-"));
    },
  }),
  route({
    method: "POST",
    path: `${BASE}/invoices/:id/cancellation`,
    access: "finances",
    params: idParams,
    notFound: "Die Rechnung",
    body: cancelInvoiceSchema,
    handle: async ({ db, user, params, body, deliverAfterResponse }) => {
      const result = await cancelInvoice(db, user.id, params.id, body);
      deliverAfterResponse(result.deliveryIds);
      return created({ cancellationId: result.cancellationId, number: result.number });
    },
  }),
  route({
    method: "POST",
    path: `${BASE}/invoices/:id/payments`,
    access: "finances",
    params: idParams,
    notFound: "Die Rechnung",
    body: paymentInputSchema,
    handle: async ({ db, user, params, body }) => created(await recordPayment(db, user.id, params.id, body)),
  }),
  route({
    method: "POST",
    path: `${BASE}/invoices/:id/write-off`,
    access: "finances",
    params: idParams,
    notFound: "Die Rechnung",
    body: writeOffInputSchema,
    handle: async ({ db, user, params, body }) => created(await writeOffInvoice(db, user.id, params.id, body)),
  }),

  route({
    method: "GET",
    path: `${BASE}/billing-profiles/:id`,
    access: "finances",
    params: idParams,
    notFound: "Das Mitglied",
    handle: ({ db, params }) => getBillingProfile(db, params.id),
  }),
  route({
    method: "PUT",
    path: `${BASE}/billing-profiles/:id`,
    access: "finances",
    params: idParams,
    notFound: "Das Mitglied",
    body: billingProfileInputSchema,
    handle: ({ db, user, params, body }) => saveBillingProfile(db, user.id, params.id, body),
  }),
  route({ method: "GET", path: `${BASE}/members`, access: "finances", query: memberSearchQuery, handle: ({ db, query }) => memberOptions(db, query.q) }),
  route({ method: "GET", path: `${BASE}/mandates`, access: "finances", query: mandateListQuerySchema, handle: ({ db, query }) => listMandates(db, query) }),
  route({
    method: "POST",
    path: `${BASE}/mandates`,
    access: "finances",
    body: mandateInputSchema,
    handle: async ({ db, user, body }) => created(await createMandate(db, user.id, body)),
  }),
  route({
    method: "POST",
    path: `${BASE}/mandates/:id/revocation`,
    access: "finances",
    params: idParams,
    notFound: "Das Mandat",
    body: revokeMandateSchema,
    handle: ({ db, user, params, body }) => revokeMandate(db, user.id, params.id, body),
  }),

  route({
    method: "GET",
    path: `${BASE}/collection-runs`,
    access: "finances",
    query: financeListQuerySchema,
    handle: ({ db, query }) => listCollectionRuns(db, query),
  }),
  route({
    method: "GET",
    path: `${BASE}/collection-runs/preview`,
    access: "finances",
    query: previewQuery,
    handle: ({ db, query }) => previewCollectionRun(db, query.wishedDate ?? null),
  }),
  route({
    method: "POST",
    path: `${BASE}/collection-runs`,
    access: "finances",
    body: collectionRunInputSchema,
    handle: async ({ db, user, body, deliverAfterResponse }) => {
      const result = await createCollectionRun(db, user.id, body.wishedDate);
      deliverAfterResponse(result.deliveryIds);
      return created({ collectionDate: result.collectionDate, runs: result.runs, skipped: result.skipped });
    },
  }),
  route({
    method: "GET",
    path: `${BASE}/collection-runs/:id/xml`,
    access: "finances",
    cost: "export",
    params: idParams,
    notFound: "Der Lastschrifteinzug",
    handle: async ({ db, params }) => {
      const run = await collectionRunXml(db, params.id);
      return download(run.xml, "application/xml; charset=utf-8", `${run.messageId}.xml`);
    },
  }),

  route({ method: "GET", path: `${BASE}/statements`, access: "finances", query: financeListQuerySchema, handle: ({ db, query }) => listStatements(db, query) }),
  route({
    method: "POST",
    path: `${BASE}/statements`,
    access: "finances",
    rawBody: true,
    handle: async ({ db, user, req, deliverAfterResponse }) => {
      const fileName = new URL(req.url).searchParams.get("fileName")?.slice(0, 200) ?? null;
      const result = await importStatement(db, user.id, await readStatement(req), fileName);
      deliverAfterResponse(result.deliveryIds);
      const { deliveryIds: _ids, ...summary } = result;
      return created(summary);
    },
  }),
  route({
    method: "GET",
    path: `${BASE}/statement-lines`,
    access: "finances",
    query: statementLineListQuerySchema,
    handle: ({ db, query }) => listStatementLines(db, query),
  }),
  route({
    method: "POST",
    path: `${BASE}/statement-lines/:id/resolution`,
    access: "finances",
    params: idParams,
    notFound: "Die Buchung",
    body: lineResolutionSchema,
    handle: ({ db, user, params, body }) => resolveStatementLine(db, user.id, params.id, body),
  }),

  route({
    method: "POST",
    path: `${BASE}/dunning-runs`,
    access: "finances",
    handle: async ({ db, user, deliverAfterResponse }) => {
      const result = await runDunning(db, user.id);
      deliverAfterResponse(result.deliveryIds);
      return created({ sent: result.sent, message: result.message });
    },
  }),
  route({
    method: "PUT",
    path: `${BASE}/invoices/:id/dunning-hold`,
    access: "finances",
    params: idParams,
    notFound: "Die Rechnung",
    body: dunningHoldSchema,
    handle: ({ db, user, params, body }) => setDunningHold(db, user.id, params.id, body),
  }),

  route({
    method: "GET",
    path: `${BASE}/reports/:year`,
    access: "finances",
    cost: "analytics",
    params: yearParams,
    notFound: "Das Geschäftsjahr",
    handle: ({ db, params }) => loadTreasurerReport(db, params.year),
  }),
  route({
    method: "GET",
    path: `${BASE}/reports/:year/pdf`,
    access: "finances",
    cost: "pdf",
    params: yearParams,
    notFound: "Das Geschäftsjahr",
    handle: async ({ db, params }) => {
      const report = await loadTreasurerReport(db, params.year);
      const settings = await getSettings(db);
      return download(
        await renderPdf(
          treasurerReportPdfDefinition(report, { name: settings.issuerName, footerText: `${settings.issuerName} · Kassenbericht ${params.year}` }),
        ),
        "application/pdf",
        `Kassenbericht-${params.year}.pdf`,
      );
    },
  }),
  route({
    method: "GET",
    path: `${BASE}/reports/:year/invoices.csv`,
    access: "finances",
    cost: "export",
    params: yearParams,
    notFound: "Das Geschäftsjahr",
    handle: async ({ db, params }) =>
      download(treasurerReportCsv(await loadTreasurerReport(db, params.year)), "text/csv; charset=utf-8", `Kassenbericht-${params.year}-Rechnungen.csv`),
  }),
  route({
    method: "GET",
    path: `${BASE}/reports/:year/summary.csv`,
    access: "finances",
    cost: "export",
    params: yearParams,
    notFound: "Das Geschäftsjahr",
    handle: async ({ db, params }) =>
      download(treasurerSummaryCsv(await loadTreasurerReport(db, params.year)), "text/csv; charset=utf-8", `Kassenbericht-${params.year}-Uebersicht.csv`),
  }),
];
