import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { parseCamt053, type StatementLine } from "./camt053.ts";
import { findInvoiceNumbers } from "./invoice-references.ts";
import { matchStatement, type OpenInvoice } from "./matcher.ts";
import { describeReturnReason } from "./return-reasons.ts";
import { rankCandidates } from "./suggestions.ts";
import { formatEuro } from "../money.ts";

const known = new Set(["2026-0001", "2026-0002", "2026-0003", "2026-0004", "2026-0005", "2026-0010", "2026-0011", "2025-0099"]);

describe("findInvoiceNumbers", () => {
  it.each([
    ["Rechnung 2026-0001", ["2026-0001"]],
    ["RE 2026/0002 Beitrag", ["2026-0002"]],
    ["Beitrag 2026 0003", ["2026-0003"]],
    ["20260004", ["2026-0004"]],
    ["Rechnung 2026-00\n01", ["2026-0001"]],
    ["Rechnungen 2026-0010 und 2026-0011", ["2026-0010", "2026-0011"]],
    ["Kd-Nr 2026 Beitrag", []],
    ["Rechnung 2026-0999", []],
    ["Rechnung 12026-00011", []],
  ])("%s", (text, numbers) => {
    expect(findInvoiceNumbers(text, known)).toEqual(numbers);
  });
});

const line = (overrides: Partial<StatementLine>): StatementLine => ({
  key: "k",
  bookingDate: "2026-03-02",
  valueDate: "2026-03-02",
  amountCents: 0,
  direction: "credit",
  booked: true,
  reversal: false,
  kind: "incoming_transfer",
  counterpartyName: null,
  counterpartyIban: null,
  remittance: "",
  endToEndId: null,
  mandateId: null,
  returnReason: null,
  chargesCents: 0,
  bankTransactionCode: null,
  ...overrides,
});

const invoice = (number: string, openCents: number, memberIbans: string[] = []): OpenInvoice => ({
  id: `inv-${number}`,
  number,
  openCents,
  memberName: "Mitglied",
  memberIbans,
});

describe("matchStatement on a real statement file", () => {
  const statement = parseCamt053(readFileSync(new URL("./fixtures/camt053-v08.xml", import.meta.url), "utf8"));
  const matches = matchStatement(
    statement.lines,
    [invoice("2026-0001", 120_000), invoice("2026-0002", 50_000), invoice("2026-0005", 30_000)],
    [
      { endToEndId: "2026-0003-1", invoiceId: "inv-2026-0003", amountCents: 120_000 },
      { endToEndId: "2026-0004-1", invoiceId: "inv-2026-0004", amountCents: 54_167 },
    ],
    known,
  );

  it("books transfers by invoice number and amount, settles and returns collections, leaves the rest", () => {
    expect(matches.map((entry) => entry.match)).toEqual([
      { kind: "payment", allocations: [{ invoiceId: "inv-2026-0001", cents: 120_000 }] },
      { kind: "payment", allocations: [{ invoiceId: "inv-2026-0002", cents: 50_000 }] },
      { kind: "collection_settled", endToEndId: "2026-0003-1", invoiceId: "inv-2026-0003" },
      { kind: "collection_settled", endToEndId: "2026-0004-1", invoiceId: "inv-2026-0004" },
      { kind: "collection_returned", endToEndId: "2026-0004-1", invoiceId: "inv-2026-0004", reasonCode: "AM04", chargesCents: 371 },
      { kind: "ignored", reason: "Belastung, keine Beitragszahlung" },
      { kind: "ignored", reason: "Vorgemerkte Buchung, noch nicht gebucht" },
    ]);
  });
});

