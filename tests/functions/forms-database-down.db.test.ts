/**
 * Database down: neither form may report success, nothing is mailed, and the answer is a clear
 * JSON error. Once the database is reachable again, submissions work without a restart.
 */
import { mkdtemp } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, expect, it, vi } from "vitest";
import { closeDatabase, getDb } from "../../src/platform/db/client.ts";
import { readOutbox } from "../../src/platform/mail/file-outbox.ts";
import { callFunction } from "../helpers/function-call.ts";
import { validApplication } from "../helpers/application-fixture.ts";
import submitApplication from "../../netlify/functions/membership-applications.mts";
import contact from "../../netlify/functions/contact.mts";

// Database tests share two cores with the rest of the suite; allow for a busy machine.
vi.setConfig({ testTimeout: 30_000 });

const saved = { url: process.env.DATABASE_URL, driver: process.env.DATABASE_DRIVER };
const contactBody = { name: "Max", email: "max@example.org", subject: "presse", message: "Eine Presseanfrage zum Thema.", hp: "" };

beforeAll(async () => {
  process.env.MAIL_OUTBOX_DIR = await mkdtemp(path.join(tmpdir(), "vnsi-down-"));
  await closeDatabase();
  // Nothing listens on port 1: every connection attempt is refused.
  process.env.DATABASE_URL = "postgres://postgres@127.0.0.1:1/unreachable";
  process.env.DATABASE_DRIVER = "postgres";
  vi.spyOn(console, "error").mockImplementation(() => undefined);
});
afterAll(async () => {
  vi.restoreAllMocks();
  await closeDatabase();
});

it("answers 503 database_unavailable to an application, never a success", async () => {
  const call = await callFunction(submitApplication, "/api/membership-applications", { body: validApplication() });
  expect(call.response.status).toBe(503);
  expect(call.body).toEqual({ success: false, error: "database_unavailable", message: "Der Antrag konnte nicht gespeichert werden. Bitte versuchen Sie es später erneut." });
});

it("answers a contact message with storage_failed (500), never a success", async () => {
  const call = await callFunction(contact, "/api/contact-email", { body: contactBody, ip: "192.0.2.1" });
  expect(call.response.status).toBe(500);
  expect(call.body).toMatchObject({ success: false, error: "storage_failed", message: expect.stringContaining("nicht gespeichert") });
  expect(await readOutbox()).toHaveLength(0);
});

it("recovers once the database is reachable again", async () => {
  if (saved.url) process.env.DATABASE_URL = saved.url;
  else delete process.env.DATABASE_URL;
  if (saved.driver) process.env.DATABASE_DRIVER = saved.driver;
  else delete process.env.DATABASE_DRIVER;
  await getDb();
  const call = await callFunction(submitApplication, "/api/membership-applications", { body: validApplication() });
  expect(call.response.status).toBe(201);
  await call.settle();
}, 120_000);
