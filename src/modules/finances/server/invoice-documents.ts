/**
 * The PDF of record of every invoice and cancellation invoice (ADR 167): rendered once from the
 * frozen snapshot and filed in the documents module (system folder "Rechnungen", readable by the
 * board and up). The mail attachment, the treasurer's download and the member's download all read
 * that filed version, so everybody holds the same bytes.
 *
 * Filing happens on first need (the invoice mail's delivery, a download) or by the five-minute job
 * for invoices nobody has asked for yet (no billing e-mail). Rendering (100–600 ms) runs outside
 * any transaction; the short transaction that files it locks the invoice row, so two parallel
 * callers file one document and both read it.
 */
import { asc, eq, isNull } from "drizzle-orm";
import type { Db } from "#platform/db/client.ts";
import { notFound } from "#platform/http/errors.ts";
import type { Job } from "#platform/jobs/job.ts";
import { Pace } from "#platform/jobs/pace.ts";
import { renderPdf } from "#platform/pdf/render-pdf.ts";
import { readDocumentBytes, storeGeneratedDocument } from "#modules/documents/index.ts";
import { formatGermanDate } from "#shared/dates.ts";
import { invoicePdfDefinition, invoiceTitle } from "./documents/invoice-pdf.ts";
import { financeInvoices } from "./tables.ts";

export const INVOICE_FOLDER = {
  key: "invoices",
  name: "Rechnungen",
  readRole: "vorstand" as const,
  description: "Rechnungen und Stornorechnungen über Mitgliedsbeiträge, automatisch abgelegt.",
};

export type InvoicePdf = { bytes: Uint8Array; fileName: string };

/** Files the invoice's PDF unless it is filed already; the filed document and version. */
export async function ensureInvoicePdf(db: Db, invoiceId: string): Promise<{ documentId: string; version: number | null; filedNow: boolean }> {
  const [invoice] = await db
    .select({ document: financeInvoices.document, pdfDocumentId: financeInvoices.pdfDocumentId, pdfDocumentVersion: financeInvoices.pdfDocumentVersion })
    .from(financeInvoices)
    .where(eq(financeInvoices.id, invoiceId));
  if (!invoice) throw notFound("Die Rechnung");
  if (invoice.pdfDocumentId) return { documentId: invoice.pdfDocumentId, version: invoice.pdfDocumentVersion, filedNow: false };
  const bytes = await renderPdf(invoicePdfDefinition(invoice.document));
  return db.transaction(async (tx) => {
    const [locked] = await tx
      .select({ pdfDocumentId: financeInvoices.pdfDocumentId, pdfDocumentVersion: financeInvoices.pdfDocumentVersion })
      .from(financeInvoices)
      .where(eq(financeInvoices.id, invoiceId))
      .for("update");
    if (locked?.pdfDocumentId) return { documentId: locked.pdfDocumentId, version: locked.pdfDocumentVersion, filedNow: false };
    const ref = await storeGeneratedDocument(tx, {
      folder: INVOICE_FOLDER,
      fileName: `${invoiceTitle(invoice.document)}.pdf`,
      bytes,
      label: `Ausgestellt am ${formatGermanDate(invoice.document.issueDate)}`,
    });
    // Not a change anyone edits, so the invoice's version stays (no 409 for a treasurer at work).
    await tx.update(financeInvoices).set({ pdfDocumentId: ref.documentId, pdfDocumentVersion: ref.version }).where(eq(financeInvoices.id, invoiceId));
    return { documentId: ref.documentId, version: ref.version, filedNow: true };
  });
}

/** The bytes of the invoice's PDF of record, filing it first if needed. */
export async function invoicePdf(db: Db, invoiceId: string): Promise<InvoicePdf> {
  const { documentId, version } = await ensureInvoicePdf(db, invoiceId);
  const [invoice] = await db.select({ document: financeInvoices.document }).from(financeInvoices).where(eq(financeInvoices.id, invoiceId));
  const stored = await readDocumentBytes(db, documentId, version ?? undefined);
  return { bytes: stored.bytes, fileName: `${invoiceTitle(invoice!.document)}.pdf` };
}

/** Files the PDFs nobody has needed yet, oldest first, while they fit before `deadline`; the number filed. */
export async function fileInvoiceDocuments(db: Db, limit = 20, deadline?: number): Promise<number> {
  const pending = await db
    .select({ id: financeInvoices.id })
    .from(financeInvoices)
    .where(isNull(financeInvoices.pdfDocumentId))
    .orderBy(asc(financeInvoices.createdAt), asc(financeInvoices.id))
    .limit(limit);
  // The scheduled beat's time budget (ADR 204): the next beat files the rest.
  const pace = new Pace(deadline, 1_000);
  let filed = 0;
  for (const { id } of pending) {
    if (!pace.fits()) break;
    if ((await pace.time(() => ensureInvoicePdf(db, id))).filedNow) filed++;
  }
  return filed;
}

export const invoiceDocumentsJob: Job = {
  name: "finances.invoice-documents",
  title: "Rechnungen als PDF in den Dokumenten ablegen",
  schedule: { everyMinutes: 5 },
  maxRunMinutes: 4,
  async run({ db, deadline }) {
    return { filed: await fileInvoiceDocuments(db, 20, deadline) };
  },
};
