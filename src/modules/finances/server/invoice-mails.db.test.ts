/**
 * Invoice mails carry the PDF of record: the fee run's invoice mail, the cancellation invoice's
 * mail and the dunning mail each attach the filed PDF (byte for byte what the documents module
 * holds), through the file outbox and through Resend (a local stub). The outbox rows stay small.
 */
import { mkdtemp } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { eq, inArray } from "drizzle-orm";
import { closeDatabase, getDb, type Db } from "#platform/db/client.ts";
import { ensureProfile } from "#platform/auth/profiles.ts";
import { readOutbox } from "#platform/mail/file-outbox.ts";
import { registerDeliveryChannel } from "#platform/outbox/channels.ts";
import { dispatchOutbox } from "#platform/outbox/dispatch.ts";
import { outbox } from "#platform/outbox/tables.ts";
import { readDocumentBytes } from "#modules/documents/index.ts";
import { startRecorder, type HttpRecorder } from "../../../../tests/helpers/http-recorder.ts";
import { runDunning } from "./dunning-commands.ts";
import { runFeeRun } from "./fee-run-commands.ts";
import { invoiceMailChannel } from "./invoice-mail-channel.ts";
import { cancelInvoice } from "./invoice-commands.ts";
import { INVOICE_MAIL_KIND } from "./mail.ts";
import { financeInvoices } from "./tables.ts";
import { completeSettings, createTestMember, scheduleFor } from "./testing-fixtures.ts";

const YEAR = 2051;
let db: Db;
let outboxDir = "";
let receiver: HttpRecorder | undefined;
const actor = `user_invoice_mails_${Date.now()}`;
let member: Awaited<ReturnType<typeof createTestMember>>;

beforeAll(async () => {
  db = await getDb();
  registerDeliveryChannel(invoiceMailChannel);
  outboxDir = await mkdtemp(path.join(tmpdir(), "vnsi-invoice-mails-"));
  process.env.MAIL_OUTBOX_DIR = outboxDir;
  await ensureProfile({ id: actor, email: "invoice-mails@example.org" }, db);
  await completeSettings(db);
  member = await createTestMember(db, `Anhangbahn ${Date.now()}`, { trackLengthKm: "4.0" });
}, 120_000);
afterEach(async () => {
  delete process.env.RESEND_API_KEY;
  delete process.env.RESEND_BASE_URL;
  await receiver?.close();
  receiver = undefined;
});
afterAll(() => closeDatabase());

async function filedPdfOf(invoiceId: string) {
  const [invoice] = await db.select().from(financeInvoices).where(eq(financeInvoices.id, invoiceId));
  expect(invoice!.pdfDocumentId).toBeTruthy();
  return { invoice: invoice!, stored: await readDocumentBytes(db, invoice!.pdfDocumentId!, invoice!.pdfDocumentVersion ?? undefined) };
}

async function mailsTo(address: string) {
  return (await readOutbox(outboxDir)).filter((mail) => mail.to === address);
}

let invoiceId = "";
let invoiceNumber = "";

