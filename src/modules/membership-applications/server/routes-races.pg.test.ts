/**
 * POST /api/membership-applications under parallel submissions (real Postgres in the "postgres"
 * project; PGlite would serialise them): 50 different applications stored once each, 30 identical
 * ones stored and mailed once. The rest of the contract is in membership-applications.db.test.ts.
 */
import { mkdtemp } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { count, eq, inArray, like } from "drizzle-orm";
import { getDb } from "#platform/db/client.ts";
import { membershipApplications } from "#modules/membership-applications/server/tables.ts";
import { outbox } from "#platform/outbox/tables.ts";
import { callFunction } from "../../../../tests/helpers/function-call.ts";
import { startRecorder, type HttpRecorder } from "../../../../tests/helpers/http-recorder.ts";
import { validApplication } from "../../../../tests/helpers/application-fixture.ts";
import submit from "../../../../netlify/functions/membership-applications.mts";

const PATH = "/api/membership-applications";
let hooks: HttpRecorder[] = [];

beforeAll(async () => {
  process.env.MAIL_OUTBOX_DIR = await mkdtemp(path.join(tmpdir(), "vnsi-applications-"));
  delete process.env.RESEND_API_KEY;
  delete process.env.REQUIRE_EMAIL;
  hooks = [await startRecorder(), await startRecorder()];
  process.env.MEMBERSHIP_WEBHOOK_URLS = hooks.map((h) => `${h.url}/webhook/mitgliedsantrag`).join(", ");
  await getDb();
}, 120_000);
afterAll(async () => {
  delete process.env.MEMBERSHIP_WEBHOOK_URLS;
  await Promise.all(hooks.map((h) => h.close()));
});

describe("concurrency", () => {
  it("stores 50 parallel applications exactly once each", async () => {
    const tag = `Parallel ${crypto.randomUUID().slice(0, 8)}`;
    const calls = await Promise.all(
      Array.from({ length: 50 }, (_, i) => callFunction(submit, PATH, { body: validApplication({ company_name: `${tag} #${i}` }), ip: `198.51.100.${i}` })),
    );
    expect(calls.map((c) => c.response.status)).toEqual(Array(50).fill(201));
    const ids = calls.map((c) => c.body.id as string);
    expect(new Set(ids).size).toBe(50);
    const db = await getDb();
    const rows = await db
      .select({ id: membershipApplications.id, name: membershipApplications.companyName })
      .from(membershipApplications)
      .where(like(membershipApplications.companyName, `${tag} #%`));
    expect(rows).toHaveLength(50);
    expect(new Set(rows.map((r) => r.name)).size).toBe(50);
    await Promise.all(calls.map((c) => c.settle()));
    const deliveries = await db
      .select({ status: outbox.status })
      .from(outbox)
      .where(
        inArray(
          outbox.reference,
          ids.map((id) => `membership_application:${id}`),
        ),
      );
    expect(deliveries).toHaveLength(200);
    expect(deliveries.every((d) => d.status === "sent")).toBe(true);
  }, 60_000);
});

describe("identical submissions (issue 10)", () => {
  it("stores 30 identical parallel submissions once, mails once, and answers every sender with success", async () => {
    const body = validApplication();
    const calls = await Promise.all(Array.from({ length: 30 }, (_, i) => callFunction(submit, PATH, { body, ip: `198.51.100.${100 + i}` })));
    await Promise.all(calls.map((c) => c.settle()));
    expect(calls.map((c) => c.response.status)).toEqual(Array(30).fill(201));
    const ids = new Set(calls.map((c) => c.body.id));
    expect(ids.size).toBe(1);
    const db = await getDb();
    const rows = await db
      .select({ id: membershipApplications.id })
      .from(membershipApplications)
      .where(eq(membershipApplications.companyName, body.company_name as string));
    expect(rows).toHaveLength(1);
    const queued = await db
      .select({ n: count() })
      .from(outbox)
      .where(eq(outbox.reference, `membership_application:${rows[0]!.id}`));
    // Two mails and one webhook per configured URL, once.
    expect(queued[0]?.n).toBe(2 + hooks.length);
    // Another company from the same address is its own application.
    const other = await callFunction(submit, PATH, { body: { ...body, company_name: `${body.company_name as string} Zwei` }, ip: "198.51.100.200" });
    expect(other.body.id).not.toBe([...ids][0]);
  });
});
