/**
 * Faults of the delivery path against the real database: a webhook receiver that is down or slow,
 * Resend failing, giving up after the last attempt, leases. A submission always succeeds; its
 * deliveries are kept and sent once the receiver is back. Several dispatchers at once:
 * outbox-races.pg.test.ts (real Postgres).
 */
import { mkdtemp } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { eq } from "drizzle-orm";
import { getDb } from "../db/client.ts";
import { outbox } from "./tables.ts";
import { sendMail } from "../mail/send-mail.ts";
import { callFunction } from "../../../tests/helpers/function-call.ts";
import { startRecorder, type HttpRecorder } from "../../../tests/helpers/http-recorder.ts";
import { validApplication } from "../../../tests/helpers/application-fixture.ts";
import submitApplication from "../../../netlify/functions/membership-applications.mts";
import scheduledJobs from "../../../netlify/functions/scheduled-jobs.mts";
import { LEASE_MS, MAX_ATTEMPTS } from "./backoff.ts";
import { claimDue } from "./claim.ts";
import { dispatchOutbox } from "./dispatch.ts";
import { enqueue } from "./enqueue.ts";
import { attachmentFromBytes, MAX_ATTACHMENT_BYTES } from "../mail/attachments.ts";

// Database tests share two cores with the rest of the suite; allow for a busy machine.
vi.setConfig({ testTimeout: 30_000 });

const minutesFromNow = (minutes: number) => new Date(Date.now() + minutes * 60_000);
let receiver: HttpRecorder;

beforeAll(async () => {
  process.env.MAIL_OUTBOX_DIR = await mkdtemp(path.join(tmpdir(), "vnsi-outbox-"));
  await getDb();
}, 120_000);
afterEach(async () => {
  for (const key of ["MEMBERSHIP_WEBHOOK_URLS", "WEBHOOK_TIMEOUT_MS", "RESEND_API_KEY", "RESEND_BASE_URL"]) delete process.env[key];
  await receiver?.close().catch(() => undefined);
});

async function webhookRowsOf(applicationId: string) {
  const db = await getDb();
  return db
    .select()
    .from(outbox)
    .where(eq(outbox.reference, `membership_application:${applicationId}`))
    .then((rows) => rows.filter((r) => r.kind === "webhook"));
}

describe("webhook receiver faults", () => {
  it("receiver down: the submission succeeds, the delivery is retried with backoff and delivered once the receiver is back", async () => {
    receiver = await startRecorder();
    const port = receiver.port;
    await receiver.close(); // nothing listens on this port now
    process.env.MEMBERSHIP_WEBHOOK_URLS = `http://127.0.0.1:${port}/hook`;

    const call = await callFunction(submitApplication, "/api/membership-applications", { body: validApplication() });
    expect(call.response.status).toBe(201);
    await call.settle();
    const id = call.body.id as string;
    let [row] = await webhookRowsOf(id);
    expect(row).toMatchObject({ status: "failed", attempts: 1, lastError: expect.stringContaining("Webhook request failed") });
    expect(row!.nextAttemptAt.getTime() - Date.now()).toBeGreaterThan(50_000); // first retry after about a minute

    expect((await dispatchOutbox({ ids: [row!.id], now: new Date() })).claimed).toBe(0); // not due yet
    expect(await dispatchOutbox({ ids: [row!.id], now: minutesFromNow(1.5) })).toMatchObject({ claimed: 1, retrying: 1 });
    [row] = await webhookRowsOf(id);
    expect(row).toMatchObject({ status: "failed", attempts: 2 });

    receiver = await startRecorder(undefined, port); // back again
    expect(await dispatchOutbox({ ids: [row!.id], now: minutesFromNow(10) })).toMatchObject({ claimed: 1, sent: 1 });
    [row] = await webhookRowsOf(id);
    expect(row).toMatchObject({ status: "sent", attempts: 3, lastError: null });
    expect(receiver.requests).toHaveLength(1);
    expect(receiver.requests[0]!.headers["x-vnsi-delivery-id"]).toBe(row!.id);
    expect(JSON.parse(receiver.requests[0]!.body)).toMatchObject({ id, status: "pending" });
  });

  it("slow receiver: the answer does not wait for it, the try times out and is repeated later", async () => {
    receiver = await startRecorder();
    receiver.mode = "slow";
    receiver.slowMs = 1_500;
    process.env.MEMBERSHIP_WEBHOOK_URLS = `${receiver.url}/hook`;
    process.env.WEBHOOK_TIMEOUT_MS = "200";

    const started = performance.now();
    const call = await callFunction(submitApplication, "/api/membership-applications", { body: validApplication() });
    expect(call.response.status).toBe(201);
    expect(performance.now() - started).toBeLessThan(1_000);
    await call.settle();
    let [row] = await webhookRowsOf(call.body.id as string);
    expect(row).toMatchObject({ status: "failed", attempts: 1, lastError: "Error: Webhook timed out after 200 ms" });

    receiver.mode = "ok";
    // The repeat is about being repeated, not about speed: on a busy machine 200 ms can pass before
    // even a fast receiver answers.
    process.env.WEBHOOK_TIMEOUT_MS = "10000";
    await dispatchOutbox({ ids: [row!.id], now: minutesFromNow(2) });
    [row] = await webhookRowsOf(call.body.id as string);
    expect(row?.status).toBe("sent");
  });

  it("gives up after the last attempt: status dead, reported", async () => {
    const db = await getDb();
    const [id] = await enqueue(db, [{ kind: "webhook", target: "http://127.0.0.1:9/never", payload: { test: true }, reference: "test:dead" }]);
    await db
      .update(outbox)
      .set({ attempts: MAX_ATTEMPTS - 1 })
      .where(eq(outbox.id, id!));
    const logged = vi.spyOn(console, "error").mockImplementation(() => undefined);
    expect(await dispatchOutbox({ ids: [id!] })).toMatchObject({ dead: 1 });
    const [row] = await db.select().from(outbox).where(eq(outbox.id, id!));
    expect(row).toMatchObject({ status: "dead", attempts: MAX_ATTEMPTS });
    expect(String(logged.mock.calls.flat().join(" "))).toContain(`Outbox delivery ${id} (webhook) gave up after ${MAX_ATTEMPTS} attempts`);
    logged.mockRestore();
    expect((await dispatchOutbox({ ids: [id!], now: minutesFromNow(60 * 24) })).claimed).toBe(0);
  });
});

