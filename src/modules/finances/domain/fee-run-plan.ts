import type { FeeSchedule } from "../schema.ts";
import { annualFee, type AnnualFee, type FeeMember } from "./annual-fee.ts";

export type FeeRunMember = FeeMember & { membershipId: string; name: string; memberNumber: string; hasBillingAddress: boolean; hasLiveFeeInvoice: boolean };

export type FeeRunDecision =
  | { membershipId: string; name: string; action: "issue"; fee: Extract<AnnualFee, { kind: "due" }> }
  | { membershipId: string; name: string; action: "skip"; reason: string; blocking: boolean };

/**
 * What an annual fee run will do for each member, shown as a preview before the run and
 * applied by it. Skips that need the treasurer's attention (missing tier value, missing
 * address) are `blocking: true`; honorary members and members already invoiced are not.
 * Running the plan again after a run yields only skips: that is the idempotence the database
 * enforces as well (ADR 161).
 */
export function planFeeRun(schedule: FeeSchedule, members: readonly FeeRunMember[]): FeeRunDecision[] {
  return (
    [...members]
      .sort((a, b) => a.memberNumber.localeCompare(b.memberNumber))
      // biome-ignore lint/suspicious/useIterableCallbackReturn: the switch over AnnualFee["kind"] returns in every case (tsc checks it is exhaustive)
      .map((member): FeeRunDecision => {
        const base = { membershipId: member.membershipId, name: member.name };
        if (member.hasLiveFeeInvoice) return { ...base, action: "skip", reason: `Beitrag ${schedule.fiscalYear} bereits berechnet`, blocking: false };
        const fee = annualFee(schedule, member);
        switch (fee.kind) {
          case "free":
            return { ...base, action: "skip", reason: "Ehrenmitglied – beitragsfrei", blocking: false };
          case "not_member":
            return {
              ...base,
              action: "skip",
              reason: fee.reason === "not_yet_member" ? `Eintritt nach ${schedule.fiscalYear}` : `Mitgliedschaft vor ${schedule.fiscalYear} beendet`,
              blocking: false,
            };
          case "missing_data":
            return {
              ...base,
              action: "skip",
              reason:
                fee.missing === "track_km"
                  ? "Streckenlänge fehlt – für die Beitragsstaffel nötig"
                  : "Zahl der Beschäftigten fehlt – für die Beitragsstaffel nötig",
              blocking: true,
            };
          case "due":
            if (fee.cents === 0) return { ...base, action: "skip", reason: "Beitrag 0,00 € – keine Rechnung", blocking: false };
            if (!member.hasBillingAddress) return { ...base, action: "skip", reason: "Rechnungsanschrift fehlt", blocking: true };
            return { ...base, action: "issue", fee };
        }
      })
  );
}
