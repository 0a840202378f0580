/**
 * Issue 22: one collection date per invoice, decided once and stored on it, and every document
 * says that date. The journey of the issue on the platform clock (x-dev-now): on 27.11.2026 the
 * office runs the 2027 fee run with invoice date 02.01.2027 and then creates the collection.
 * The fee run preview, the invoice PDF, the invoice mail (the pre-notification), the pain.008
 * file, the collection plan, the office's list and the member company's view all state the same
 * date, which is never before the invoice date or the start of the fiscal year.
 */
import { mkdtemp } from "node:fs/promises";
import { readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq, sql } from "drizzle-orm";
import { validateXML } from "xmllint-wasm";
import { closeDatabase, getDb, type Db } from "#platform/db/client.ts";
import { readOutbox } from "#platform/mail/file-outbox.ts";
import { registerDeliveryChannel } from "#platform/outbox/channels.ts";
import { dispatchOutbox } from "#platform/outbox/dispatch.ts";
import { invoiceMailChannel } from "../index.ts";
import { completeSettings, createTestMember } from "./testing-fixtures.ts";
import { financeInvoices } from "./tables.ts";
import finances from "../../../../netlify/functions/finances.mts";
import { createRoleUsers, roleRequest } from "../../../../tests/helpers/role-users.ts";
import { pdfText } from "../../../../tests/helpers/pdf-text.ts";

const tokens = new Map<string, string>();
const userIds = new Map<string, string>();
const BASE = "/api/finances";
const OWN = "/api/finances/member/invoices";
const CREATED_ON = "2026-11-27";
const ISSUE_DATE = "2027-01-02";
/** 02.01.2027 + 14 days' notice = Saturday 16.01.2027, the next TARGET day is Monday 18.01.2027. */
const COLLECTION = "2027-01-18";
const GERMAN = "18.01.2027";
const schema = readFileSync(new URL("../domain/sepa/xsd/EPC130-08_2025_V1.0_pain.008.001.08.xsd", import.meta.url), "utf8");
let db: Db;
let outboxDir = "";
let member: Awaited<ReturnType<typeof createTestMember>>;
let transferMember: Awaited<ReturnType<typeof createTestMember>>;
let invoiceId = "";
let invoiceNumber = "";

/** A request as `as` on a day of the platform clock (the e2e server's DEV_CLOCK). */
async function callOn(day: string, as: string, method: string, url: string, body?: unknown) {
  const { request, context } = roleRequest(method, url, { token: tokens.get(as), body });
  request.headers.set("x-dev-now", `${day}T10:00:00Z`);
  const response = await finances(request, context);
  await Promise.allSettled(context.pending);
  const bytes = new Uint8Array(await response.arrayBuffer());
  const text = new TextDecoder().decode(bytes);
  const json = (response.headers.get("content-type") ?? "").includes("json") && text ? JSON.parse(text) : null;
  return { status: response.status, text, bytes, body: json };
}

beforeAll(async () => {
  process.env.DEV_CLOCK = "1";
  registerDeliveryChannel(invoiceMailChannel);
  outboxDir = await mkdtemp(path.join(tmpdir(), "vnsi-collection-date-"));
  process.env.MAIL_OUTBOX_DIR = outboxDir;
  db = await getDb();
  await createRoleUsers(userIds, tokens);
  await completeSettings(db);
  member = await createTestMember(db, `Datumsbahn ${Date.now()} GmbH`, { trackLengthKm: "4.0", entryDate: "2024-01-01" });
  transferMember = await createTestMember(db, `Überweisungsbahn ${Date.now()} AG`, { trackLengthKm: "4.0", entryDate: "2024-01-01" });
  await db.execute(sql`UPDATE profiles SET organization_id = ${member.organization.id} WHERE id = ${userIds.get("mitglied")!}`);
}, 120_000);
afterAll(async () => {
  delete process.env.DEV_CLOCK;
  await closeDatabase();
});

