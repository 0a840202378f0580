/**
 * Issue 22, the bank side: a camt.053 file with several statements books every statement (or is
 * refused whole, in German), never drops a payment; an unmatched credit is placed by hand from
 * ranked suggestions and a search, split over several invoices with the rest as overpayment,
 * audited. Through the finance function, as the treasurer.
 */
import { mkdtemp } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { and, eq, inArray } from "drizzle-orm";
import { closeDatabase, getDb, type Db } from "#platform/db/client.ts";
import { auditLog } from "#platform/audit/tables.ts";
import { completeSettings, createTestMember } from "./testing-fixtures.ts";
import { financeBankStatements, financeInvoices, financeStatementLines } from "./tables.ts";
import { formatEuro } from "../index.ts";
import finances from "../../../../netlify/functions/finances.mts";
import { createRoleUsers, roleCaller, roleRequest } from "../../../../tests/helpers/role-users.ts";

const tokens = new Map<string, string>();
const userIds = new Map<string, string>();
const call = roleCaller(tokens);
const BASE = "/api/finances";
const ACCOUNT = "DE45100900001234567890";
let db: Db;
const invoice: Record<"havel2030" | "havel2031" | "nord" | "ost", { id: string; number: string; grossCents: number }> = {} as never;

const euros = (cents: number) => (cents / 100).toFixed(2);
const entry = (ref: string, cents: number, day: string, details: string) =>
  `<Ntry><Amt Ccy="EUR">${euros(cents)}</Amt><CdtDbtInd>CRDT</CdtDbtInd><Sts><Cd>BOOK</Cd></Sts><BookgDt><Dt>${day}</Dt></BookgDt><ValDt><Dt>${day}</Dt></ValDt><AcctSvcrRef>${ref}</AcctSvcrRef><BkTxCd><Domn><Cd>PMNT</Cd><Fmly><Cd>RCDT</Cd><SubFmlyCd>ESCT</SubFmlyCd></Fmly></Domn></BkTxCd><NtryDtls><TxDtls>${details}</TxDtls></NtryDtls></Ntry>`;
const statement = (id: string, account: string, entries: string) =>
  `<Stmt><Id>${id}</Id><Acct><Id><IBAN>${account}</IBAN></Id><Ccy>EUR</Ccy></Acct>${entries}</Stmt>`;
const file = (statements: string) =>
  `<?xml version="1.0" encoding="UTF-8"?><Document xmlns="urn:iso:std:iso:20022:tech:xsd:camt.053.001.08"><BkToCstmrStmt><GrpHdr><MsgId>MULTI-${Date.now()}</MsgId><CreDtTm>2031-02-04T06:00:00+01:00</CreDtTm></GrpHdr>${statements}</BkToCstmrStmt></Document>`;

async function upload(xml: string) {
  const { request, context } = roleRequest("POST", `${BASE}/statements?fileName=auszug.xml`, { token: tokens.get("admin") });
  const response = await finances(
    new Request(request.url, { method: "POST", headers: { ...Object.fromEntries(request.headers), "content-type": "application/xml" }, body: xml }),
    context,
  );
  await Promise.allSettled(context.pending);
  return { status: response.status, body: await response.json() };
}

const byId = async (id: string) => (await db.select().from(financeInvoices).where(eq(financeInvoices.id, id)))[0]!;

