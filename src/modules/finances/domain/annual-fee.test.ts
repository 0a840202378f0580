import { describe, expect, it } from "vitest";
import type { FeeSchedule } from "../schema.ts";
import { annualFee, type FeeMember } from "./annual-fee.ts";

const schedule: FeeSchedule = {
  fiscalYear: 2026,
  rules: {
    ordinary: {
      kind: "tiered",
      basis: "track_km",
      tiers: [
        { upTo: 10, annualCents: 50_000 },
        { upTo: 50, annualCents: 120_000 },
        { upTo: null, annualCents: 250_000 },
      ],
    },
    supporting: { kind: "fixed", annualCents: 30_000 },
  },
  taxTreatment: { kind: "not_taxable" },
  paymentTermDays: 30,
};

const member = (overrides: Partial<FeeMember> = {}): FeeMember => ({
  membershipClass: "ordinary",
  entryDate: "2025-03-15",
  exitDate: null,
  trackLengthKm: 42.5,
  employeeCount: 80,
  ...overrides,
});

const due = (result: ReturnType<typeof annualFee>) => {
  if (result.kind !== "due") throw new Error(`expected a due fee, got ${result.kind}`);
  return result;
};

describe("annualFee: the year of entry", () => {
  it("charges 12/12 for an entry on 1 January", () => {
    const fee = due(annualFee(schedule, member({ entryDate: "2026-01-01" })));
    expect(fee.months).toBe(12);
    expect(fee.cents).toBe(120_000);
    expect(fee.servicePeriod).toEqual({ from: "2026-01-01", to: "2026-12-31" });
    expect(fee.basisText).toBe("Mitgliedsbeitrag 2026 (Ordentliches Mitglied, über 10 bis 50 km Streckenlänge)");
  });

  it("counts the entry month in full: 31 January still pays 12/12", () => {
    expect(due(annualFee(schedule, member({ entryDate: "2026-01-31" }))).months).toBe(12);
  });

  it("charges 1/12 for an entry on 31 December, rounded half away from zero", () => {
    const fee = due(annualFee(schedule, member({ entryDate: "2026-12-31", trackLengthKm: 5 })));
    expect(fee.months).toBe(1);
    expect(fee.cents).toBe(4_167); // 500,00 € / 12 = 41,666.. -> 41,67 €
    expect(fee.servicePeriod).toEqual({ from: "2026-12-01", to: "2026-12-31" });
    expect(fee.basisText).toContain("anteilig 1/12 ab Eintritt");
  });

  it("charges 7/12 for an entry in June", () => {
    const fee = due(annualFee(schedule, member({ entryDate: "2026-06-30", membershipClass: "supporting" })));
    expect(fee.months).toBe(7);
    expect(fee.cents).toBe(17_500); // 300 * 7 / 12
    expect(fee.basisText).toBe("Mitgliedsbeitrag 2026 (Fördermitglied), anteilig 7/12 ab Eintritt");
  });

  it("owes nothing for a year before the entry", () => {
    expect(annualFee(schedule, member({ entryDate: "2027-01-01" }))).toEqual({ kind: "not_member", reason: "not_yet_member" });
  });
});

describe("annualFee: later years and the end of membership", () => {
  it("charges the full year in every year after entry", () => {
    expect(due(annualFee(schedule, member({ entryDate: "2024-10-10" }))).cents).toBe(120_000);
  });

  it("charges the full year a resignation takes effect in (exit 31 December)", () => {
    const fee = due(annualFee(schedule, member({ exitDate: "2026-12-31" })));
    expect(fee.months).toBe(12);
    expect(fee.cents).toBe(120_000);
  });

  it("does not reduce the year of an exclusion during the year", () => {
    expect(due(annualFee(schedule, member({ exitDate: "2026-04-20" }))).cents).toBe(120_000);
  });

  it("owes nothing after the membership ended", () => {
    expect(annualFee(schedule, member({ exitDate: "2025-12-31" }))).toEqual({ kind: "not_member", reason: "already_left" });
  });

  it("charges entry and resignation in the same year pro rata from entry to year end", () => {
    const fee = due(annualFee(schedule, member({ entryDate: "2026-11-02", exitDate: "2026-12-31" })));
    expect(fee.months).toBe(2);
    expect(fee.cents).toBe(20_000);
  });
});

describe("annualFee: classes and tiers", () => {
  it("makes honorary members free whatever the rules say", () => {
    expect(annualFee(schedule, member({ membershipClass: "honorary" }))).toEqual({ kind: "free", reason: "honorary" });
    expect(annualFee(schedule, member({ membershipClass: "honorary", entryDate: "2026-12-31" }))).toEqual({ kind: "free", reason: "honorary" });
  });

  it("treats a tier bound as inclusive", () => {
    expect(due(annualFee(schedule, member({ trackLengthKm: 10 }))).cents).toBe(50_000);
    expect(due(annualFee(schedule, member({ trackLengthKm: 10.1 }))).cents).toBe(120_000);
    expect(due(annualFee(schedule, member({ trackLengthKm: 0 }))).cents).toBe(50_000);
    expect(due(annualFee(schedule, member({ trackLengthKm: 5000 }))).basisText).toContain("über 50 km Streckenlänge");
  });

  it("reports a missing basis value instead of guessing a tier", () => {
    expect(annualFee(schedule, member({ trackLengthKm: null }))).toEqual({ kind: "missing_data", missing: "track_km" });
  });

  it("tiers by employees when the rule says so", () => {
    const byEmployees: FeeSchedule = {
      ...schedule,
      rules: {
        ...schedule.rules,
        supporting: {
          kind: "tiered",
          basis: "employees",
          tiers: [
            { upTo: 49, annualCents: 20_000 },
            { upTo: null, annualCents: 40_000 },
          ],
        },
      },
    };
    expect(due(annualFee(byEmployees, member({ membershipClass: "supporting", employeeCount: 49 }))).cents).toBe(20_000);
    const large = due(annualFee(byEmployees, member({ membershipClass: "supporting", employeeCount: 50 })));
    expect(large.cents).toBe(40_000);
    expect(large.basisText).toBe("Mitgliedsbeitrag 2026 (Fördermitglied, über 49 Beschäftigte)");
    expect(annualFee(byEmployees, member({ membershipClass: "supporting", employeeCount: null }))).toEqual({ kind: "missing_data", missing: "employees" });
  });
});
