/**
 * POST /api/membership-applications against the real database: stored exactly once, deliveries
 * queued and sent, bad input answered with a clear 4xx and nothing stored. Parallel submissions are
 * in membership-applications-races.pg.test.ts (real Postgres).
 */
import { mkdtemp } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { count, eq, like } from "drizzle-orm";
import { getDb } from "#platform/db/client.ts";
import { membershipApplications } from "#modules/membership-applications/server/tables.ts";
import { outbox } from "#platform/outbox/tables.ts";
import { readOutbox } from "#platform/mail/file-outbox.ts";
import { toApplicationPayload, type ApplicationForm } from "#modules/membership-applications/schema/application.ts";
import { callFunction } from "../../../../tests/helpers/function-call.ts";
import { startRecorder, type HttpRecorder } from "../../../../tests/helpers/http-recorder.ts";
import { validApplication } from "../../../../tests/helpers/application-fixture.ts";
import submit from "../../../../netlify/functions/membership-applications.mts";

// Database tests share two cores with the rest of the suite; allow for a busy machine.
vi.setConfig({ testTimeout: 30_000 });

const PATH = "/api/membership-applications";
let hooks: HttpRecorder[] = [];

beforeAll(async () => {
  process.env.MAIL_OUTBOX_DIR = await mkdtemp(path.join(tmpdir(), "vnsi-applications-"));
  delete process.env.RESEND_API_KEY;
  delete process.env.REQUIRE_EMAIL;
  hooks = [await startRecorder(), await startRecorder()];
  process.env.MEMBERSHIP_WEBHOOK_URLS = hooks.map((h) => `${h.url}/webhook/mitgliedsantrag`).join(", ");
  await getDb(); // opening and migrating the database is not part of any test's time
}, 120_000);
afterAll(async () => {
  delete process.env.MEMBERSHIP_WEBHOOK_URLS;
  await Promise.all(hooks.map((h) => h.close()));
});

async function rowCount(): Promise<number> {
  const [row] = await (await getDb()).select({ n: count() }).from(membershipApplications);
  return row?.n ?? 0;
}