beforeAll(async () => {
  process.env.MAIL_OUTBOX_DIR = await mkdtemp(path.join(tmpdir(), "vnsi-bank-review-"));
  db = await getDb();
  await createRoleUsers(userIds, tokens);
  await completeSettings(db);
  const havel = await createTestMember(db, "Havelländische Hafenbahn GmbH", { trackLengthKm: "4.0", entryDate: "2029-01-01" });
  const nord = await createTestMember(db, "Nordbahn Gleisanschluss AG", { trackLengthKm: "4.0", entryDate: "2029-01-01" });
  const ost = await createTestMember(db, "Ostkreuz Rangier GmbH", { trackLengthKm: "4.0", entryDate: "2029-01-01" });
  for (const year of [2030, 2031]) {
    const schedule = await call(finances, "PUT", `${BASE}/fee-schedules/${year}`, {
      as: "admin",
      body: {
        rules: { ordinary: { kind: "fixed", annualCents: 50_000 }, supporting: { kind: "fixed", annualCents: 30_000 } },
        taxTreatment: { kind: "not_taxable" },
        paymentTermDays: 30,
        version: null,
      },
    });
    expect(schedule.status, schedule.text).toBe(200);
    const run = await call(finances, "POST", `${BASE}/fee-runs`, { as: "admin", body: { fiscalYear: year, issueDate: `${year}-01-05` } });
    expect(run.status, run.text).toBe(201);
    for (const created of run.body.created as Array<{ id: string; number: string; memberName: string; grossCents: number }>) {
      if (created.memberName === havel.organization.name) invoice[year === 2030 ? "havel2030" : "havel2031"] = created;
      if (year === 2031 && created.memberName === nord.organization.name) invoice.nord = created;
      if (year === 2031 && created.memberName === ost.organization.name) invoice.ost = created;
    }
  }
}, 180_000);
afterAll(() => closeDatabase());

let reviewLineId = "";

describe("a camt.053 file with several statements", () => {
  it("refuses the whole file in German when one statement belongs to another account, and books nothing", async () => {
    const xml = file(
      statement("ST-A-1", ACCOUNT, entry("FOREIGN-1", invoice.ost.grossCents, "2031-02-02", `<RmtInf><Ustrd>Rechnung ${invoice.ost.number}</Ustrd></RmtInf>`)) +
        statement("ST-X-1", "DE89370400440532013000", entry("FOREIGN-2", 1_000, "2031-02-02", "<RmtInf><Ustrd>Fremd</Ustrd></RmtInf>")),
    );
    const refused = await upload(xml);
    expect(refused.status).toBe(400);
    expect(refused.body.details.join(" ")).toContain(
      "Die Datei enthält 2 Kontoauszüge; 1 gehört zum Konto DE89370400440532013000, nicht zum Verbandskonto. Es wurde nichts gebucht",
    );
    expect((await byId(invoice.ost.id)).status).toBe("open");
    expect(await db.select().from(financeBankStatements).where(eq(financeBankStatements.statementId, "ST-A-1"))).toHaveLength(0);
  });

  it("books every statement (each day), not only the first; the same file again is refused", async () => {
    const xml = file(
      statement(
        "ST-2031-02-03",
        ACCOUNT,
        entry(
          "DAY1-1",
          105_000,
          "2031-02-03",
          "<RltdPties><Dbtr><Pty><Nm>HAVELLAENDISCHE HAFENBAHN GMBH</Nm></Pty></Dbtr></RltdPties><RmtInf><Ustrd>Mitgliedsbeitraege</Ustrd></RmtInf>",
        ),
      ) +
        statement(
          "ST-2031-02-04",
          ACCOUNT,
          entry(
            "DAY2-1",
            invoice.nord.grossCents,
            "2031-02-04",
            `<RltdPties><Dbtr><Pty><Nm>Nordbahn</Nm></Pty></Dbtr></RltdPties><RmtInf><Ustrd>Beitrag Rechnung ${invoice.nord.number}</Ustrd></RmtInf>`,
          ),
        ),
    );
    const imported = await upload(xml);
    expect(imported.status, JSON.stringify(imported.body)).toBe(201);
    expect(imported.body).toMatchObject({ lines: 2, booked: 1, review: 1, alreadyImported: [] });
    expect(imported.body.statements.map((entry: { statementId: string }) => entry.statementId)).toEqual(["ST-2031-02-03", "ST-2031-02-04"]);
    // The payment in the second statement is booked: Nordbahn is not dunned for a paid invoice.
    expect((await byId(invoice.nord.id)).status).toBe("paid");
    const again = await upload(xml);
    expect(again.status).toBe(409);
    expect(again.body.message).toBe("Die Kontoauszüge ST-2031-02-03, ST-2031-02-04 wurden bereits importiert.");
    const [line] = await db
      .select()
      .from(financeStatementLines)
      .where(and(eq(financeStatementLines.accountIban, ACCOUNT), eq(financeStatementLines.outcome, "review")));
    reviewLineId = line!.id;
  });
});

