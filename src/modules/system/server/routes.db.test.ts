/**
 * System endpoints through their handlers: no secret in the status, a dead outbox delivery retried
 * from the screen is delivered, discarding is audited, a job runs on request, and no other role
 * reaches any of it.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { mkdtemp } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { and, eq } from "drizzle-orm";
import { closeDatabase, getDb } from "#platform/db/client.ts";
import { auditLog } from "#platform/audit/tables.ts";
import { enqueue } from "#platform/outbox/enqueue.ts";
import { outbox } from "#platform/outbox/tables.ts";
import { createRoleUsers, roleCaller } from "../../../../tests/helpers/role-users.ts";
import { startRecorder } from "../../../../tests/helpers/http-recorder.ts";
import system from "../../../../netlify/functions/system.mts";
import security from "../../../../netlify/functions/security.mts";
import { authConfig } from "#platform/auth/auth-config.ts";
import { PAIR_WINDOW_MS } from "#platform/auth/local/attempts.ts";

const tokens = new Map<string, string>();
const userIds = new Map<string, string>();
const call = roleCaller(tokens);

beforeAll(async () => {
  process.env.MAIL_OUTBOX_DIR = await mkdtemp(path.join(tmpdir(), "vnsi-operations-"));
  await getDb();
  await createRoleUsers(userIds, tokens);
}, 180_000);
afterAll(() => closeDatabase());

describe("system", () => {
  it("reports database, migrations, services without secrets, outbox and jobs", async () => {
    process.env.RESEND_API_KEY = "re_secret_value_123";
    process.env.MEMBERSHIP_WEBHOOK_URLS = "https://hooks.example.org/webhook/s3cr3t-token";
    try {
      const status = await call(system, "GET", "/api/system/status", { as: "admin" });
      expect(status.status).toBe(200);
      expect(status.body.migrations.latest).toMatch(/^\d{4}_.+\.sql$/);
      expect(status.body.migrations.pending).toEqual([]);
      expect(status.body.services.map((s: { id: string }) => s.id)).toEqual(["database", "mail", "webhooks", "errors", "identity", "storage"]);
      expect(status.body.jobs.map((j: { name: string }) => j.name)).toContain("audit.verify");
      expect(status.text).not.toContain("re_secret_value_123");
      expect(status.text).not.toContain("s3cr3t-token");
      expect(status.text).toContain("https://hooks.example.org/…");
    } finally {
      delete process.env.RESEND_API_KEY;
      delete process.env.MEMBERSHIP_WEBHOOK_URLS;
    }
  });

  it("states the sign-in brakes in the rate-limit monitor's words, as the sign-in code applies them (issue 23)", async () => {
    const status = await call(system, "GET", "/api/system/status", { as: "admin" });
    const identity = (status.body.services as { id: string; items: { label: string; value: string }[] }[]).find((s) => s.id === "identity")!;
    const monitor = await call(security, "GET", "/api/security/rate-limits", { as: "admin" });
    const signInRules = (monitor.body.rules as { scope: string; label: string; note: string }[]).filter((r) => r.scope.startsWith("sign_"));
    expect(signInRules.length).toBe(4);
    for (const rule of signInRules) expect(identity.items).toContainEqual({ label: rule.label, value: rule.note });
    // What the product applies: 5 free failures per account and client a day with growing waits,
    // 50 in 15 minutes per account from unknown clients.
    const pair = signInRules.find((r) => r.scope === "sign_in_pair")!;
    expect(pair.note).toContain(`${authConfig().local.maxFailuresPerAccount} Fehlversuche je Konto und Client in einem Tag frei`);
    expect(PAIR_WINDOW_MS).toBe(24 * 60 * 60 * 1000);
    expect(signInRules.find((r) => r.scope === "sign_in_account")!.note).toContain(
      `höchstens ${authConfig().local.maxFailuresPerAddress} Fehlversuche je Konto in 15 Minuten`,
    );
    expect(identity.items.map((i) => i.value)).not.toContain(`${authConfig().local.maxFailuresPerAccount} in 15 Minuten`);
  });

  it("a dead delivery retried from the screen is delivered", async () => {
    const receiver = await startRecorder();
    try {
      const db = await getDb();
      const [id] = await enqueue(db, [{ kind: "webhook", target: `${receiver.url}/hook`, payload: { retried: true }, reference: "test:retry" }]);
      await db.update(outbox).set({ status: "dead", attempts: 14, lastError: "Error: receiver was down" }).where(eq(outbox.id, id!));
      const dead = await call(system, "GET", "/api/system/outbox?status=dead", { as: "admin" });
      expect(dead.body.items.map((i: { id: string }) => i.id)).toContain(id);
      // Each kind in German, from its channel (module channels too, e.g. notification mails).
      expect(dead.body.items.find((i: { id: string }) => i.id === id)).toMatchObject({ kind: "webhook", kindLabel: "Webhook" });

      const retried = await call(system, "POST", `/api/system/outbox/${id}/retry`, { as: "admin" });
      expect(retried.status).toBe(200);
      const [row] = await db.select().from(outbox).where(eq(outbox.id, id!));
      expect(row).toMatchObject({ status: "sent", attempts: 1 });
      expect(receiver.requests.map((r) => JSON.parse(r.body))).toEqual([{ retried: true }]);
      const [entry] = await db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.action, "outbox.retried"), eq(auditLog.entityId, id!)));
      expect(entry?.before).toMatchObject({ status: "dead", lastError: "Error: receiver was down" });

      expect((await call(system, "POST", `/api/system/outbox/${id}/retry`, { as: "admin" })).status).toBe(409);
    } finally {
      await receiver.close();
    }
  });

  it("discards a dead delivery (audited) and refuses other roles", async () => {
    const db = await getDb();
    const [id] = await enqueue(db, [{ kind: "webhook", target: "http://127.0.0.1:9/never", payload: {}, reference: "test:discard" }]);
    await db.update(outbox).set({ status: "dead" }).where(eq(outbox.id, id!));
    for (const as of ["vorstand", "geschaeftsfuehrung", "mitglied"]) {
      expect((await call(system, "DELETE", `/api/system/outbox/${id}`, { as })).status).toBe(403);
      expect((await call(system, "GET", "/api/system/outbox?status=dead", { as })).status).toBe(403);
    }
    expect((await call(system, "DELETE", `/api/system/outbox/${id}`, { as: "admin" })).status).toBe(204);
    expect(await db.select().from(outbox).where(eq(outbox.id, id!))).toEqual([]);
    const [entry] = await db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, "outbox.discarded"), eq(auditLog.entityId, id!)));
    expect(entry?.before).toMatchObject({ kind: "webhook", reference: "test:discard" });
    expect((await call(system, "DELETE", `/api/system/outbox/${id}`, { as: "admin" })).status).toBe(404);
  });

  it("runs a job on request and shows its last run", async () => {
    const run = await call(system, "POST", "/api/system/jobs/audit.verify/run", { as: "admin" });
    expect(run.body).toMatchObject({ name: "audit.verify", status: "ok" });
    const status = await call(system, "GET", "/api/system/status", { as: "admin" });
    const job = status.body.jobs.find((j: { name: string }) => j.name === "audit.verify");
    expect(job).toMatchObject({ lastStatus: "ok", schedule: "täglich um 02:30 Uhr" });
    expect(job.recentRuns.length).toBeGreaterThan(0);
    expect((await call(system, "POST", "/api/system/jobs/no.such-job/run", { as: "admin" })).status).toBe(404);
  });
});