describe("matchStatement leaves uncertain lines for review", () => {
  it("does not book a transfer whose amount differs, but suggests the named invoice", () => {
    const [result] = matchStatement([line({ amountCents: 119_999, remittance: "2026-0001" })], [invoice("2026-0001", 120_000)], [], known);
    expect(result!.match).toEqual({
      kind: "review",
      reason: "Betrag 1.199,99\u00a0€ weicht vom offenen Betrag 1.200,00\u00a0€ für 2026-0001 ab",
      suggestions: ["inv-2026-0001"],
    });
  });

  it("books one transfer for several invoices when the open amounts add up", () => {
    const [result] = matchStatement(
      [line({ amountCents: 220_000, remittance: "Rechnungen 2026-0010 und 2026-0011" })],
      [invoice("2026-0010", 120_000), invoice("2026-0011", 100_000)],
      [],
      known,
    );
    expect(result!.match).toEqual({
      kind: "payment",
      allocations: [
        { invoiceId: "inv-2026-0010", cents: 120_000 },
        { invoiceId: "inv-2026-0011", cents: 100_000 },
      ],
    });
  });

  it("sends a second payment of the same invoice to review as a possible double payment", () => {
    const results = matchStatement(
      [line({ key: "a", amountCents: 50_000, remittance: "2026-0002" }), line({ key: "b", amountCents: 50_000, remittance: "2026-0002" })],
      [invoice("2026-0002", 50_000)],
      [],
      known,
    );
    expect(results[0]!.match.kind).toBe("payment");
    expect(results[1]!.match).toEqual({
      kind: "review",
      reason: "Rechnung 2026-0002 ist bereits bezahlt oder storniert – mögliche Doppelzahlung",
      suggestions: [],
    });
  });

  it("without an invoice number suggests same-amount invoices, the payer's own first, but books nothing", () => {
    const [result] = matchStatement(
      [line({ amountCents: 50_000, remittance: "Mitgliedsbeitrag", counterpartyIban: "DE02120300000000202051" })],
      [invoice("2026-0001", 50_000), invoice("2026-0002", 50_000, ["DE02120300000000202051"]), invoice("2026-0003", 70_000)],
      [],
      known,
    );
    expect(result!.match).toEqual({ kind: "review", reason: "Keine Rechnungsnummer im Verwendungszweck", suggestions: ["inv-2026-0002", "inv-2026-0001"] });
  });

  it("ranks suggestions by the payer's name and the amount, not every invoice of the amount alike (issue 22)", () => {
    const named = (number: string, openCents: number, memberName: string): OpenInvoice => ({ ...invoice(number, openCents), memberName });
    const [result] = matchStatement(
      [line({ amountCents: 50_000, remittance: "Beitrag", counterpartyName: "HAVELLAENDISCHE HAFENBAHN GMBH" })],
      [
        named("2026-0001", 50_000, "Nordbahn AG"),
        named("2026-0002", 30_000, "Havelländische Hafenbahn GmbH"),
        named("2026-0003", 50_000, "Havelländische Hafenbahn GmbH"),
        named("2026-0004", 70_000, "Südgleis KG"),
        named("2026-0005", 50_000, "Ostkreuz Rangier GmbH"),
      ],
      [],
      known,
    );
    // The payer's own invoice of the amount first, then its other invoice, then strangers' invoices of the amount.
    expect(result!.match).toEqual({
      kind: "review",
      reason: "Keine Rechnungsnummer im Verwendungszweck",
      suggestions: ["inv-2026-0003", "inv-2026-0002", "inv-2026-0001", "inv-2026-0005"],
    });
    expect(
      rankCandidates({ amountCents: 50_000, counterpartyName: "Havelländische Hafenbahn", counterpartyIban: null }, [
        { id: "a", number: "2026-0003", openCents: 50_000, memberName: "Havelländische Hafenbahn GmbH", memberIbans: [] },
      ])[0]!.reasons,
    ).toEqual(["Name des Zahlers passt", `Betrag ${formatEuro(50_000)} passt genau`]);
  });

  it("reviews unknown returns, collection credits with a different amount and bank reversals", () => {
    const results = matchStatement(
      [
        line({ kind: "returned_debit", direction: "debit", endToEndId: "X-1", amountCents: 100 }),
        line({ kind: "direct_debit_credit", endToEndId: "2026-0003-1", amountCents: 100 }),
        line({ reversal: true, amountCents: 100, remittance: "2026-0001" }),
      ],
      [invoice("2026-0001", 100)],
      [{ endToEndId: "2026-0003-1", invoiceId: "inv-3", amountCents: 120_000 }],
      known,
    );
    expect(results.map((result) => result.match.kind)).toEqual(["review", "review", "review"]);
  });
});

describe("describeReturnReason", () => {
  it("explains known codes and what to do", () => {
    expect(describeReturnReason("AM04")).toEqual({ code: "AM04", text: "Deckung unzureichend", action: "retry" });
    expect(describeReturnReason("md01").action).toBe("fix_mandate");
    expect(describeReturnReason("ZZ99")).toEqual({ code: "ZZ99", text: "Rückgabegrund ZZ99", action: "contact_member" });
    expect(describeReturnReason(null).text).toBe("Rückgabegrund nicht angegeben");
  });
});
