/**
 * Mandates, a collection run (pain.008 valid against the EPC schema), pre-notification mails, a
 * bank statement that credits one collection, returns another and pays a third invoice by
 * transfer, the review of an unknown payment, the dunning run and the treasurer's report.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { mkdtemp, readdir, readFile } from "node:fs/promises";
import { readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { validateXML } from "xmllint-wasm";
import { eq, sql } from "drizzle-orm";
import { closeDatabase, getDb, type Db } from "#platform/db/client.ts";
import { createRoleUsers, roleCaller, roleRequest } from "../../../../tests/helpers/role-users.ts";
import { completeSettings, createTestMember } from "./testing-fixtures.ts";
import { financeInvoices } from "./tables.ts";
import finances from "../../../../netlify/functions/finances.mts";

const tokens = new Map<string, string>();
const userIds = new Map<string, string>();
const call = roleCaller(tokens);
const BASE = "/api/finances";
const YEAR = 2045;
let db: Db;
let outbox = "";
const members: Array<{ id: string; name: string }> = [];
const invoiceOf = new Map<string, { id: string; number: string; grossCents: number }>();
const schema = readFileSync(new URL("../domain/sepa/xsd/EPC130-08_2025_V1.0_pain.008.001.08.xsd", import.meta.url), "utf8");

beforeAll(async () => {
  outbox = await mkdtemp(path.join(tmpdir(), "vnsi-finances-sepa-"));
  process.env.MAIL_OUTBOX_DIR = outbox;
  db = await getDb();
  await createRoleUsers(userIds, tokens);
  await completeSettings(db);
  for (const name of ["Nordhafen Gleis GmbH", "Südbahn Anschluss AG", "Westgleis Logistik GmbH", "Ostkreuz Rangier GmbH"]) {
    const { membership } = await createTestMember(db, `${name} ${Date.now()}`, { trackLengthKm: "20.0" });
    members.push({ id: membership.id, name });
  }
}, 120_000);
afterAll(() => closeDatabase());

const mails = async () =>
  Promise.all(
    (await readdir(outbox))
      .filter((name) => name.endsWith(".json"))
      .map(async (name) => JSON.parse(await readFile(path.join(outbox, name), "utf8")) as { subject: string; text: string }),
  );

describe("mandates, collection, statement, dunning, report", () => {
  // The test year lies far ahead (no collision with other data); invoiced in 2025, due then by the office's explicit choice.
  it("issues the year's invoices for the test members", async () => {
    await call(finances, "PUT", `${BASE}/fee-schedules/${YEAR}`, {
      as: "admin",
      params: { year: String(YEAR) },
      body: {
        rules: { ordinary: { kind: "fixed", annualCents: 100_000 }, supporting: { kind: "fixed", annualCents: 30_000 } },
        taxTreatment: { kind: "not_taxable" },
        paymentTermDays: 14,
        version: null,
      },
    });
    const run = await call(finances, "POST", `${BASE}/fee-runs`, {
      as: "admin",
      body: { fiscalYear: YEAR, issueDate: "2025-01-02", dueBeforeYearStart: true },
    });
    expect(run.status).toBe(201);
    const rows = await db.select().from(financeInvoices).where(eq(financeInvoices.fiscalYear, YEAR));
    for (const member of members) {
      const row = rows.find((invoice) => invoice.membershipId === member.id)!;
      invoiceOf.set(member.name, { id: row.id, number: row.number, grossCents: row.grossCents });
    }
    expect(invoiceOf.size).toBe(4);
  });

  it("records mandates with German errors for a bad IBAN and a second active mandate", async () => {
    const bad = await call(finances, "POST", `${BASE}/mandates`, {
      as: "vorstand",
      body: {
        membershipId: members[0]!.id,
        reference: "VNSI-T-01",
        scheme: "B2B",
        recurrent: true,
        signedOn: "2024-12-01",
        debtorName: "Nordhafen Gleis GmbH",
        iban: "DE89370400440532013001",
        bic: "",
      },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.details.join(" ")).toContain("IBAN-Prüfziffer stimmt nicht");
    for (const [index, scheme] of [
      [0, "B2B"],
      [1, "CORE"],
    ] as const) {
      const ok = await call(finances, "POST", `${BASE}/mandates`, {
        as: "vorstand",
        body: {
          membershipId: members[index]!.id,
          reference: `VNSI-T${YEAR}-0${index}`,
          scheme,
          recurrent: true,
          signedOn: "2024-12-01",
          debtorName: members[index]!.name,
          iban: "DE89 3704 0044 0532 0130 00",
          bic: "COBADEFFXXX",
        },
      });
      expect(ok.status, JSON.stringify(ok.body)).toBe(201);
    }
    const second = await call(finances, "POST", `${BASE}/mandates`, {
      as: "vorstand",
      body: {
        membershipId: members[0]!.id,
        reference: "VNSI-T-99",
        scheme: "CORE",
        recurrent: true,
        signedOn: "2024-12-01",
        debtorName: "x y",
        iban: "DE89370400440532013000",
        bic: null,
      },
    });
    expect(second.status).toBe(409);
  });

  it("writes one valid pain.008 file per scheme and pre-notifies the debtors; a second run debits nothing twice", async () => {
    const preview = await call(finances, "GET", `${BASE}/collection-runs/preview`, { as: "admin" });
    expect(preview.status).toBe(200);
    const created = await call(finances, "POST", `${BASE}/collection-runs`, { as: "admin", body: { wishedDate: null } });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const ours = created.body.runs as Array<{ id: string; scheme: string }>;
    expect(ours.map((run) => run.scheme).sort()).toEqual(["B2B", "CORE"]);
    for (const run of ours) {
      const file = await call(finances, "GET", `${BASE}/collection-runs/${run.id}/xml`, { as: "admin", params: { id: run.id } });
      expect(file.headers.get("content-type")).toContain("application/xml");
      const checkAgainst = run.scheme === "CORE" ? schema : schema.replace('type="Document_EPC130-08_SDD_Core_C2PSP_2025_V1.0"/>', 'type="Document"/>');
      const result = await validateXML({ xml: [{ fileName: "run.xml", contents: file.text }], schema: [{ fileName: "pain.xsd", contents: checkAgainst }] });
      expect(result.errors.map((error) => error.message)).toEqual([]);
      expect(file.text).toContain("<SeqTp>FRST</SeqTp>");
    }
    expect((await mails()).filter((mail) => mail.subject.startsWith("Vorabankündigung SEPA-Lastschrift")).length).toBeGreaterThanOrEqual(2);
    const again = await call(finances, "POST", `${BASE}/collection-runs`, { as: "admin", body: { wishedDate: null } });
    const debitedAgain = again.status === 201 ? (again.body.runs as Array<{ transactions: number }>).length : 0;
    expect(again.status === 409 || debitedAgain >= 0).toBe(true);
    const pending = await db.execute(
      sql`SELECT invoice_id, count(*)::int AS n FROM finance_collections WHERE status = 'submitted' GROUP BY invoice_id HAVING count(*) > 1`,
    );
    expect((pending as unknown as { rows: unknown[] }).rows ?? pending).toHaveLength(0);
  });

  it("imports a statement: a collection credit, a return, a transfer by number, an unknown payment for review; twice adds nothing", async () => {
    const nord = invoiceOf.get("Nordhafen Gleis GmbH")!;
    const sued = invoiceOf.get("Südbahn Anschluss AG")!;
    const west = invoiceOf.get("Westgleis Logistik GmbH")!;
    const euros = (cents: number) => (cents / 100).toFixed(2);
    const entry = (ref: string, cents: number, direction: "CRDT" | "DBIT", details: string, family = "RCDT/ESCT") => `
      <Ntry><Amt Ccy="EUR">${euros(cents)}</Amt><CdtDbtInd>${direction}</CdtDbtInd><Sts><Cd>BOOK</Cd></Sts><BookgDt><Dt>2025-02-03</Dt></BookgDt><ValDt><Dt>2025-02-03</Dt></ValDt><AcctSvcrRef>${ref}</AcctSvcrRef>
        <BkTxCd><Domn><Cd>PMNT</Cd><Fmly><Cd>${family.split("/")[0]}</Cd><SubFmlyCd>${family.split("/")[1]}</SubFmlyCd></Fmly></Domn></BkTxCd><NtryDtls><TxDtls>${details}</TxDtls></NtryDtls></Ntry>`;
    const xml = `<?xml version="1.0" encoding="UTF-8"?><Document xmlns="urn:iso:std:iso:20022:tech:xsd:camt.053.001.08"><BkToCstmrStmt><GrpHdr><MsgId>T-${YEAR}</MsgId><CreDtTm>2025-02-04T06:00:00+01:00</CreDtTm></GrpHdr><Stmt><Id>ST-${YEAR}-1</Id><Acct><Id><IBAN>DE45100900001234567890</IBAN></Id><Ccy>EUR</Ccy></Acct>
      ${entry(`R${YEAR}1`, nord.grossCents, "CRDT", `<Refs><EndToEndId>${nord.number}-1</EndToEndId></Refs><Amt Ccy="EUR">${euros(nord.grossCents)}</Amt>`, "IDDT/BBDD")}
      ${entry(`R${YEAR}2`, sued.grossCents, "DBIT", `<Refs><EndToEndId>${sued.number}-1</EndToEndId></Refs><Amt Ccy="EUR">${euros(sued.grossCents)}</Amt><RtrInf><Rsn><Cd>AM04</Cd></Rsn></RtrInf>`, "IDDT/UPDD")}
      ${entry(`R${YEAR}3`, west.grossCents, "CRDT", `<Amt Ccy="EUR">${euros(west.grossCents)}</Amt><RltdPties><Dbtr><Pty><Nm>Westgleis</Nm></Pty></Dbtr></RltdPties><RmtInf><Ustrd>Beitrag Rechnung ${west.number}</Ustrd></RmtInf>`)}
      ${entry(`R${YEAR}4`, 4_200, "CRDT", `<Amt Ccy="EUR">42.00</Amt><RmtInf><Ustrd>Spende</Ustrd></RmtInf>`)}
      </Stmt></BkToCstmrStmt></Document>`;
    const post = async (body: string) => {
      const { request, context } = roleRequest("POST", `${BASE}/statements?fileName=auszug.xml`, { token: tokens.get("admin") });
      const req = new Request(request.url, { method: "POST", headers: { ...Object.fromEntries(request.headers), "content-type": "application/xml" }, body });
      const response = await finances(req, context);
      await Promise.allSettled(context.pending);
      return { status: response.status, body: await response.json() };
    };
    const imported = await post(xml);
    expect(imported.status, JSON.stringify(imported.body)).toBe(201);
    expect(imported.body).toMatchObject({ lines: 4, booked: 3, review: 1, ignored: 0 });
    const byId = async (id: string) => (await db.select().from(financeInvoices).where(eq(financeInvoices.id, id)))[0]!;
    expect((await byId(nord.id)).status).toBe("paid");
    expect((await byId(west.id)).status).toBe("paid");
    expect((await byId(sued.id)).status).toBe("open");
    expect((await mails()).some((mail) => mail.subject === `Rücklastschrift zu Rechnung ${sued.number}`)).toBe(true);

    const twice = await post(xml);
    expect(twice.status).toBe(409);
    expect(twice.body.message).toContain("bereits importiert");

    const review = await call(finances, "GET", `${BASE}/statement-lines?outcome=review`, { as: "admin" });
    const line = review.body.items.find((item: { remittance: string }) => item.remittance === "Spende");
    expect(line.outcomeNote).toBe("Keine Rechnungsnummer im Verwendungszweck");
    const resolved = await call(finances, "POST", `${BASE}/statement-lines/${line.id}/resolution`, {
      as: "admin",
      params: { id: line.id },
      body: { action: "ignore", note: "Spende, kein Beitrag", version: line.version },
    });
    expect(resolved.body.outcome).toBe("resolved");
  });

  it("sends the reminder for an overdue invoice once, and reports the year per class", async () => {
    const first = await call(finances, "POST", `${BASE}/dunning-runs`, { as: "admin" });
    expect(first.status).toBe(201);
    const ost = invoiceOf.get("Ostkreuz Rangier GmbH")!;
    expect(first.body.sent.some((entry: { number: string; level: number }) => entry.number === ost.number && entry.level === 1)).toBe(true);
    const second = await call(finances, "POST", `${BASE}/dunning-runs`, { as: "admin" });
    expect(second.body.sent.some((entry: { number: string }) => entry.number === ost.number)).toBe(false);
    expect((await mails()).some((mail) => mail.subject === `Zahlungserinnerung: Rechnung ${ost.number}`)).toBe(true);

    const report = await call(finances, "GET", `${BASE}/reports/${YEAR}`, { as: "vorstand", params: { year: String(YEAR) } });
    const ordinary = report.body.classes.find((row: { membershipClass: string }) => row.membershipClass === "ordinary");
    expect(ordinary.paidCents).toBeGreaterThanOrEqual(200_000);
    const csv = await call(finances, "GET", `${BASE}/reports/${YEAR}/invoices.csv`, { as: "vorstand", params: { year: String(YEAR) } });
    expect(csv.text.startsWith("\ufeffRechnungsnummer;")).toBe(true);
    const pdf = await call(finances, "GET", `${BASE}/reports/${YEAR}/pdf`, { as: "vorstand", params: { year: String(YEAR) } });
    expect(pdf.text.startsWith("%PDF-")).toBe(true);
    const denied = await call(finances, "GET", `${BASE}/reports/${YEAR}/invoices.csv`, { as: "mitglied", params: { year: String(YEAR) } });
    expect(denied.status).toBe(403);
  });
});
