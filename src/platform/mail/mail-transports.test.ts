/**
 * What the two transports make of a mail with an attachment: the JSON file of the local outbox,
 * and the request body Resend receives (a local stub stands in for Resend via RESEND_BASE_URL).
 */
import { mkdtemp } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { startRecorder, type HttpRecorder } from "../../../tests/helpers/http-recorder.ts";
import { attachmentFromBytes, MailAttachmentError, MAX_ATTACHMENT_BYTES } from "./attachments.ts";
import { deliverMail } from "./deliver-mail.ts";
import { readOutbox } from "./file-outbox.ts";
import { mailDelivery } from "../outbox/enqueue.ts";
import type { MailMessage } from "./types.ts";

const pdfBytes = new TextEncoder().encode("%PDF-1.7\n% Rechnung\n%%EOF\n");
const message: MailMessage = {
  to: "buchhaltung@example.org",
  subject: "Ihre Rechnung 2026-0001",
  text: "Anbei Ihre Rechnung.",
  html: "<p>Anbei Ihre Rechnung.</p>",
  attachments: [attachmentFromBytes("Rechnung 2026-0001.pdf", "application/pdf", pdfBytes)],
};
const oversized = { ...message, attachments: [attachmentFromBytes("Riesig.pdf", "application/pdf", new Uint8Array(MAX_ATTACHMENT_BYTES + 1))] };

let receiver: HttpRecorder | undefined;
afterEach(async () => {
  for (const key of ["RESEND_API_KEY", "RESEND_BASE_URL", "MAIL_OUTBOX_DIR"]) delete process.env[key];
  await receiver?.close();
  receiver = undefined;
});

describe("file outbox", () => {
  it("writes the attachment with name, type and base64 content into the mail's JSON file", async () => {
    process.env.MAIL_OUTBOX_DIR = await mkdtemp(path.join(tmpdir(), "vnsi-attach-"));
    await deliverMail(message);
    const [mail] = await readOutbox();
    expect(mail).toMatchObject({ to: "buchhaltung@example.org", subject: "Ihre Rechnung 2026-0001" });
    expect(mail!.attachments).toEqual([
      { filename: "Rechnung 2026-0001.pdf", contentType: "application/pdf", contentBase64: Buffer.from(pdfBytes).toString("base64") },
    ]);
    expect(Buffer.from(mail!.attachments![0]!.contentBase64, "base64").toString("utf8")).toBe("%PDF-1.7\n% Rechnung\n%%EOF\n");
  });

  it("writes no attachments key for a mail without attachments, and nothing for an oversized one", async () => {
    const dir = await mkdtemp(path.join(tmpdir(), "vnsi-attach-"));
    process.env.MAIL_OUTBOX_DIR = dir;
    await deliverMail({ ...message, attachments: undefined });
    await expect(deliverMail(oversized)).rejects.toThrow(MailAttachmentError);
    const mails = await readOutbox(dir);
    expect(mails).toHaveLength(1);
    expect(mails[0]).not.toHaveProperty("attachments");
  });
});

describe("Resend transport", () => {
  it("sends the attachment as Resend's attachments: content (base64), filename, content_type", async () => {
    receiver = await startRecorder(() => ({ id: "email_attach" }));
    process.env.RESEND_API_KEY = "re_test_key";
    process.env.RESEND_BASE_URL = receiver.url;
    await deliverMail(message, "outbox-attach-1");
    expect(receiver.requests).toHaveLength(1);
    const body = JSON.parse(receiver.requests[0]!.body);
    expect(body).toMatchObject({ to: "buchhaltung@example.org", subject: "Ihre Rechnung 2026-0001" });
    expect(body.attachments).toEqual([
      { filename: "Rechnung 2026-0001.pdf", content: Buffer.from(pdfBytes).toString("base64"), content_type: "application/pdf" },
    ]);
    expect(receiver.requests[0]!.headers["idempotency-key"]).toBe("outbox-attach-1");
  });

  it("never calls Resend with an attachment over the limit", async () => {
    receiver = await startRecorder(() => ({ id: "email_never" }));
    process.env.RESEND_API_KEY = "re_test_key";
    process.env.RESEND_BASE_URL = receiver.url;
    await expect(deliverMail(oversized)).rejects.toThrow(/limited to 5.0 MB per mail; "Riesig.pdf" has 5.0 MB/);
    expect(receiver.requests).toHaveLength(0);
  });
});

describe("queueing", () => {
  it("refuses an oversized attachment before anything is stored", () => {
    expect(() => mailDelivery(oversized, "test")).toThrow(MailAttachmentError);
    expect(mailDelivery(message, "test")).toMatchObject({ kind: "email", target: "buchhaltung@example.org", payload: message });
  });
});