describe("happy path", () => {
  it("stores the application once, with 'sonstige: <text>' appended and optional fields null, then sends mails and webhooks", async () => {
    const form = {
      ...validApplication({ infrastructure_types: ["schienenwege", "sonstige"], track_length: 12.5 }),
      infrastructure_other: "Seilbahnanschluss",
      accept_statutes: true,
      confirm_authority: true,
      accept_privacy: true,
    } as unknown as ApplicationForm;
    const payload = toApplicationPayload(form);
    const call = await callFunction(submit, PATH, { body: payload });
    expect(call.response.status).toBe(201);
    expect(call.body).toEqual({ success: true, id: expect.stringMatching(/^[0-9a-f-]{36}$/) });
    const id = call.body.id as string;

    const db = await getDb();
    const rows = await db.select().from(membershipApplications).where(eq(membershipApplications.companyName, form.company_name));
    expect(rows).toHaveLength(1);
    const row = rows[0]!;
    expect(row.id).toBe(id);
    expect(row.status).toBe("pending");
    expect(row.infrastructureTypes).toEqual(["schienenwege", "sonstige", "sonstige: Seilbahnanschluss"]);
    expect(row.trackLength).toBe("12.5");
    expect(row.employeeCount).toBe(42);
    expect(row.desiredEntryDate).toBe(form.desired_entry_date);
    expect([row.website, row.representativeTitle, row.representativePhone, row.referralSource]).toEqual([null, null, null, null]);
    expect(row.version).toBe(1);

    await call.settle();
    const deliveries = await db
      .select()
      .from(outbox)
      .where(eq(outbox.reference, `membership_application:${id}`));
    expect(deliveries.map((d) => `${d.kind}:${d.status}`).sort()).toEqual(["email:sent", "email:sent", "webhook:sent", "webhook:sent"]);

    const mails = (await readOutbox()).filter((m) => m.text.includes(form.company_name));
    const confirmation = mails.find((m) => m.subject === "Ihr Mitgliedsantrag beim VNSI");
    expect(confirmation?.to).toEqual(["erika.mustermann@hafenbahn.example", "info@hafenbahn.example"]);
    expect(confirmation?.text).toContain("Guten Tag Frau Erika Mustermann");
    expect(confirmation?.text).toContain("Schienenwege, Sonstige, sonstige: Seilbahnanschluss");
    const office = mails.find((m) => m.subject === `Neuer Mitgliedsantrag: ${form.company_name}`);
    expect(office?.to).toBe("geschaeftsstelle@vnsi-verband.de");
    expect(office?.replyTo).toBe("erika.mustermann@hafenbahn.example");
    expect(office?.text).toContain(id);

    for (const hook of hooks) {
      const received = hook.requests.filter((r) => r.body.includes(id));
      expect(received).toHaveLength(1);
      expect(received[0]!.path).toBe("/webhook/mitgliedsantrag");
      expect(received[0]!.headers["content-type"]).toBe("application/json");
      expect(JSON.parse(received[0]!.body)).toMatchObject({ id, company_name: form.company_name, track_length: 12.5, status: "pending", website: null });
    }
  });

  it("stores optional fields that were left out of the payload as null", async () => {
    const { website: _w, representative_title: _t, representative_phone: _p, track_length: _l, referral_source: _r, ...required } = validApplication();
    const call = await callFunction(submit, PATH, { body: required });
    expect(call.response.status).toBe(201);
    const [row] = await (await getDb())
      .select()
      .from(membershipApplications)
      .where(eq(membershipApplications.id, call.body.id as string));
    expect([row?.website, row?.representativeTitle, row?.representativePhone, row?.trackLength, row?.referralSource]).toEqual([null, null, null, null, null]);
    await call.settle();
  });

  it("stores SQL and HTML injection strings verbatim as data and escapes them in mail HTML", async () => {
    const sqlText = "Robert'); DROP TABLE membership_applications;-- GmbH";
    const htmlText = `<script>alert("x")</script><img src=x onerror=alert(1)>`;
    const call = await callFunction(submit, PATH, { body: validApplication({ company_name: sqlText, representative_firstname: htmlText }) });
    expect(call.response.status).toBe(201);
    const db = await getDb();
    const [row] = await db
      .select()
      .from(membershipApplications)
      .where(eq(membershipApplications.id, call.body.id as string));
    expect(row?.companyName).toBe(sqlText);
    expect(row?.representativeFirstname).toBe(htmlText);
    await call.settle();
    const mail = (await readOutbox()).find((m) => m.text.includes(String(call.body.id)));
    expect(mail?.text).toContain(htmlText);
    expect(mail?.html).not.toContain("<script>");
    expect(mail?.html).not.toContain("<img");
    expect(mail?.html).toContain("&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;&lt;img src=x onerror=alert(1)&gt;");
  });
});

