import { describe, expect, it } from "vitest";
import { planCollection, type CollectableInvoice } from "./collection-plan.ts";

const mandate = (overrides: Partial<NonNullable<CollectableInvoice["mandate"]>> = {}): NonNullable<CollectableInvoice["mandate"]> => ({
  mandateId: "m1",
  reference: "VNSI-M0007-01",
  scheme: "B2B",
  recurrent: true,
  signedOn: "2025-11-03",
  status: "active",
  lastSettledCollectionOn: null,
  debtorName: "Havelländische Hafenbahn GmbH",
  iban: "DE89370400440532013000",
  bic: null,
  ...overrides,
});

const invoice = (number: string, overrides: Partial<CollectableInvoice> = {}): CollectableInvoice => ({
  invoiceId: `inv-${number}`,
  number,
  fiscalYear: 2026,
  openCents: 120_000,
  memberName: "Mitglied",
  membershipEndsOn: null,
  previousAttempts: 0,
  collectionPending: false,
  mandate: mandate(),
  ...overrides,
});

const options = { submissionDate: "2026-01-20", preNotificationDays: 14, wishedDate: null };

describe("planCollection", () => {
  it("collects open invoices with usable mandates at the earliest allowed date", () => {
    const plan = planCollection(
      [
        invoice("2026-0001"),
        invoice("2026-0002", { mandate: mandate({ mandateId: "m2", reference: "VNSI-M0008-01", lastSettledCollectionOn: "2025-02-17", scheme: "CORE" }) }),
      ],
      options,
    );
    expect(plan.collectionDate).toBe("2026-02-03");
    expect(plan.items.map((item) => [item.endToEndId, item.scheme, item.sequenceType, item.amountCents, item.remittance])).toEqual([
      ["2026-0001-1", "B2B", "FRST", 120_000, "Mitgliedsbeitrag 2026, Rechnung 2026-0001"],
      ["2026-0002-1", "CORE", "RCUR", 120_000, "Mitgliedsbeitrag 2026, Rechnung 2026-0002"],
    ]);
    expect(plan.skipped).toEqual([]);
  });

  it("uses a fresh end-to-end id after a return and FNAL when the membership ends that year", () => {
    const plan = planCollection(
      [invoice("2026-0003", { previousAttempts: 1, membershipEndsOn: "2026-12-31", mandate: mandate({ lastSettledCollectionOn: "2025-02-17" }) })],
      options,
    );
    expect(plan.items[0]).toMatchObject({ endToEndId: "2026-0003-2", attempt: 2, sequenceType: "FNAL" });
  });

  it("continues a mandate's second invoice in the same run as RCUR", () => {
    const plan = planCollection([invoice("2026-0004"), invoice("2026-0005")], options);
    expect(plan.items.map((item) => item.sequenceType)).toEqual(["FRST", "RCUR"]);
  });

  it("lists what it leaves out and why", () => {
    const plan = planCollection(
      [
        invoice("2026-0010", { mandate: null }),
        invoice("2026-0011", { collectionPending: true }),
        invoice("2026-0012", { mandate: mandate({ status: "revoked" }) }),
        invoice("2026-0013", { mandate: mandate({ iban: "DE00370400440532013000" }) }),
        invoice("2026-0014", { openCents: 0 }),
      ],
      options,
    );
    expect(plan.items).toEqual([]);
    expect(plan.skipped.map((entry) => `${entry.number}: ${entry.reason}`)).toEqual([
      "2026-0010: Kein SEPA-Mandat – Zahlung per Überweisung",
      "2026-0011: Einziehung läuft bereits",
      "2026-0012: Mandat wurde widerrufen",
      "2026-0013: IBAN des Mandats ist ungültig",
    ]);
  });
});
