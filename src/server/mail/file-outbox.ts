/**
 * The local mail transport: one JSON file per mail ({to, from, subject, text, html, replyTo,
 * createdAt}) in <DATA_DIR>/outbox/ (MAIL_OUTBOX_DIR overrides). Local installs and tests read
 * mails from there.
 */
import { mkdir, readdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { randomUUID } from "node:crypto";
import { defaultFrom } from "./mail-config.ts";
import type { MailMessage } from "./types.ts";

export interface OutboxFile {
  to: string | string[];
  from: string;
  subject: string;
  text: string;
  html: string;
  replyTo: string | null;
  createdAt: string;
}

export function outboxDir(): string {
  if (process.env.MAIL_OUTBOX_DIR) return path.resolve(process.env.MAIL_OUTBOX_DIR);
  const dataDir = process.env.DATA_DIR && process.env.DATA_DIR !== "memory://" ? process.env.DATA_DIR : ".data";
  return path.resolve(dataDir, "outbox");
}

export async function writeToOutbox(message: MailMessage): Promise<string> {
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
    createdAt,
  };
  await writeFile(file, JSON.stringify(record, null, 2));
  return file;
}

/** Every mail in the outbox folder, oldest first (tests and local tooling). */
export async function readOutbox(dir = outboxDir()): Promise<OutboxFile[]> {
  const files = (await readdir(dir).catch(() => [] as string[])).filter((f) => f.endsWith(".json")).sort();
  return Promise.all(files.map(async (f) => JSON.parse(await readFile(path.join(dir, f), "utf8")) as OutboxFile));
}
