import type { FeeRule } from "../schema.ts";
import type { Cents } from "./money.ts";

export type FeeBasisValues = { trackLengthKm: number | null; employeeCount: number | null };

export type RuleOutcome = { ok: true; annualCents: Cents; tierIndex: number | null } | { ok: false; missing: "track_km" | "employees" };

/**
 * The full-year fee a rule asks for. A tiered rule picks the first tier whose inclusive upper
 * bound the member's value does not exceed; a member without the value is not guessed into
 * the cheapest tier but reported, so the treasurer fills the gap before the fee run.
 */
export function annualFeeByRule(rule: FeeRule, values: FeeBasisValues): RuleOutcome {
  if (rule.kind === "fixed") return { ok: true, annualCents: rule.annualCents, tierIndex: null };
  const value = rule.basis === "track_km" ? values.trackLengthKm : values.employeeCount;
  if (value === null || !Number.isFinite(value)) return { ok: false, missing: rule.basis };
  const tierIndex = rule.tiers.findIndex((tier) => tier.upTo === null || value <= tier.upTo);
  const index = tierIndex === -1 ? rule.tiers.length - 1 : tierIndex;
  return { ok: true, annualCents: rule.tiers[index]!.annualCents, tierIndex: index };
}

/** "bis 10 km", "über 10 bis 50 km", "über 50 km": how a tier reads on the invoice. */
export function describeTier(rule: Extract<FeeRule, { kind: "tiered" }>, tierIndex: number): string {
  const unit = rule.basis === "track_km" ? "km Streckenlänge" : "Beschäftigte";
  const format = (value: number) => new Intl.NumberFormat("de-DE", { maximumFractionDigits: 1 }).format(value);
  const tier = rule.tiers[tierIndex]!;
  const lower = tierIndex > 0 ? rule.tiers[tierIndex - 1]!.upTo : null;
  if (tier.upTo === null) return lower === null ? `alle Werte (${unit})` : `über ${format(lower)} ${unit}`;
  if (lower === null) return `bis ${format(tier.upTo)} ${unit}`;
  return `über ${format(lower)} bis ${format(tier.upTo)} ${unit}`;
}
