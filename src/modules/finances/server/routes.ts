/** The finance module's route table: each endpoint of contract.ts bound to its service. */
import { route } from "#platform/http/router.ts";
import { HttpError } from "#platform/http/errors.ts";
import { renderPdf } from "#platform/pdf/render-pdf.ts";
import { financesContract as finances } from "../contract.ts";
import { treasurerReportCsv, treasurerSummaryCsv } from "../domain/treasurer-report-csv.ts";
import { getBillingProfile } from "./billing-profile-queries.ts";
import { saveBillingProfile } from "./billing-profile-commands.ts";
import { collectionRunXml, listCollectionRuns, previewCollectionRun } from "./collection-run-queries.ts";
import { createCollectionRun } from "./collection-run-commands.ts";
import { treasurerReportPdfDefinition } from "./documents/treasurer-report-pdf.ts";
import { download } from "./downloads.ts";
import { runDunning, setDunningHold } from "./dunning-commands.ts";
import { previewFeeRun } from "./fee-run-queries.ts";
import { runFeeRun } from "./fee-run-commands.ts";
import { listFeeSchedules } from "./fee-schedule-queries.ts";
import { saveFeeSchedule } from "./fee-schedule-commands.ts";
import { invoicePdf } from "./invoice-documents.ts";
import { cancelInvoice, recordPayment, writeOffInvoice } from "./invoice-commands.ts";
import { getInvoice, listInvoices } from "./invoice-queries.ts";
import { createMandate, revokeMandate } from "./mandate-commands.ts";
import { listMandates, memberOptions } from "./mandate-queries.ts";
import { getOwnInvoice, listOwnInvoices, ownInvoicePdf } from "./member-invoice-queries.ts";
import { loadTreasurerReport } from "./report-queries.ts";
import { getSettings, settingsAnswer } from "./settings-queries.ts";
import { updateSettings } from "./settings-commands.ts";
import { assignStatementLine } from "./statement-assignment-commands.ts";
import { listAssignmentCandidates } from "./statement-assignment-queries.ts";
import { importStatement, resolveStatementLine } from "./statement-commands.ts";
import { listStatementLines, listStatements } from "./statement-queries.ts";

const MAX_STATEMENT_BYTES = 5 * 1024 * 1024;

async function readStatement(req: Request): Promise<string> {
  const length = Number(req.headers.get("content-length") ?? 0);
  if (length > MAX_STATEMENT_BYTES) throw new HttpError(413, "too_large", "Der Kontoauszug ist größer als 5 MB.");
  const text = await req.text();
  if (text.length > MAX_STATEMENT_BYTES) throw new HttpError(413, "too_large", "Der Kontoauszug ist größer als 5 MB.");
  if (text.trim() === "") throw new HttpError(400, "invalid_input", "Ungültige Eingaben", ["Die Datei ist leer"]);
  return text;
}

const pdfFileName = (fileName: string) => fileName.replace(" ", "-");

