/**
 * The finance endpoints through the function handler: a fee run, the invoice list and detail,
 * the PDF, a payment, a cancellation; a member (mitglied) and a visitor without session reach
 * no invoice by id, by search or by download link; bad input gets German errors.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { mkdtemp } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { closeDatabase, getDb } from "#platform/db/client.ts";
import { createRoleUsers, roleCaller } from "../../../../tests/helpers/role-users.ts";
import { completeSettings, createTestMember, TEST_FEE_SCHEDULE } from "./testing-fixtures.ts";
import finances from "../../../../netlify/functions/finances.mts";

const tokens = new Map<string, string>();
const userIds = new Map<string, string>();
const call = roleCaller(tokens);
const BASE = "/api/finances";
const YEAR = 2043;
let invoiceId = "";
let invoiceNumber = "";

beforeAll(async () => {
  process.env.MAIL_OUTBOX_DIR = await mkdtemp(path.join(tmpdir(), "vnsi-finances-"));
  const db = await getDb();
  await createRoleUsers(userIds, tokens);
  await completeSettings(db);
  await createTestMember(db, `Rechnungsbahn ${Date.now()}`, { trackLengthKm: "8.0" });
}, 120_000);
afterAll(() => closeDatabase());

const schedule = TEST_FEE_SCHEDULE;

describe("finance endpoints", () => {
  it("saves a fee schedule and refuses a stale version with a German 409", async () => {
    const saved = await call(finances, "PUT", `${BASE}/fee-schedules/${YEAR}`, { as: "vorstand", body: schedule, params: { year: String(YEAR) } });
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({ fiscalYear: YEAR, version: 1 });
    const stale = await call(finances, "PUT", `${BASE}/fee-schedules/${YEAR}`, { as: "admin", body: schedule, params: { year: String(YEAR) } });
    expect(stale.status).toBe(409);
    expect(stale.body.message).toContain("von einer anderen Person geändert");
  });

  it("explains bad tiers in German and loses nothing", async () => {
    const bad = await call(finances, "PUT", `${BASE}/fee-schedules/${YEAR + 1}`, {
      as: "admin",
      body: {
        ...schedule,
        rules: {
          ...schedule.rules,
          ordinary: {
            kind: "tiered",
            basis: "track_km",
            tiers: [
              { upTo: 10, annualCents: 1 },
              { upTo: 5, annualCents: 2 },
            ],
          },
        },
      },
      params: { year: String(YEAR + 1) },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.details.join(" ")).toContain("Obergrenzen müssen aufsteigen");
  });

  it("runs the fee run once and lists, shows and prints the invoices", async () => {
    const run = await call(finances, "POST", `${BASE}/fee-runs`, { as: "vorstand", body: { fiscalYear: YEAR, issueDate: `${YEAR}-01-12` } });
    expect(run.status).toBe(201);
    expect(run.body.created.length).toBeGreaterThan(0);
    invoiceId = run.body.created[0].id;
    invoiceNumber = run.body.created[0].number;
    expect(invoiceNumber).toBe(`${YEAR}-0001`);
    const again = await call(finances, "POST", `${BASE}/fee-runs`, { as: "admin", body: { fiscalYear: YEAR, issueDate: `${YEAR}-01-12` } });
    expect(again.body.created).toEqual([]);

    const list = await call(finances, "GET", `${BASE}/invoices?fiscalYear=${YEAR}&q=${invoiceNumber}`, { as: "admin" });
    expect(list.status).toBe(200);
    expect(list.body.items.map((item: { number: string }) => item.number)).toEqual([invoiceNumber]);
    const detail = await call(finances, "GET", `${BASE}/invoices/${invoiceId}`, { as: "vorstand", params: { id: invoiceId } });
    expect(detail.body.invoice).toMatchObject({ number: invoiceNumber, status: "open" });
    const pdf = await call(finances, "GET", `${BASE}/invoices/${invoiceId}/pdf`, { as: "vorstand", params: { id: invoiceId } });
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get("content-type")).toBe("application/pdf");
    expect(pdf.headers.get("content-disposition")).toBe(`attachment; filename="Rechnung-${invoiceNumber}.pdf"`);
    expect(pdf.text.startsWith("%PDF-")).toBe(true);
  });

  it("keeps invoices from members and visitors: by id, by search and by download link", async () => {
    for (const as of ["mitglied", undefined]) {
      const expected = as ? 403 : 401;
      expect((await call(finances, "GET", `${BASE}/invoices/${invoiceId}`, { as, params: { id: invoiceId } })).status).toBe(expected);
      expect((await call(finances, "GET", `${BASE}/invoices?q=${invoiceNumber}`, { as })).status).toBe(expected);
      const pdf = await call(finances, "GET", `${BASE}/invoices/${invoiceId}/pdf`, { as, params: { id: invoiceId } });
      expect(pdf.status).toBe(expected);
      expect(pdf.text.startsWith("%PDF")).toBe(false);
    }
  });

  it("books a payment, refuses more than is open, and cancels with a cancellation invoice", async () => {
    const tooMuch = await call(finances, "POST", `${BASE}/invoices/${invoiceId}/payments`, {
      as: "admin",
      params: { id: invoiceId },
      body: { amount: "9.999,00", receivedOn: `${YEAR}-02-01`, method: "transfer", reference: "" },
    });
    expect(tooMuch.status).toBe(400);
    const badAmount = await call(finances, "POST", `${BASE}/invoices/${invoiceId}/payments`, {
      as: "admin",
      params: { id: invoiceId },
      body: { amount: "zwölf", receivedOn: `${YEAR}-02-01`, method: "transfer", reference: "" },
    });
    expect(badAmount.body.details.join(" ")).toContain("Betrag als Euro-Betrag angeben");
    const paid = await call(finances, "POST", `${BASE}/invoices/${invoiceId}/payments`, {
      as: "admin",
      params: { id: invoiceId },
      body: { amount: "100,00", receivedOn: `${YEAR}-02-01`, method: "transfer", reference: invoiceNumber },
    });
    expect(paid.status).toBe(201);
    expect(paid.body.invoice.paidCents).toBe(10_000);

    const version = paid.body.invoice.version;
    const cancelled = await call(finances, "POST", `${BASE}/invoices/${invoiceId}/cancellation`, {
      as: "vorstand",
      params: { id: invoiceId },
      body: { reason: "Streckenlänge falsch", version },
    });
    expect(cancelled.status).toBe(201);
    expect(cancelled.body.number).toMatch(/^\d{4}-\d{4}$/);
    const detail = await call(finances, "GET", `${BASE}/invoices/${invoiceId}`, { as: "vorstand", params: { id: invoiceId } });
    expect(detail.body.invoice.status).toBe("cancelled");
    expect(detail.body.invoice.openCents).toBe(-10_000);
    expect(detail.body.cancelledBy.number).toBe(cancelled.body.number);
    const twice = await call(finances, "POST", `${BASE}/invoices/${invoiceId}/cancellation`, {
      as: "vorstand",
      params: { id: invoiceId },
      body: { reason: "nochmal", version: detail.body.invoice.version },
    });
    expect(twice.status).toBe(409);
  });
});
