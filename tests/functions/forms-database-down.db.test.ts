/**
 * Database down: neither form may report success, nothing is mailed, and the answer is a clear
 * JSON error. Once the database is reachable again, submissions work without a restart.
 */
import { mkdtemp } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, expect, it, vi } from "vitest";
import { closeDatabase, getDb } from "#platform/db/client.ts";
import { readOutbox } from "#platform/mail/file-outbox.ts";
import { callFunction } from "../helpers/function-call.ts";
import { validApplication } from "../helpers/application-fixture.ts";
import submitApplication from "../../netlify/functions/membership-applications.mts";
import contact from "../../netlify/functions/contact.mts";
import platform from "../../netlify/functions/platform.mts";
import { mintSessionToken } from "#platform/auth/local/mint-token.ts";

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
  expect(call.body).toEqual({
    success: false,
    error: "database_unavailable",
    message: "Der Antrag konnte nicht gespeichert werden. Bitte versuchen Sie es später erneut.",
  });
});

it("answers a contact message with storage_failed (500), never a success", async () => {
  const call = await callFunction(contact, "/api/contact-email", { body: contactBody, ip: "192.0.2.1" });
  expect(call.response.status).toBe(500);
  expect(call.body).toMatchObject({ success: false, error: "storage_failed", message: expect.stringContaining("nicht gespeichert") });
  expect(await readOutbox()).toHaveLength(0);
});

it("answers GET /api/sentry-config, which needs no database (issue 21)", async () => {
  process.env.PUBLIC_SENTRY_DSN = "https://public@o1.ingest.sentry.io/2";
  try {
    const call = await callFunction(platform, "/api/sentry-config", { method: "GET" });
    expect(call.response.status).toBe(200);
    expect(call.body).toEqual({ dsn: "https://public@o1.ingest.sentry.io/2" });
  } finally {
    delete process.env.PUBLIC_SENTRY_DSN;
  }
});

it("answers a signed-in back-office request 503 database_unavailable, not 500 (the sign-in check reads the database)", async () => {
  const { token } = await mintSessionToken({ userId: "user_databaseDown", sessionId: "sess_databaseDown", authorizedParty: "http://localhost" });
  const call = await callFunction(submitApplication, "/api/membership-applications/review", { method: "GET", headers: { authorization: `Bearer ${token}` } });
  expect(call.response.status).toBe(503);
  expect(call.body).toMatchObject({ success: false, error: "database_unavailable" });
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