export const financeRoutes = [
  // A member company's own invoices
  route(finances.listOwnInvoices, { handle: ({ db, user, query }) => listOwnInvoices(db, user.id, query) }),
  route(finances.getOwnInvoice, { handle: ({ db, user, params }) => getOwnInvoice(db, user.id, params.id) }),
  route(finances.downloadOwnInvoicePdf, {
    cost: "pdf",
    handle: async ({ db, user, params }) => {
      const pdf = await ownInvoicePdf(db, user.id, params.id);
      return download(pdf.bytes, "application/pdf", pdfFileName(pdf.fileName));
    },
  }),

  // Settings and fee schedules
  route(finances.getSettings, { handle: async ({ db }) => settingsAnswer(await getSettings(db)) }),
  route(finances.updateSettings, { handle: async ({ db, user, body }) => settingsAnswer(await updateSettings(db, user.id, body)) }),
  route(finances.listFeeSchedules, { handle: async ({ db }) => ({ items: await listFeeSchedules(db) }) }),
  route(finances.saveFeeSchedule, { handle: ({ db, user, params, body }) => saveFeeSchedule(db, user.id, params.year, body) }),

  // Fee runs and invoices
  route(finances.previewFeeRun, {
    handle: ({ db, params, query }) => previewFeeRun(db, params.year, { issueDate: query.issueDate, dueBeforeYearStart: query.dueBeforeYearStart === "1" }),
  }),
  route(finances.runFeeRun, {
    handle: async ({ db, user, body, deliverAfterResponse }) => {
      const result = await runFeeRun(db, user.id, body.fiscalYear, body.issueDate, { dueBeforeYearStart: body.dueBeforeYearStart });
      deliverAfterResponse(result.deliveryIds);
      return { fiscalYear: result.fiscalYear, created: result.created, skipped: result.skipped };
    },
  }),
  route(finances.listInvoices, { handle: ({ db, query }) => listInvoices(db, query) }),
  route(finances.getInvoice, { handle: ({ db, params }) => getInvoice(db, params.id) }),
  route(finances.downloadInvoicePdf, {
    cost: "pdf",
    handle: async ({ db, params }) => {
      const pdf = await invoicePdf(db, params.id);
      return download(pdf.bytes, "application/pdf", pdfFileName(pdf.fileName));
    },
  }),
  route(finances.cancelInvoice, {
    handle: async ({ db, user, params, body, deliverAfterResponse }) => {
      const result = await cancelInvoice(db, user.id, params.id, body);
      deliverAfterResponse(result.deliveryIds);
      return { cancellationId: result.cancellationId, number: result.number };
    },
  }),
  route(finances.recordPayment, { handle: ({ db, user, params, body }) => recordPayment(db, user.id, params.id, body) }),
  route(finances.writeOffInvoice, { handle: ({ db, user, params, body }) => writeOffInvoice(db, user.id, params.id, body) }),
  route(finances.setDunningHold, { handle: ({ db, user, params, body }) => setDunningHold(db, user.id, params.id, body) }),
  route(finances.runDunning, {
    handle: async ({ db, user, deliverAfterResponse }) => {
      const result = await runDunning(db, user.id);
      deliverAfterResponse(result.deliveryIds);
      return { sent: result.sent, message: result.message };
    },
  }),

  // Billing profiles and mandates
  route(finances.getBillingProfile, { handle: ({ db, params }) => getBillingProfile(db, params.id) }),
  route(finances.saveBillingProfile, { handle: ({ db, user, params, body }) => saveBillingProfile(db, user.id, params.id, body) }),
  route(finances.listMemberOptions, { handle: ({ db, query }) => memberOptions(db, query.q) }),
  route(finances.listMandates, { handle: ({ db, query }) => listMandates(db, query) }),
  route(finances.createMandate, { handle: ({ db, user, body }) => createMandate(db, user.id, body) }),
  route(finances.revokeMandate, { handle: ({ db, user, params, body }) => revokeMandate(db, user.id, params.id, body) }),

  // Direct debits (SEPA)
  route(finances.listCollectionRuns, { handle: ({ db, query }) => listCollectionRuns(db, query) }),
  route(finances.previewCollectionRun, { handle: ({ db, query }) => previewCollectionRun(db, query.wishedDate ?? null) }),
  route(finances.createCollectionRun, {
    handle: async ({ db, user, body, deliverAfterResponse }) => {
      const result = await createCollectionRun(db, user.id, body.wishedDate);
      deliverAfterResponse(result.deliveryIds);
      return { collectionDate: result.collectionDate, runs: result.runs, skipped: result.skipped };
    },
  }),
  route(finances.downloadCollectionRunXml, {
    cost: "export",
    handle: async ({ db, params }) => {
      const run = await collectionRunXml(db, params.id);
      return download(run.xml, "application/xml; charset=utf-8", `${run.messageId}.xml`);
    },
  }),

  // Bank statements
  route(finances.listStatements, { handle: ({ db, query }) => listStatements(db, query) }),
  route(finances.importStatement, {
    handle: async ({ db, user, req, query, deliverAfterResponse }) => {
      const fileName = query.fileName?.slice(0, 200) ?? null;
      const { deliveryIds, ...summary } = await importStatement(db, user.id, await readStatement(req), fileName);
      deliverAfterResponse(deliveryIds);
      return summary;
    },
  }),
  route(finances.listStatementLines, { handle: ({ db, query }) => listStatementLines(db, query) }),
  route(finances.resolveStatementLine, { handle: ({ db, user, params, body }) => resolveStatementLine(db, user.id, params.id, body) }),
  route(finances.listAssignmentCandidates, { cost: "search", handle: ({ db, params, query }) => listAssignmentCandidates(db, params.id, query.q) }),
  route(finances.assignStatementLine, { handle: ({ db, user, params, body }) => assignStatementLine(db, user.id, params.id, body) }),

  // The treasurer's report
  route(finances.getReport, { cost: "analytics", handle: ({ db, params }) => loadTreasurerReport(db, params.year) }),
  route(finances.downloadReportPdf, {
    cost: "pdf",
    handle: async ({ db, params }) => {
      const report = await loadTreasurerReport(db, params.year);
      const settings = await getSettings(db);
      const definition = treasurerReportPdfDefinition(report, {
        name: settings.issuerName,
        footerText: `${settings.issuerName} · Kassenbericht ${params.year}`,
      });
      return download(await renderPdf(definition), "application/pdf", `Kassenbericht-${params.year}.pdf`);
    },
  }),
  route(finances.downloadReportInvoicesCsv, {
    cost: "export",
    handle: async ({ db, params }) =>
      download(treasurerReportCsv(await loadTreasurerReport(db, params.year)), "text/csv; charset=utf-8", `Kassenbericht-${params.year}-Rechnungen.csv`),
  }),
  route(finances.downloadReportSummaryCsv, {
    cost: "export",
    handle: async ({ db, params }) =>
      download(treasurerSummaryCsv(await loadTreasurerReport(db, params.year)), "text/csv; charset=utf-8", `Kassenbericht-${params.year}-Uebersicht.csv`),
  }),
];
