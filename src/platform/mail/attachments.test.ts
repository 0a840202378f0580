import { describe, expect, it } from "vitest";
import { attachmentFromBytes, attachmentSize, checkAttachments, MailAttachmentError, MAX_ATTACHMENT_BYTES } from "./attachments.ts";
import { PermanentDeliveryError } from "../outbox/channels.ts";

const pdf = (size: number) => attachmentFromBytes("Rechnung 2026-0001.pdf", "application/pdf", new Uint8Array(size).fill(37));

describe("mail attachments", () => {
  it("encodes bytes as base64 and measures the decoded size without decoding", () => {
    const attachment = attachmentFromBytes("a.pdf", "application/pdf", new TextEncoder().encode("%PDF-1.7"));
    expect(attachment).toEqual({ filename: "a.pdf", contentType: "application/pdf", contentBase64: "JVBERi0xLjc=" });
    for (const size of [0, 1, 2, 3, 4, 1000, 1001, 1002]) expect(attachmentSize(pdf(size))).toBe(size);
  });

  it("accepts up to 5 MB per mail and refuses one byte more with a message naming the files", () => {
    expect(checkAttachments(undefined)).toBe(0);
    expect(checkAttachments([pdf(MAX_ATTACHMENT_BYTES)])).toBe(MAX_ATTACHMENT_BYTES);
    expect(() => checkAttachments([pdf(MAX_ATTACHMENT_BYTES + 1)])).toThrow(MailAttachmentError);
    expect(() => checkAttachments([pdf(3 * 1024 * 1024), { ...pdf(3 * 1024 * 1024), filename: "Anlage.pdf" }])).toThrow(
      'Mail attachments are limited to 5.0 MB per mail; "Rechnung 2026-0001.pdf", "Anlage.pdf" have 6.0 MB. Link to the file in the documents module instead.',
    );
  });

  it("refuses names, types and content that would break a mail", () => {
    const good = pdf(10);
    expect(() => checkAttachments([{ ...good, filename: "" }])).toThrow(/name/);
    expect(() => checkAttachments([{ ...good, filename: "../etc/passwd" }])).toThrow(/path separators/);
    expect(() => checkAttachments([{ ...good, filename: "a\r\nBcc: x@example.org.pdf" }])).toThrow(/control characters/);
    expect(() => checkAttachments([{ ...good, contentType: "pdf" }])).toThrow(/content type/);
    expect(() => checkAttachments([{ ...good, contentBase64: "not base64!" }])).toThrow(/base64/);
  });

  it("is a permanent failure: the outbox gives such a delivery up at once", () => {
    expect(new MailAttachmentError("x")).toBeInstanceOf(PermanentDeliveryError);
  });
});
