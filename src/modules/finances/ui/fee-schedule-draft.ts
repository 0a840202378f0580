/** Converts between the stored fee schedule and what the form holds (German number text). */
import { formatEuroNumber, parseEuroInput } from "../domain/money.ts";
import type { FeeRule, FeeScheduleInput } from "../schema.ts";
import type { StoredFeeSchedule } from "./finance-api.ts";
import type { RuleDraft } from "./FeeRuleEditor.tsx";

export type ScheduleDraft = {
  ordinary: RuleDraft;
  supporting: RuleDraft;
  tax: "not_taxable" | "exempt" | "small_business" | "taxable";
  legalBasis: string;
  rate: "1900" | "700";
  paymentTermDays: string;
};

const number = (value: number) => new Intl.NumberFormat("de-DE", { maximumFractionDigits: 1, useGrouping: false }).format(value);

function ruleDraft(rule: FeeRule | undefined): RuleDraft {
  if (!rule) return { kind: "fixed", basis: "track_km", fixed: "", tiers: [{ upTo: "", amount: "" }] };
  if (rule.kind === "fixed") return { kind: "fixed", basis: "track_km", fixed: formatEuroNumber(rule.annualCents), tiers: [{ upTo: "", amount: "" }] };
  return {
    kind: "tiered",
    basis: rule.basis,
    fixed: "",
    tiers: rule.tiers.map((tier) => ({ upTo: tier.upTo === null ? "" : number(tier.upTo), amount: formatEuroNumber(tier.annualCents) })),
  };
}

export function draftOf(schedule: StoredFeeSchedule | null): ScheduleDraft {
  const tax = schedule?.taxTreatment ?? { kind: "not_taxable" as const };
  return {
    ordinary: ruleDraft(schedule?.rules.ordinary),
    supporting: ruleDraft(schedule?.rules.supporting),
    tax: tax.kind,
    legalBasis: tax.kind === "exempt" ? tax.legalBasis : "",
    rate: tax.kind === "taxable" ? (String(tax.rateBasisPoints) as "1900" | "700") : "1900",
    paymentTermDays: String(schedule?.paymentTermDays ?? 30),
  };
}

/** Amounts that are not amounts become -1, so the shared schema reports them in German. */
const cents = (text: string) => parseEuroInput(text) ?? -1;
const bound = (text: string) => {
  const value = Number(text.trim().replace(",", "."));
  return text.trim() === "" || !Number.isFinite(value) ? -1 : value;
};

function ruleOf(draft: RuleDraft): FeeRule {
  if (draft.kind === "fixed") return { kind: "fixed", annualCents: cents(draft.fixed) };
  return {
    kind: "tiered",
    basis: draft.basis,
    tiers: draft.tiers.map((tier, index) => ({ upTo: index === draft.tiers.length - 1 ? null : bound(tier.upTo), annualCents: cents(tier.amount) })),
  };
}

export function inputOf(draft: ScheduleDraft, version: number | null): FeeScheduleInput {
  const taxTreatment: FeeScheduleInput["taxTreatment"] =
    draft.tax === "exempt"
      ? { kind: "exempt", legalBasis: draft.legalBasis }
      : draft.tax === "taxable"
        ? { kind: "taxable", rateBasisPoints: Number(draft.rate) as 1900 | 700 }
        : { kind: draft.tax };
  return {
    rules: { ordinary: ruleOf(draft.ordinary), supporting: ruleOf(draft.supporting) },
    taxTreatment,
    paymentTermDays: Number(draft.paymentTermDays),
    version,
  };
}
