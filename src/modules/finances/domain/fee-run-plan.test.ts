import { describe, expect, it } from "vitest";
import type { FeeSchedule } from "../schema.ts";
import { planFeeRun, type FeeRunMember } from "./fee-run-plan.ts";

const schedule: FeeSchedule = {
  fiscalYear: 2026,
  rules: {
    ordinary: {
      kind: "tiered",
      basis: "track_km",
      tiers: [
        { upTo: 10, annualCents: 50_000 },
        { upTo: null, annualCents: 120_000 },
      ],
    },
    supporting: { kind: "fixed", annualCents: 0 },
  },
  taxTreatment: { kind: "not_taxable" },
  paymentTermDays: 30,
};

const member = (memberNumber: string, overrides: Partial<FeeRunMember> = {}): FeeRunMember => ({
  membershipId: `ms-${memberNumber}`,
  name: `Mitglied ${memberNumber}`,
  memberNumber,
  membershipClass: "ordinary",
  entryDate: "2025-01-01",
  exitDate: null,
  trackLengthKm: 12,
  employeeCount: 10,
  hasBillingAddress: true,
  hasLiveFeeInvoice: false,
  ...overrides,
});

describe("planFeeRun", () => {
  it("issues for paying members and explains every skip", () => {
    const plan = planFeeRun(schedule, [
      member("M-0006", { hasLiveFeeInvoice: true }),
      member("M-0001"),
      member("M-0002", { membershipClass: "honorary" }),
      member("M-0003", { trackLengthKm: null }),
      member("M-0004", { hasBillingAddress: false }),
      member("M-0005", { membershipClass: "supporting" }),
      member("M-0007", { entryDate: "2027-01-01" }),
      member("M-0008", { exitDate: "2025-12-31" }),
    ]);
    expect(
      plan.map((decision) =>
        decision.action === "issue" ? `${decision.name}: ${decision.fee.cents}` : `${decision.name}: ${decision.reason}${decision.blocking ? " (!)" : ""}`,
      ),
    ).toEqual([
      "Mitglied M-0001: 120000",
      "Mitglied M-0002: Ehrenmitglied – beitragsfrei",
      "Mitglied M-0003: Streckenlänge fehlt – für die Beitragsstaffel nötig (!)",
      "Mitglied M-0004: Rechnungsanschrift fehlt (!)",
      "Mitglied M-0005: Beitrag 0,00 € – keine Rechnung",
      "Mitglied M-0006: Beitrag 2026 bereits berechnet",
      "Mitglied M-0007: Eintritt nach 2026",
      "Mitglied M-0008: Mitgliedschaft vor 2026 beendet",
    ]);
  });

  it("issues nothing when every member already has the year's invoice", () => {
    const plan = planFeeRun(schedule, [member("M-0001", { hasLiveFeeInvoice: true }), member("M-0002", { hasLiveFeeInvoice: true })]);
    expect(plan.filter((decision) => decision.action === "issue")).toEqual([]);
  });
});
