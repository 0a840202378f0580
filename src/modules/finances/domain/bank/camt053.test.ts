import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { CamtFormatError, parseCamt053 } from "./camt053.ts";

const fixture = (name: string) => readFileSync(new URL(`./fixtures/${name}`, import.meta.url), "utf8");

describe("parseCamt053 (camt.053.001.08)", () => {
  const statement = parseCamt053(fixture("camt053-v08.xml"));

  it("reads the statement header and checks the balances", () => {
    expect(statement).toMatchObject({
      version: "camt.053.001.08",
      messageId: "STMT-20260303-0001",
      statementId: "2026-03-02-0042",
      accountIban: "DE45100900001234567890",
      currency: "EUR",
      openingCents: 1_000_000,
      closingCents: 1_288_379,
      balanced: true,
    });
  });

  it("turns a batch booking with details into one line per collection", () => {
    const batch = statement.lines.filter((line) => line.kind === "direct_debit_credit");
    expect(batch.map((line) => [line.key, line.endToEndId, line.amountCents, line.mandateId])).toEqual([
      ["2026030200003:1", "2026-0003-1", 120_000, "VNSI-M0011-01"],
      ["2026030200003:2", "2026-0004-1", 54_167, "VNSI-M0012-01"],
    ]);
  });

  it("reads a transfer with payer, IBAN and remittance lines, dropping NOTPROVIDED", () => {
    expect(statement.lines[0]).toMatchObject({
      key: "2026030200001:1",
      bookingDate: "2026-03-02",
      valueDate: "2026-03-02",
      amountCents: 120_000,
      direction: "credit",
      booked: true,
      reversal: false,
      kind: "incoming_transfer",
      counterpartyName: "Havellaendische Hafen- und Industriebahn GmbH",
      counterpartyIban: "DE89370400440532013000",
      remittance: "Mitgliedsbeitrag 2026 Rechnung 2026-00\n01 Kd-Nr. M-0007",
      endToEndId: null,
      bankTransactionCode: "PMNT/RCDT/ESCT",
    });
  });

  it("recognises a returned debit with reason code and bank charges", () => {
    const returned = statement.lines.find((line) => line.kind === "returned_debit");
    expect(returned).toMatchObject({
      direction: "debit",
      amountCents: 54_538,
      endToEndId: "2026-0004-1",
      returnReason: "AM04",
      chargesCents: 371,
      counterpartyName: "Saechsische Werkbahn GmbH",
    });
  });

  it("keeps fees as other debits and pending lines as not booked", () => {
    expect(statement.lines.find((line) => line.key === "2026030200005:1")).toMatchObject({ kind: "other_debit", amountCents: 1_250 });
    const pending = statement.lines.at(-1)!;
    expect(pending).toMatchObject({ booked: false, amountCents: 30_000, bookingDate: null, valueDate: "2026-03-03" });
    expect(pending.key).toBe("2026-03-02-0042:6:1");
  });
});

describe("parseCamt053 (camt.053.001.02)", () => {
  const statement = parseCamt053(fixture("camt053-v02.xml"));

  it("reads the older layout: plain status, unwrapped parties, amounts in AmtDtls, negative opening balance", () => {
    expect(statement).toMatchObject({ version: "camt.053.001.02", openingCents: -25_000, closingCents: 195_000, balanced: true });
    expect(statement.lines).toHaveLength(1);
    expect(statement.lines[0]).toMatchObject({
      key: "E-77:1",
      booked: true,
      kind: "incoming_transfer",
      amountCents: 220_000,
      counterpartyName: "Ostbrandenburger Eisenbahninfrastruktur GmbH & Co. KG",
      endToEndId: "RE2026-0010U0011",
      bankTransactionCode: "NTRF+166+9310",
    });
  });
});

describe("parseCamt053 refuses what it must not read", () => {
  it("rejects other formats, DTDs, foreign currencies and broken XML with German messages", () => {
    expect(() => parseCamt053('<Document xmlns="urn:iso:std:iso:20022:tech:xsd:pain.008.001.08"/>')).toThrow(CamtFormatError);
    expect(() =>
      parseCamt053('<?xml version="1.0"?><!DOCTYPE x [<!ENTITY a "aaaa">]><Document xmlns="urn:iso:std:iso:20022:tech:xsd:camt.053.001.08"/>'),
    ).toThrow("DTD");
    const usd = fixture("camt053-v02.xml").replace("<Ccy>EUR</Ccy>", "<Ccy>USD</Ccy>");
    expect(() => parseCamt053(usd)).toThrow("Nur Kontoauszüge in Euro");
    const broken = fixture("camt053-v02.xml").replace("</Stmt>", "");
    expect(() => parseCamt053(broken)).toThrow(CamtFormatError);
    const noStatement =
      '<Document xmlns="urn:iso:std:iso:20022:tech:xsd:camt.053.001.08"><BkToCstmrStmt><GrpHdr><MsgId>x</MsgId></GrpHdr></BkToCstmrStmt></Document>';
    expect(() => parseCamt053(noStatement)).toThrow("keinen Kontoauszug");
  });

  it("flags a statement whose lines do not add up to the closing balance", () => {
    const tampered = fixture("camt053-v02.xml").replace('<Amt Ccy="EUR">1950.00</Amt>', '<Amt Ccy="EUR">1950.01</Amt>');
    expect(parseCamt053(tampered).balanced).toBe(false);
  });
});
