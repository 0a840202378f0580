/**
 * Sends one e-mail. Without RESEND_API_KEY each mail is written as one JSON file
 * ({to, from, subject, text, html, replyTo, createdAt}) to <DATA_DIR>/outbox/, which is how the
 * local installation and the tests read mails. The forms work adds Resend and durable retries.
 */
import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import { randomUUID } from "node:crypto";
import { association } from "../../shared/association.ts";
import type { MailMessage } from "./types.ts";

export function defaultFrom(): string {
  return process.env.MAIL_FROM ?? `${association.shortName} <${association.email}>`;
}

export function outboxDir(): string {
  const dataDir = process.env.DATA_DIR && process.env.DATA_DIR !== "memory://" ? process.env.DATA_DIR : ".data";
  return path.resolve(dataDir, "outbox");
}

export async function writeToOutbox(message: MailMessage): Promise<string> {
  const dir = outboxDir();
  await mkdir(dir, { recursive: true });
  const createdAt = new Date().toISOString();
  const file = path.join(dir, `${createdAt.replace(/[:.]/g, "-")}-${randomUUID().slice(0, 8)}.json`);
  const record = { to: message.to, from: message.from ?? defaultFrom(), subject: message.subject, text: message.text, html: message.html, replyTo: message.replyTo ?? null, createdAt };
  await writeFile(file, JSON.stringify(record, null, 2));
  return file;
}

export async function sendMail(message: MailMessage): Promise<void> {
  await writeToOutbox(message);
}