describe("an unmatched credit placed by hand", () => {
  it("suggests the payer's own invoices first (name and amount), and finds any open invoice by search", async () => {
    const candidates = await call(finances, "GET", `${BASE}/statement-lines/${reviewLineId}/candidates?q=Ostkreuz`, { as: "admin" });
    expect(candidates.status, candidates.text).toBe(200);
    const suggested = candidates.body.suggestions.map((entry: { number: string }) => entry.number);
    expect(suggested.slice(0, 2).sort()).toEqual([invoice.havel2030.number, invoice.havel2031.number].sort());
    expect(suggested).not.toContain(invoice.ost.number);
    expect(candidates.body.suggestions[0].reasons).toContain("Name des Zahlers passt");
    expect(candidates.body.results.map((entry: { number: string }) => entry.number)).toContain(invoice.ost.number);
    expect(candidates.body.results.every((entry: { memberName: string }) => entry.memberName === "Ostkreuz Rangier GmbH")).toBe(true);
    expect(candidates.body.line).toMatchObject({ amountCents: 105_000, counterpartyName: "HAVELLAENDISCHE HAFENBAHN GMBH" });
  });

  it("refuses to leave part of the credit unplaced, and a stale version", async () => {
    const [line] = await db.select().from(financeStatementLines).where(eq(financeStatementLines.id, reviewLineId));
    const unplaced = await call(finances, "POST", `${BASE}/statement-lines/${reviewLineId}/assignment`, {
      as: "admin",
      body: { allocations: [{ invoiceId: invoice.havel2030.id, cents: 50_000 }], overpaymentInvoiceId: null, version: line!.version },
    });
    expect(unplaced.status).toBe(400);
    expect(unplaced.body.details.join(" ")).toContain("sind noch nicht zugeordnet: einer Rechnung zuordnen oder als Überzahlung buchen");
    const stale = await call(finances, "POST", `${BASE}/statement-lines/${reviewLineId}/assignment`, {
      as: "admin",
      body: { allocations: [{ invoiceId: invoice.havel2030.id, cents: 50_000 }], overpaymentInvoiceId: invoice.havel2030.id, version: line!.version + 5 },
    });
    expect(stale.status).toBe(409);
  });

  it("splits the credit over two invoices, books the rest as overpayment and writes the audit trail", async () => {
    const [line] = await db.select().from(financeStatementLines).where(eq(financeStatementLines.id, reviewLineId));
    const assigned = await call(finances, "POST", `${BASE}/statement-lines/${reviewLineId}/assignment`, {
      as: "vorstand",
      body: {
        allocations: [
          { invoiceId: invoice.havel2030.id, cents: 50_000 },
          { invoiceId: invoice.havel2031.id, cents: 50_000 },
        ],
        overpaymentInvoiceId: invoice.havel2031.id,
        version: line!.version,
      },
    });
    expect(assigned.status, assigned.text).toBe(200);
    expect(assigned.body).toMatchObject({ outcome: "resolved", overpaymentCents: 5_000 });
    expect(assigned.body.outcomeNote).toContain(`Überzahlung ${formatEuro(5_000)} auf ${invoice.havel2031.number}`);
    const [first, second] = [await byId(invoice.havel2030.id), await byId(invoice.havel2031.id)];
    expect([first.status, Number(first.openCents)]).toEqual(["paid", 0]);
    expect([second.status, Number(second.openCents)]).toEqual(["paid", -5_000]);
    const audit = await db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, "statement_line_assigned"), inArray(auditLog.entityId, [reviewLineId])));
    expect(audit).toHaveLength(1);
    expect(audit[0]!.actorUserId).toBe(userIds.get("vorstand"));
    expect(audit[0]!.after).toMatchObject({ overpaymentCents: 5_000, overpaymentInvoice: invoice.havel2031.number });
    const review = await call(finances, "GET", `${BASE}/statement-lines?outcome=review`, { as: "admin" });
    expect(review.body.items.map((item: { id: string }) => item.id)).not.toContain(reviewLineId);
  });
});