describe("invoice mails with the PDF attached", () => {
  it("the fee run queues small rows; delivering one attaches the filed PDF to the mail", async () => {
    await scheduleFor(db, actor, YEAR);
    const run = await runFeeRun(db, actor, YEAR, `${YEAR}-01-05`);
    const mine = run.created.find((entry) => entry.memberName === member.organization.name)!;
    invoiceId = mine.id;
    invoiceNumber = mine.number;
    const rows = await db
      .select()
      .from(outbox)
      .where(eq(outbox.reference, `finance_invoice:${invoiceId}`));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ kind: INVOICE_MAIL_KIND, target: member.organization.email, status: "pending" });
    // No PDF in the row: it is attached when the mail is sent.
    expect(JSON.stringify(rows[0]!.payload).length).toBeLessThan(20_000);
    expect(rows[0]!.payload).toMatchObject({
      invoiceId,
      message: { to: member.organization.email, subject: `Rechnung ${invoiceNumber} – Mitgliedsbeitrag ${YEAR}` },
    });

    expect(await dispatchOutbox({ ids: [rows[0]!.id] })).toMatchObject({ sent: 1 });
    const [mail] = await mailsTo(member.organization.email!);
    expect(mail!.subject).toBe(`Rechnung ${invoiceNumber} – Mitgliedsbeitrag ${YEAR}`);
    expect(mail!.text).toContain("anbei erhalten Sie die Rechnung");
    expect(mail!.attachments).toHaveLength(1);
    expect(mail!.attachments![0]).toMatchObject({ filename: `Rechnung ${invoiceNumber}.pdf`, contentType: "application/pdf" });
    const attached = Buffer.from(mail!.attachments![0]!.contentBase64, "base64");
    expect(attached.subarray(0, 5).toString()).toBe("%PDF-");
    // The invoice of record: the attachment is exactly the filed document version.
    const { stored, invoice } = await filedPdfOf(invoiceId);
    expect(invoice.pdfDocumentVersion).toBe(stored.version);
    expect(Buffer.compare(attached, Buffer.from(stored.bytes))).toBe(0);
  });

  it("the dunning mail attaches the invoice again, through Resend as base64 attachment", async () => {
    receiver = await startRecorder(() => ({ id: "email_dunning" }));
    process.env.RESEND_API_KEY = "re_test_key";
    process.env.RESEND_BASE_URL = receiver.url;
    const [invoice] = await db.select({ dueDate: financeInvoices.dueDate }).from(financeInvoices).where(eq(financeInvoices.id, invoiceId));
    const { sent, deliveryIds } = await runDunning(db, actor, `${YEAR}-03-31`);
    expect(sent.find((entry) => entry.invoiceId === invoiceId)).toMatchObject({ level: 1, title: "Zahlungserinnerung" });
    expect(invoice!.dueDate! < `${YEAR}-03-31`).toBe(true);
    const rows = await db.select().from(outbox).where(inArray(outbox.id, deliveryIds));
    const mine = rows.find((row) => row.reference === `finance_dunning:${invoiceId}:1`)!;
    expect(mine.kind).toBe(INVOICE_MAIL_KIND);
    await dispatchOutbox({ ids: [mine.id] });
    const request = receiver.requests.find((entry) => JSON.parse(entry.body).subject === `Zahlungserinnerung: Rechnung ${invoiceNumber}`)!;
    expect(request.headers["idempotency-key"]).toBe(`outbox-${mine.id}`);
    const body = JSON.parse(request.body);
    expect(body.text).toContain("Die Rechnung finden Sie noch einmal im Anhang.");
    const { stored } = await filedPdfOf(invoiceId);
    expect(body.attachments).toEqual([
      { filename: `Rechnung ${invoiceNumber}.pdf`, content: Buffer.from(stored.bytes).toString("base64"), content_type: "application/pdf" },
    ]);
  });

  it("the cancellation invoice's mail attaches the cancellation invoice", async () => {
    const [invoice] = await db.select({ version: financeInvoices.version }).from(financeInvoices).where(eq(financeInvoices.id, invoiceId));
    const cancelled = await cancelInvoice(db, actor, invoiceId, { reason: "Streckenlänge falsch erfasst", version: invoice!.version }, `${YEAR}-04-02`);
    expect(cancelled.deliveryIds).toHaveLength(1);
    await dispatchOutbox({ ids: cancelled.deliveryIds });
    const mail = (await mailsTo(member.organization.email!)).find((entry) => entry.subject.startsWith(`Stornorechnung ${cancelled.number}`))!;
    expect(mail.attachments!.map((attachment) => attachment.filename)).toEqual([`Stornorechnung ${cancelled.number}.pdf`]);
    const { stored } = await filedPdfOf(cancelled.cancellationId);
    expect(mail.attachments![0]!.contentBase64).toBe(Buffer.from(stored.bytes).toString("base64"));
  });
});