describe("one collection date from the fee run to the member's view (2027 run, invoice date 02.01.2027, made on 27.11.2026)", () => {
  it("the preview, the stored invoice, its PDF, its mail, the pain.008 file and the member's view agree", async () => {
    const mandate = await callOn("2026-11-20", "admin", "POST", `${BASE}/mandates`, {
      membershipId: member.membership.id,
      reference: "VNSI-DATUM-01",
      scheme: "B2B",
      recurrent: true,
      signedOn: "2026-11-18",
      debtorName: member.organization.name,
      iban: "DE89370400440532013000",
      bic: "COBADEFFXXX",
    });
    expect(mandate.status, mandate.text).toBe(201);
    const schedule = await callOn(CREATED_ON, "admin", "PUT", `${BASE}/fee-schedules/2027`, {
      rules: { ordinary: { kind: "fixed", annualCents: 100_000 }, supporting: { kind: "fixed", annualCents: 30_000 } },
      taxTreatment: { kind: "not_taxable" },
      paymentTermDays: 30,
      version: null,
    });
    expect(schedule.status, schedule.text).toBe(200);

    // 1. The fee run preview names the date the run will store.
    const preview = await callOn(CREATED_ON, "admin", "GET", `${BASE}/fee-runs/2027?issueDate=${ISSUE_DATE}`);
    expect(preview.status, preview.text).toBe(200);
    const planned = preview.body.decisions.find((decision: { membershipId: string }) => decision.membershipId === member.membership.id);
    expect(planned).toMatchObject({ action: "issue", collectionDate: COLLECTION, dueDate: COLLECTION });

    // 2. The run stores it on the invoice.
    const run = await callOn(CREATED_ON, "admin", "POST", `${BASE}/fee-runs`, { fiscalYear: 2027, issueDate: ISSUE_DATE });
    expect(run.status, run.text).toBe(201);
    const created = run.body.created.find((entry: { memberName: string }) => entry.memberName === member.organization.name);
    invoiceId = created.id;
    invoiceNumber = created.number;
    const [stored] = await db.select().from(financeInvoices).where(eq(financeInvoices.id, invoiceId));
    expect({ collectionDate: stored!.collectionDate, dueDate: stored!.dueDate, issueDate: stored!.issueDate }).toEqual({
      collectionDate: COLLECTION,
      dueDate: COLLECTION,
      issueDate: ISSUE_DATE,
    });

    // 3. The invoice PDF (its text extracted) states it.
    const pdf = await callOn(CREATED_ON, "admin", "GET", `${BASE}/invoices/${invoiceId}/pdf`);
    expect(pdf.status).toBe(200);
    const text = await pdfText(pdf.bytes);
    expect(text).toContain(`Den Betrag ziehen wir am ${GERMAN} per SEPA-Firmenlastschrift ein`);

    // 4. The collection plan and the run created "a minute later" on the same day use the stored date.
    const plan = await callOn(CREATED_ON, "admin", "GET", `${BASE}/collection-runs/preview`);
    expect(plan.status, plan.text).toBe(200);
    expect(plan.body.items.find((item: { invoiceId: string }) => item.invoiceId === invoiceId)).toMatchObject({ collectionDate: COLLECTION, announce: false });
    const collection = await callOn(CREATED_ON, "admin", "POST", `${BASE}/collection-runs`, { wishedDate: null });
    expect(collection.status, collection.text).toBe(201);
    expect(collection.body.runs.map((entry: { collectionDate: string }) => entry.collectionDate)).toEqual([COLLECTION]);

    // 5. The pain.008 file collects on that date (and is valid against the EPC schema's ISO root).
    const xml = await callOn(CREATED_ON, "admin", "GET", `${BASE}/collection-runs/${collection.body.runs[0].id}/xml`);
    expect(xml.text).toContain(`<ReqdColltnDt>${COLLECTION}</ReqdColltnDt>`);
    expect(xml.text.match(/<ReqdColltnDt>([^<]+)<\/ReqdColltnDt>/g)).toEqual([`<ReqdColltnDt>${COLLECTION}</ReqdColltnDt>`]);
    const validation = await validateXML({
      xml: [{ fileName: "run.xml", contents: xml.text }],
      schema: [{ fileName: "pain.xsd", contents: schema.replace('type="Document_EPC130-08_SDD_Core_C2PSP_2025_V1.0"/>', 'type="Document"/>') }],
    });
    expect(validation.errors.map((error) => error.message)).toEqual([]);

    // 6. Every mail to the member (the invoice mail is the pre-notification) names this date and no other.
    await dispatchOutbox({});
    const mails = (await readOutbox(outboxDir)).filter((mail) => mail.to === member.organization.email);
    const invoiceMail = mails.find((mail) => mail.subject === `Rechnung ${invoiceNumber} – Mitgliedsbeitrag 2027`);
    expect(invoiceMail?.text).toContain(`Den Betrag ziehen wir am ${GERMAN}`);
    expect(invoiceMail?.text).toContain("zugleich die Vorabankündigung");
    expect(mails.length).toBeGreaterThan(0);
    for (const mail of mails) {
      const otherDates = [...mail.text.matchAll(/\b(\d{2}\.\d{2}\.\d{4})\b/g)].map((match) => match[1]).filter((date) => date !== "02.01.2027");
      expect(new Set(otherDates), mail.subject).toEqual(new Set([GERMAN]));
    }

    // 7. The office's list and the member company's own view show the same date and the collection state.
    const listed = await callOn(CREATED_ON, "admin", "GET", `${BASE}/invoices?fiscalYear=2027&q=${encodeURIComponent(member.organization.name)}`);
    expect(listed.body.items[0]).toMatchObject({ id: invoiceId, dueDate: COLLECTION, collectionDate: COLLECTION, collectionStatus: "submitted" });
    const own = await callOn(CREATED_ON, "mitglied", "GET", OWN);
    expect(own.status, own.text).toBe(200);
    expect(own.body.items.find((item: { id: string }) => item.id === invoiceId)).toMatchObject({
      dueDate: COLLECTION,
      collectionDate: COLLECTION,
      collectionStatus: "submitted",
    });
    const detail = await callOn(CREATED_ON, "mitglied", "GET", `${OWN}/${invoiceId}`);
    expect(detail.body.invoice).toMatchObject({
      collectionDate: COLLECTION,
      collectionStatus: "submitted",
      payment: { kind: "direct_debit", mandateReference: "VNSI-DATUM-01" },
    });
  });

  it("a fee for 2027 is not due before 2027 unless the office chooses so explicitly in the fee run", async () => {
    await callOn(CREATED_ON, "admin", "POST", `${BASE}/mandates`, {
      membershipId: transferMember.membership.id,
      reference: "VNSI-DATUM-02",
      scheme: "CORE",
      recurrent: true,
      signedOn: "2026-11-18",
      debtorName: transferMember.organization.name,
      iban: "DE89370400440532013000",
      bic: null,
    });
    const decisionOf = (body: { decisions: Array<{ membershipId: string }> }) =>
      body.decisions.find((decision) => decision.membershipId === transferMember.membership.id);
    // The transfer member is invoiced already (run above): look at the plan for a 2028 run dated 27.11.2026 instead.
    await callOn(CREATED_ON, "admin", "PUT", `${BASE}/fee-schedules/2028`, {
      rules: { ordinary: { kind: "fixed", annualCents: 100_000 }, supporting: { kind: "fixed", annualCents: 30_000 } },
      taxTreatment: { kind: "not_taxable" },
      paymentTermDays: 30,
      version: null,
    });
    const plain = await callOn(CREATED_ON, "admin", "GET", `${BASE}/fee-runs/2028?issueDate=${CREATED_ON}`);
    expect(decisionOf(plain.body)).toMatchObject({ collectionDate: "2028-01-03", dueDate: "2028-01-03" });
    const early = await callOn(CREATED_ON, "admin", "GET", `${BASE}/fee-runs/2028?issueDate=${CREATED_ON}&dueBeforeYearStart=1`);
    expect(decisionOf(early.body)).toMatchObject({ collectionDate: "2026-12-11", dueDate: "2026-12-11" });

    // The run stores what the preview showed; invoices by transfer fall due on 1 January at the earliest.
    await db.execute(sql`UPDATE finance_mandates SET status = 'revoked', revoked_on = '2026-11-27' WHERE reference = 'VNSI-DATUM-02'`);
    const run = await callOn(CREATED_ON, "admin", "POST", `${BASE}/fee-runs`, { fiscalYear: 2028, issueDate: CREATED_ON });
    expect(run.status, run.text).toBe(201);
    const mine = run.body.created.find((entry: { memberName: string }) => entry.memberName === transferMember.organization.name);
    const [stored] = await db.select().from(financeInvoices).where(eq(financeInvoices.id, mine.id));
    expect({ dueDate: stored!.dueDate, collectionDate: stored!.collectionDate }).toEqual({ dueDate: "2028-01-01", collectionDate: null });
  });
});
