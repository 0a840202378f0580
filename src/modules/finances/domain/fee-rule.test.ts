import { describe, expect, it } from "vitest";
import { feeRuleSchema, feeScheduleSchema } from "../schema.ts";
import { annualFeeByRule, describeTier } from "./fee-rule.ts";

describe("fee rule schema", () => {
  it("accepts ascending tiers with an open last tier", () => {
    const parsed = feeRuleSchema.safeParse({
      kind: "tiered",
      basis: "track_km",
      tiers: [
        { upTo: 10, annualCents: 1 },
        { upTo: null, annualCents: 2 },
      ],
    });
    expect(parsed.success).toBe(true);
  });

  it("explains in German what is wrong with tiers", () => {
    const parsed = feeRuleSchema.safeParse({
      kind: "tiered",
      basis: "employees",
      tiers: [
        { upTo: 50, annualCents: 1 },
        { upTo: 20, annualCents: 2 },
        { upTo: 80, annualCents: 3 },
      ],
    });
    expect(parsed.success).toBe(false);
    const messages = parsed.error!.issues.map((issue) => issue.message);
    expect(messages).toContain("Obergrenzen müssen aufsteigen");
    expect(messages).toContain("Die letzte Staffel gilt ohne Obergrenze");
  });

  it("rejects fractional cents and negative fees", () => {
    expect(feeRuleSchema.safeParse({ kind: "fixed", annualCents: 10.5 }).error?.issues[0]?.message).toBe("Betrag muss in ganzen Cent angegeben sein");
    expect(feeRuleSchema.safeParse({ kind: "fixed", annualCents: -1 }).success).toBe(false);
  });

  it("bounds the payment term", () => {
    const base = {
      fiscalYear: 2026,
      rules: { ordinary: { kind: "fixed", annualCents: 1 }, supporting: { kind: "fixed", annualCents: 1 } },
      taxTreatment: { kind: "not_taxable" },
    };
    expect(feeScheduleSchema.safeParse({ ...base, paymentTermDays: 30 }).success).toBe(true);
    expect(feeScheduleSchema.safeParse({ ...base, paymentTermDays: 3 }).success).toBe(false);
  });
});

describe("annualFeeByRule and describeTier", () => {
  const rule = {
    kind: "tiered" as const,
    basis: "track_km" as const,
    tiers: [
      { upTo: 10, annualCents: 100 },
      { upTo: 50.5, annualCents: 200 },
      { upTo: null, annualCents: 300 },
    ],
  };

  it("finds the tier and names it", () => {
    expect(annualFeeByRule(rule, { trackLengthKm: 50.5, employeeCount: null })).toEqual({ ok: true, annualCents: 200, tierIndex: 1 });
    expect(describeTier(rule, 0)).toBe("bis 10 km Streckenlänge");
    expect(describeTier(rule, 1)).toBe("über 10 bis 50,5 km Streckenlänge");
    expect(describeTier(rule, 2)).toBe("über 50,5 km Streckenlänge");
  });

  it("names a single open tier", () => {
    const single = { kind: "tiered" as const, basis: "employees" as const, tiers: [{ upTo: null, annualCents: 1 }] };
    expect(describeTier(single, 0)).toBe("alle Werte (Beschäftigte)");
  });
});