describe("bad input is answered with a clear 4xx and nothing is stored", () => {
  const big = "x".repeat(70 * 1024);
  const cases: [name: string, body: unknown, status: number, error: string, detail?: RegExp][] = [
    ["malformed JSON", '{"company_name": "A', 400, "invalid_json"],
    ["a JSON array", "[]", 400, "invalid_input"],
    ["JSON null", "null", 400, "invalid_input"],
    ["employee_count as text", validApplication({ employee_count: "viele" }), 400, "invalid_input", /^employee_count: Anzahl Mitarbeiter ist erforderlich$/],
    ["employee_count 0", validApplication({ employee_count: 0 }), 400, "invalid_input", /Anzahl Mitarbeiter ist erforderlich/],
    ["postal code with 4 digits", validApplication({ postal_code: "1234" }), 400, "invalid_input", /PLZ muss 5 Ziffern haben/],
    ["infrastructure_types as a string", validApplication({ infrastructure_types: "schienenwege" }), 400, "invalid_input", /^infrastructure_types: /],
    ["no infrastructure type", validApplication({ infrastructure_types: [] }), 400, "invalid_input", /Mindestens eine Infrastrukturart auswählen/],
    ["an unknown infrastructure type", validApplication({ infrastructure_types: ["luftschiffe"] }), 400, "invalid_input", /infrastructure_types/],
    ["an unknown field", { ...validApplication(), is_admin: true }, 400, "invalid_input", /Unbekannte Felder: is_admin/],
    [
      "a status chosen by the client",
      { ...validApplication(), status: "approved" },
      400,
      "invalid_input",
      /^status: Ein neuer Antrag hat immer den Status pending\.$/,
    ],
    [
      "a date in the past",
      validApplication({ desired_entry_date: "2020-01-01" }),
      400,
      "invalid_input",
      /Beitrittstermin darf nicht in der Vergangenheit liegen/,
    ],
    ["an impossible date", validApplication({ desired_entry_date: "2999-02-30" }), 400, "invalid_input", /Beitrittstermin ist kein gültiges Datum/],
    ["an invalid e-mail", validApplication({ email: "kein-at-zeichen" }), 400, "invalid_input", /^email: Gültige E-Mail erforderlich$/],
    ["a NUL byte", validApplication({ city: "Halle\u0000" }), 400, "invalid_input", /Steuerzeichen/],
    ["a body over 64 KB", validApplication({ company_name: big }), 413, "payload_too_large"],
    ["empty required fields", validApplication({ company_name: " ", city: "" }), 400, "invalid_input", /Unternehmensname ist erforderlich/],
  ];

  it.each(cases)("%s", async (_name, body, status, error, detail) => {
    const before = await rowCount();
    const call = await callFunction(submit, PATH, { body });
    expect(call.response.status).toBe(status);
    expect(call.body).toMatchObject({ success: false, error, message: expect.any(String) });
    if (detail) expect(call.body.details as string[]).toEqual(expect.arrayContaining([expect.stringMatching(detail)]));
    expect(await rowCount()).toBe(before);
  });

  it("rejects a body that is not JSON (415) and other methods (405)", async () => {
    const form = await callFunction(submit, PATH, { body: "company_name=x", headers: { "content-type": "application/x-www-form-urlencoded" } });
    expect(form.response.status).toBe(415);
    const get = await callFunction(submit, PATH, { method: "GET" });
    expect(get.response.status).toBe(405);
    expect(get.response.headers.get("allow")).toBe("POST");
  });
});

describe("flood protection", () => {
  it("answers 429 after ten applications from one client within an hour and stores nothing more", async () => {
    const ip = "192.0.2.77";
    const tag = `Flut ${Date.now()}`;
    for (let i = 0; i < 10; i++) {
      const call = await callFunction(submit, PATH, { body: validApplication({ company_name: `${tag} #${i}` }), ip });
      expect(call.response.status).toBe(201);
      await call.settle();
    }
    const refused = await callFunction(submit, PATH, { body: validApplication({ company_name: `${tag} #10` }), ip });
    expect(refused.response.status).toBe(429);
    expect(refused.body).toMatchObject({ success: false, error: "rate_limited" });
    const other = await callFunction(submit, PATH, { body: validApplication({ company_name: `${tag} other` }), ip: "192.0.2.78" });
    expect(other.response.status).toBe(201);
    await other.settle();
    const rows = await (await getDb())
      .select()
      .from(membershipApplications)
      .where(like(membershipApplications.companyName, `${tag}%`));
    expect(rows).toHaveLength(11);
  });
});

describe("status pending (issue 9) and identical submissions (issue 10)", () => {
  it('accepts "status": "pending" (SPEC section 7) and refuses any other status in German', async () => {
    const pending = await callFunction(submit, PATH, { body: validApplication({ status: "pending" }), ip: "192.0.2.90" });
    expect(pending.response.status).toBe(201);
    const approved = await callFunction(submit, PATH, { body: validApplication({ status: "approved" }), ip: "192.0.2.90" });
    expect(approved.response.status).toBe(400);
    expect(approved.body.details).toEqual(["status: Ein neuer Antrag hat immer den Status pending."]);
  });
});
