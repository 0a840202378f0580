import type { DunningPolicy } from "../schema.ts";
import { addDays, daysBetween, compareIsoDates, type IsoDate } from "#shared/dates.ts";
import type { Cents } from "./money.ts";

/**
 * Dunning (ADR 165). Statutes § 3 (9): a member more than six months in arrears despite two
 * reminders may be excluded by the assembly, so the default policy has a friendly reminder and
 * two formal notices, and the overdue list says when exclusion becomes possible. Fees are the
 * association's flat damages for the notice, added to what the member owes, never to the
 * invoice itself.
 */
export const defaultDunningPolicy: DunningPolicy = [
  { level: 1, title: "Zahlungserinnerung", waitDays: 14, feeCents: 0, paymentTermDays: 14 },
  { level: 2, title: "1. Mahnung", waitDays: 7, feeCents: 500, paymentTermDays: 14 },
  { level: 3, title: "2. Mahnung", waitDays: 7, feeCents: 1_000, paymentTermDays: 10 },
];

export type DunningNotice = { level: number; sentOn: IsoDate; deadline: IsoDate; feeCents: Cents };

export type Receivable = {
  dueDate: IsoDate;
  /** What the member still owes on the invoice itself, fees not included. */
  openCents: Cents;
  notices: readonly DunningNotice[];
  /** A collection is under way or the treasurer set a dunning stop (e.g. agreed instalments). */
  onHold: boolean;
};

export type DunningStep = { level: number; title: string; feeCents: Cents; sendOn: IsoDate; deadline: IsoDate };

/**
 * The notice due today, if any: level 1 once `waitDays` have passed since the due date, each
 * further level once `waitDays` have passed since the previous notice's deadline. After the
 * last level nothing is sent automatically; the treasurer decides (write-off, exclusion, court).
 */
export function dunningStepDue(receivable: Receivable, today: IsoDate, policy: DunningPolicy): DunningStep | null {
  if (receivable.openCents <= 0 || receivable.onHold) return null;
  const previous = receivable.notices.at(-1);
  const level = policy[receivable.notices.length];
  if (!level) return null;
  const earliest = addDays(previous ? previous.deadline : receivable.dueDate, level.waitDays);
  if (compareIsoDates(today, earliest) < 0) return null;
  return { level: level.level, title: level.title, feeCents: level.feeCents, sendOn: today, deadline: addDays(today, level.paymentTermDays) };
}

export type OverdueStatus = {
  daysOverdue: number;
  level: number;
  feesCents: Cents;
  totalDueCents: Cents;
  nextStep: DunningStep | null;
  /** § 3 (9): at least two notices and more than six months past the due date. */
  exclusionPossible: boolean;
  escalated: boolean;
};

export function overdueStatus(receivable: Receivable, today: IsoDate, policy: DunningPolicy): OverdueStatus | null {
  const daysOverdue = daysBetween(receivable.dueDate, today);
  if (receivable.openCents <= 0 || daysOverdue <= 0) return null;
  const feesCents = receivable.notices.reduce((total, notice) => total + notice.feeCents, 0);
  const sixMonthsLater = addMonthsClamped(receivable.dueDate, 6);
  return {
    daysOverdue,
    level: receivable.notices.length,
    feesCents,
    totalDueCents: receivable.openCents + feesCents,
    nextStep: dunningStepDue(receivable, today, policy),
    exclusionPossible: receivable.notices.length >= 2 && compareIsoDates(today, sixMonthsLater) > 0,
    escalated: receivable.notices.length >= policy.length,
  };
}

function addMonthsClamped(date: IsoDate, months: number): IsoDate {
  const [year, month, day] = date.split("-").map(Number) as [number, number, number];
  const target = new Date(Date.UTC(year, month - 1 + months, 1));
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(day, lastDay));
  return target.toISOString().slice(0, 10);
}
