/** Issued invoices are filed as PDFs in the documents module, once each (several callers at once: invoice-documents-races.pg.test.ts). */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { asc, eq, inArray, isNull } from "drizzle-orm";
import { closeDatabase, getDb, type Db } from "#platform/db/client.ts";
import { ensureProfile } from "#platform/auth/profiles.ts";
import { readDocumentBytes } from "#modules/documents/index.ts";
import { runFeeRun } from "./fee-run-commands.ts";
import { ensureInvoicePdf, fileInvoiceDocuments } from "./invoice-documents.ts";
import { financeInvoices } from "./tables.ts";
import { completeSettings, createTestMember, scheduleFor } from "./testing-fixtures.ts";

let db: Db;
const actor = `user_invoice_docs_${Date.now()}`;
const memberName = `Ablagebahn ${Date.now()}`;

beforeAll(async () => {
  db = await getDb();
  await ensureProfile({ id: actor, email: "invoice-docs@example.org" }, db);
  await completeSettings(db);
  await createTestMember(db, memberName);
}, 120_000);
afterAll(() => closeDatabase());

describe("invoice documents", () => {
  it("files each invoice's PDF in the documents module and links it", async () => {
    await scheduleFor(db, actor, 2048);
    const { created } = await runFeeRun(db, actor, 2048, "2048-01-05");
    const mine = created.find((entry) => entry.memberName === memberName)!;
    expect(mine).toBeDefined();
    // The job files the oldest pending invoices, a batch per run. (On the shared Postgres of a test
    // run the fee run bills every member that any test file created, so the test never waits for
    // all of them: it checks one batch and its own invoice.)
    const pendingBefore = await db
      .select({ id: financeInvoices.id })
      .from(financeInvoices)
      .where(isNull(financeInvoices.pdfDocumentId))
      .orderBy(asc(financeInvoices.createdAt), asc(financeInvoices.id))
      .limit(5);
    expect(await fileInvoiceDocuments(db, 5)).toBeLessThanOrEqual(5);
    const batch = await db
      .select({ pdf: financeInvoices.pdfDocumentId })
      .from(financeInvoices)
      .where(
        inArray(
          financeInvoices.id,
          pendingBefore.map((row) => row.id),
        ),
      );
    expect(batch.every((row) => row.pdf)).toBe(true);

    const filed = await ensureInvoicePdf(db, mine.id);
    const [invoice] = await db.select().from(financeInvoices).where(eq(financeInvoices.id, mine.id));
    expect(invoice!.pdfDocumentId).toBe(filed.documentId);
    const stored = await readDocumentBytes(db, invoice!.pdfDocumentId!);
    expect(stored.fileName).toBe(`Rechnung ${invoice!.number}.pdf`);
    expect(Buffer.from(stored.bytes.subarray(0, 5)).toString()).toBe("%PDF-");
    // Once filed, never again.
    expect(await ensureInvoicePdf(db, mine.id)).toMatchObject({ filedNow: false, documentId: filed.documentId });
  });
});