describe("Resend faults", () => {
  it("keeps a mail that Resend refuses (HTTP 500) and sends it on a later try, once, with the same idempotency key", async () => {
    receiver = await startRecorder(() => ({ id: "email_123" }));
    receiver.mode = "fail";
    process.env.RESEND_API_KEY = "re_test_key";
    process.env.RESEND_BASE_URL = receiver.url;

    const message = { to: "erika@example.org", subject: "Test über Resend", text: "Hallo", html: "<p>Hallo</p>", replyTo: "office@example.org" };
    const result = await sendMail(message);
    expect(result.delivered).toBe(false);
    const db = await getDb();
    let [row] = await db.select().from(outbox).where(eq(outbox.id, result.id));
    expect(row).toMatchObject({ kind: "email", status: "failed", attempts: 1, target: "erika@example.org" });
    expect(row!.lastError).toMatch(/Resend: internal_server_error.*Receiver failed on purpose/);

    receiver.mode = "ok";
    await dispatchOutbox({ ids: [result.id], now: minutesFromNow(2) });
    [row] = await db.select().from(outbox).where(eq(outbox.id, result.id));
    expect(row?.status).toBe("sent");
    expect(receiver.requests.map((r) => r.answeredWith)).toEqual(["fail", "ok"]);
    const sent = receiver.requests[1]!;
    expect(sent.path).toBe("/emails");
    expect(sent.headers.authorization).toBe("Bearer re_test_key");
    expect(sent.headers["idempotency-key"]).toBe(`outbox-${result.id}`);
    expect(receiver.requests[0]!.headers["idempotency-key"]).toBe(`outbox-${result.id}`);
    expect(JSON.parse(sent.body)).toMatchObject({
      to: "erika@example.org",
      subject: "Test über Resend",
      text: "Hallo",
      html: "<p>Hallo</p>",
      reply_to: "office@example.org",
      from: "VNSI <info@vnsi-verband.de>",
    });
  });
});

describe("leases", () => {
  it("a claim leases the row; it becomes due again only when the lease has run out", async () => {
    const db = await getDb();
    const [id] = await enqueue(db, [{ kind: "webhook", target: "http://127.0.0.1:9/x", payload: {}, reference: "test:lease" }]);
    const now = new Date();
    expect(await claimDue(db, { now, limit: 5, ids: [id!] })).toHaveLength(1);
    expect(await claimDue(db, { now, limit: 5, ids: [id!] })).toHaveLength(0);
    expect(await claimDue(db, { now: new Date(now.getTime() + LEASE_MS + 1_000), limit: 5, ids: [id!] })).toHaveLength(1);
    await db.update(outbox).set({ status: "dead" }).where(eq(outbox.id, id!));
  });

  it("a permanent failure (an attachment over the limit) is given up at once, not retried", async () => {
    const db = await getDb();
    const huge = attachmentFromBytes("Riesig.pdf", "application/pdf", new Uint8Array(MAX_ATTACHMENT_BYTES + 1));
    const [id] = await enqueue(db, [
      {
        kind: "email",
        target: "x@example.org",
        payload: { to: "x@example.org", subject: "s", text: "t", html: "<p>t</p>", attachments: [huge] },
        reference: "test:permanent",
      },
    ]);
    expect(await dispatchOutbox({ ids: [id!] })).toMatchObject({ claimed: 1, dead: 1, retrying: 0 });
    const [row] = await db.select().from(outbox).where(eq(outbox.id, id!));
    expect(row).toMatchObject({
      status: "dead",
      attempts: 1,
      lastError: expect.stringContaining("MailAttachmentError: Mail attachments are limited to 5.0 MB"),
    });
  });

  it("the scheduled function sends due rows and reports a summary", async () => {
    receiver = await startRecorder();
    const db = await getDb();
    const [id] = await enqueue(db, [{ kind: "webhook", target: `${receiver.url}/hook`, payload: { scheduled: true }, reference: "test:scheduled" }]);
    const response = await scheduledJobs();
    expect(response.status).toBe(200);
    const body = (await response.json()) as { ok: boolean; jobs: { name: string; result?: { sent: number } }[] };
    expect(body.ok).toBe(true);
    expect(body.jobs.find((j) => j.name === "outbox.dispatch")?.result?.sent).toEqual(expect.any(Number));
    const [row] = await db.select().from(outbox).where(eq(outbox.id, id!));
    expect(row?.status).toBe("sent");
  });
});

afterAll(() => vi.restoreAllMocks());
