/** Shapes of the analytics screen (issue 18): the date range and the report's series. */
import { z } from "zod";
import { MEMBERSHIP_CLASS_LABELS } from "#modules/members/schema/labels.ts";
import { calendarDate, timestamp } from "#shared/contract/answers.ts";
import { formatGermanShortMonth } from "#shared/dates.ts";
import { MEMBERSHIP_CLASSES, type MembershipClass } from "#shared/membership.ts";
import { todayInBerlin } from "#shared/schemas/dates.ts";

const MAX_RANGE_DAYS = 5 * 366;

export const analyticsQuerySchema = z
  .strictObject({
    from: z.iso.date({ error: "Bitte geben Sie ein gültiges Anfangsdatum an." }).optional(),
    to: z.iso.date({ error: "Bitte geben Sie ein gültiges Enddatum an." }).optional(),
  })
  .transform((q) => {
    const to = q.to ?? todayInBerlin();
    const from = q.from ?? defaultFrom(to);
    return { from, to };
  })
  .refine((q) => q.from <= q.to, { error: "Das Enddatum liegt vor dem Anfangsdatum.", path: ["to"] })
  .refine((q) => (Date.parse(q.to) - Date.parse(q.from)) / 86_400_000 <= MAX_RANGE_DAYS, {
    error: "Der Zeitraum darf höchstens fünf Jahre umfassen.",
    path: ["from"],
  });
export type AnalyticsQuery = z.output<typeof analyticsQuerySchema>;

/** The first day of the month eleven months before `to`: the last twelve months. */
export function defaultFrom(to: string): string {
  return presetFrom(to, 12);
}

/** The screen's quick choices: the last 3, 6, 12 or 24 months up to today. */
export const PRESET_MONTHS = [3, 6, 12, 24] as const;

/** The first day of the month `months - 1` months before `to`: the last `months` months. */
export function presetFrom(to: string, months: number): string {
  const [y, m] = to.split("-").map(Number) as [number, number];
  const month = y * 12 + (m - 1) - (months - 1);
  return `${Math.floor(month / 12)}-${String((month % 12) + 1).padStart(2, "0")}-01`;
}

export const APPLICATION_STATUS_KEYS = ["pending", "in_review", "approved", "rejected", "withdrawn"] as const;
export type ApplicationStatusKey = (typeof APPLICATION_STATUS_KEYS)[number];
export const APPLICATION_STATUS_NAMES: Record<ApplicationStatusKey, string> = {
  pending: "Eingegangen",
  in_review: "In Prüfung",
  approved: "Angenommen",
  rejected: "Abgelehnt",
  withdrawn: "Zurückgezogen",
};

export const MEMBERSHIP_CLASS_KEYS = MEMBERSHIP_CLASSES;
export type MembershipClassKey = MembershipClass;
/** The member register's names of the classes (one label source, issue 25: analytics said "Ordentlich/Fördernd"). */
export const MEMBERSHIP_CLASS_NAMES: Record<MembershipClassKey, string> = MEMBERSHIP_CLASS_LABELS;

export const FUNNEL_STAGES = ["received", "reviewed", "decided", "admitted"] as const;
export type FunnelStage = (typeof FUNNEL_STAGES)[number];
export const FUNNEL_STAGE_NAMES: Record<FunnelStage, string> = {
  received: "Eingegangen",
  reviewed: "In Prüfung genommen",
  decided: "Entschieden",
  admitted: "Aufgenommen",
};

const count = z.number().int().min(0);
const month = z.string().regex(/^\d{4}-\d{2}$/);

export const applicationMonthSchema = z.strictObject({
  month,
  counts: z.strictObject(Object.fromEntries(APPLICATION_STATUS_KEYS.map((k) => [k, count])) as Record<ApplicationStatusKey, typeof count>),
  total: count,
});
export type ApplicationMonth = z.output<typeof applicationMonthSchema>;

export const memberMonthSchema = z.strictObject({
  month,
  total: count,
  byClass: z.strictObject(Object.fromEntries(MEMBERSHIP_CLASS_KEYS.map((k) => [k, count])) as Record<MembershipClassKey, typeof count>),
  byState: z.record(z.string(), count),
  trackKm: z.number().min(0),
});
export type MemberMonth = z.output<typeof memberMonthSchema>;

export const analyticsReportSchema = z.strictObject({
  from: calendarDate,
  to: calendarDate,
  applications: z.array(applicationMonthSchema),
  funnel: z.array(z.strictObject({ stage: z.enum(FUNNEL_STAGES), count })),
  withdrawn: count,
  members: z.array(memberMonthSchema),
  /** Federal states that occur in the range, by members at its end (largest first). */
  states: z.array(z.string()),
  activeUsers: z.array(z.strictObject({ week: z.string().regex(/^\d{4}-W\d{2}$/), weekStart: calendarDate, users: count })),
  moduleUse: z.array(z.strictObject({ module: z.string(), actions: count, users: count })),
  /** When these figures were computed (ISO time): served from a snapshot at most an hour old. */
  computedAt: timestamp,
});
export type AnalyticsReport = z.output<typeof analyticsReportSchema>;

/** "2026-03" -> "März 2026" (the charts' and tables' short month). */
export const monthLabel = formatGermanShortMonth;
