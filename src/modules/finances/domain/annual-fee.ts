import type { FeeSchedule, MembershipClass } from "../schema.ts";
import { annualFeeByRule, describeTier } from "./fee-rule.ts";
import { isoDateOf, parseIsoDate, type IsoDate } from "#shared/dates.ts";
import { proRata, type Cents } from "./money.ts";

export type FeeMember = {
  membershipClass: MembershipClass;
  entryDate: IsoDate;
  /** Last day of membership: for a resignation always 31 Dec of the year it takes effect. */
  exitDate: IsoDate | null;
  trackLengthKm: number | null;
  employeeCount: number | null;
};

export type AnnualFee =
  | {
      kind: "due";
      fiscalYear: number;
      fullYearCents: Cents;
      cents: Cents;
      months: number;
      servicePeriod: { from: IsoDate; to: IsoDate };
      /** German line text for the invoice, e.g. "Mitgliedsbeitrag 2026 (Ordentliches Mitglied, bis 10 km Streckenlänge), anteilig 7/12". */
      basisText: string;
    }
  | { kind: "free"; reason: "honorary" }
  | { kind: "not_member"; reason: "not_yet_member" | "already_left" }
  | { kind: "missing_data"; missing: "track_km" | "employees" };

/**
 * The fee a member owes for one fiscal year (the calendar year, statutes § 6 (1)), ADR 162:
 * - honorary members pay nothing (statutes § 3 (3), § 6 (2));
 * - a member owes the full year for every year the membership touches, except the year of
 *   entry, which is charged pro rata by month: the entry month counts in full, so an entry on
 *   1 January and one on 31 January both pay 12/12, an entry on 31 December pays 1/12;
 * - a resignation takes effect at the end of the year (§ 3 (8)), so that year is due in full; an
 *   exclusion during the year does not reduce that year's fee either;
 * - the amount is rounded once, half away from zero, after the pro-rata division.
 */
export function annualFee(schedule: FeeSchedule, member: FeeMember): AnnualFee {
  const year = schedule.fiscalYear;
  const entry = parseIsoDate(member.entryDate);
  if (entry.year > year) return { kind: "not_member", reason: "not_yet_member" };
  if (member.exitDate !== null && parseIsoDate(member.exitDate).year < year) return { kind: "not_member", reason: "already_left" };
  if (member.membershipClass === "honorary") return { kind: "free", reason: "honorary" };

  const rule = schedule.rules[member.membershipClass];
  const outcome = annualFeeByRule(rule, member);
  if (!outcome.ok) return { kind: "missing_data", missing: outcome.missing };

  const firstYear = entry.year === year;
  const months = firstYear ? 13 - entry.month : 12;
  const cents = proRata(outcome.annualCents, months, 12);
  const from = firstYear ? isoDateOf(year, entry.month, 1) : isoDateOf(year, 1, 1);
  const classText = member.membershipClass === "ordinary" ? "Ordentliches Mitglied" : "Fördermitglied";
  const tierText = rule.kind === "tiered" && outcome.tierIndex !== null ? `, ${describeTier(rule, outcome.tierIndex)}` : "";
  const shareText = months < 12 ? `, anteilig ${months}/12 ab Eintritt` : "";
  return {
    kind: "due",
    fiscalYear: year,
    fullYearCents: outcome.annualCents,
    cents,
    months,
    servicePeriod: { from, to: isoDateOf(year, 12, 31) },
    basisText: `Mitgliedsbeitrag ${year} (${classText}${tierText})${shareText}`,
  };
}
