/**
 * The local mail transport: one JSON file per mail ({to, from, subject, text, html, replyTo,
 * headers?, attachments?, createdAt}) in <DATA_DIR>/outbox/ (MAIL_OUTBOX_DIR overrides). Local
 * installs and tests read mails from there; attachments keep their base64 content, so a test can
 * decode the PDF a member would receive.
 */
import { mkdir, readdir, readFile, rename, writeFile } from "node:fs/promises";
import path from "node:path";
import { randomUUID } from "node:crypto";
import { checkAttachments } from "./attachments.ts";
import { defaultFrom } from "./mail-config.ts";
import type { MailAttachment, MailMessage } from "./types.ts";
import { inFolder } from "../data-folder.ts";

export interface OutboxFile {
  to: string | string[];
  from: string;
  subject: string;
  text: string;
  html: string;
  replyTo: string | null;
  headers?: Record<string, string>;
  attachments?: MailAttachment[];
  createdAt: string;
}

export function outboxDir(): string {
  if (process.env.MAIL_OUTBOX_DIR) return path.resolve(process.env.MAIL_OUTBOX_DIR);
  const dataDir = process.env.DATA_DIR && process.env.DATA_DIR !== "memory://" ? process.env.DATA_DIR : ".data";
  // inFolder, not path.resolve: keeps Netlify's file tracer from globbing the repository (ADR 295).
  return inFolder(dataDir, "outbox");
}

export async function writeToOutbox(message: MailMessage): Promise<string> {
  checkAttachments(message.attachments);
  const dir = outboxDir();
  await mkdir(dir, { recursive: true });
  const createdAt = new Date().toISOString();
  const file = path.join(dir, `${createdAt.replace(/[:.]/g, "-")}-${randomUUID().slice(0, 8)}.json`);
  const record: OutboxFile = {
    to: message.to,
    from: message.from ?? defaultFrom(),
    subject: message.subject,
    text: message.text,
    html: message.html,
    replyTo: message.replyTo ?? null,
    ...(message.headers ? { headers: message.headers } : {}),
    ...(message.attachments?.length
      ? { attachments: message.attachments.map(({ filename, contentType, contentBase64 }) => ({ filename, contentType, contentBase64 })) }
      : {}),
    createdAt,
  };
  // Written aside and renamed: a reader polling the folder (tests, local tooling) never sees half a
  // mail (a mail with a PDF attachment takes several writes; JSON.parse failed on the rest).
  const partial = `${file}.partial`;
  await writeFile(partial, JSON.stringify(record, null, 2));
  await rename(partial, file);
  return file;
}

/** Every mail in the outbox folder, oldest first (tests and local tooling). */
export async function readOutbox(dir = outboxDir()): Promise<OutboxFile[]> {
  const files = (await readdir(dir).catch(() => [] as string[])).filter((f) => f.endsWith(".json")).sort();
  return Promise.all(files.map(async (f) => JSON.parse(await readFile(path.join(dir, f), "utf8")) as OutboxFile));
}
