/**
 * A member's billing profile through the function handler: the organisation's data until one is
 * stored, German errors for bad input, a version check, the audit trail; the next fee run
 * addresses and mails the invoice with the edited profile; a member (mitglied) cannot read it.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { mkdtemp } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { and, eq } from "drizzle-orm";
import { closeDatabase, getDb, type Db } from "#platform/db/client.ts";
import { outbox } from "#platform/outbox/tables.ts";
import { auditLog } from "#platform/audit/tables.ts";
import { createRoleUsers, roleCaller } from "../../../../tests/helpers/role-users.ts";
import { completeSettings, createTestMember, scheduleFor } from "./testing-fixtures.ts";
import { financeInvoices } from "./tables.ts";
import finances from "../../../../netlify/functions/finances.mts";

const tokens = new Map<string, string>();
const userIds = new Map<string, string>();
const call = roleCaller(tokens);
const BASE = "/api/finances";
const YEAR = 2061;
let db: Db;
let membershipId = "";
let organizationName = "";
const url = () => `${BASE}/billing-profiles/${membershipId}`;

beforeAll(async () => {
  process.env.MAIL_OUTBOX_DIR = await mkdtemp(path.join(tmpdir(), "vnsi-finances-billing-"));
  db = await getDb();
  await createRoleUsers(userIds, tokens);
  await completeSettings(db);
  const member = await createTestMember(db, `Adressbahn ${Date.now()} GmbH`, { trackLengthKm: "2.0" });
  membershipId = member.membership.id;
  organizationName = member.organization.name;
}, 120_000);
afterAll(() => closeDatabase());

const edited = {
  recipientName: "Adressbahn Betriebsgesellschaft mbH",
  attention: "Buchhaltung, Frau Lehmann",
  street: "Kreditorenweg 12",
  postalCode: "14482",
  city: "Potsdam",
  billingEmail: "rechnungen@adressbahn.example",
};

describe("billing profiles", () => {
  it("shows the organisation's data until a profile is stored", async () => {
    const profile = await call(finances, "GET", url(), { as: "vorstand", params: { id: membershipId } });
    expect(profile.status).toBe(200);
    expect(profile.body).toMatchObject({
      membershipId,
      organizationName,
      recipientName: organizationName,
      street: "Gleisweg 1",
      postalCode: "10115",
      city: "Berlin",
      debtorNumber: null,
      version: null,
    });
    const missing = "00000000-0000-4000-8000-000000000000";
    expect((await call(finances, "GET", `${BASE}/billing-profiles/${missing}`, { as: "vorstand", params: { id: missing } })).status).toBe(404);
  });

  it("explains bad input in German and stores nothing", async () => {
    const bad = await call(finances, "PUT", url(), {
      as: "admin",
      params: { id: membershipId },
      body: { ...edited, postalCode: "?", billingEmail: "keine-adresse", recipientName: "", version: null },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.details.join(" ")).toContain("Postleitzahl angeben");
    expect(bad.body.details.join(" ")).toContain("Bitte eine gültige E-Mail-Adresse angeben");
    expect(bad.body.details.join(" ")).toContain("Rechnungsempfänger angeben");
    expect((await call(finances, "GET", url(), { as: "admin", params: { id: membershipId } })).body.version).toBeNull();
  });

  it("stores the profile, then refuses a stale version with a German 409; the audit trail has both", async () => {
    const created = await call(finances, "PUT", url(), { as: "admin", params: { id: membershipId }, body: { ...edited, version: null } });
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    expect(created.body).toMatchObject({ ...edited, version: 1, debtorNumber: expect.stringMatching(/^D-\d{4,}$/) });
    const again = await call(finances, "PUT", url(), { as: "admin", params: { id: membershipId }, body: { ...edited, version: null } });
    expect(again.status).toBe(409);
    const updated = await call(finances, "PUT", url(), { as: "vorstand", params: { id: membershipId }, body: { ...edited, attention: null, version: 1 } });
    expect(updated.body).toMatchObject({ attention: null, version: 2 });
    const stale = await call(finances, "PUT", url(), { as: "admin", params: { id: membershipId }, body: { ...edited, version: 1 } });
    expect(stale.status).toBe(409);
    expect(stale.body.message).toContain("von einer anderen Person geändert");
    const audit = await db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(and(eq(auditLog.entityType, "billing_profile"), eq(auditLog.entityId, membershipId)));
    expect(audit.map((entry) => entry.action).sort()).toEqual(["billing_profile_created", "billing_profile_updated"]);
  });

  it("the next fee run addresses the invoice to the profile and mails the billing contact", async () => {
    await scheduleFor(db, userIds.get("admin")!, YEAR);
    const run = await call(finances, "POST", `${BASE}/fee-runs`, { as: "admin", body: { fiscalYear: YEAR, issueDate: `${YEAR}-01-07` } });
    expect(run.status).toBe(201);
    const [invoice] = await db
      .select()
      .from(financeInvoices)
      .where(and(eq(financeInvoices.membershipId, membershipId), eq(financeInvoices.fiscalYear, YEAR)));
    expect(invoice!.document.recipient).toMatchObject({ name: edited.recipientName, addressLines: [edited.street, `${edited.postalCode} ${edited.city}`] });
    const [mail] = await db
      .select({ target: outbox.target })
      .from(outbox)
      .where(eq(outbox.reference, `finance_invoice:${invoice!.id}`));
    expect(mail!.target).toBe(edited.billingEmail);
  });

  it("keeps the profile from members and visitors", async () => {
    for (const as of ["mitglied", undefined]) {
      expect((await call(finances, "GET", url(), { as, params: { id: membershipId } })).status).toBe(as ? 403 : 401);
      expect((await call(finances, "PUT", url(), { as, params: { id: membershipId }, body: { ...edited, version: 2 } })).status).toBe(as ? 403 : 401);
    }
  });
});
