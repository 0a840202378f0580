/**
 * Task analytics (board and admin): open vs done over time, overdue by project and assignee,
 * median cycle time and throughput per week, for a date range.
 */
import { z } from "zod";
import { calendarDate } from "#shared/contract/answers.ts";
import { UUID_RE } from "./fields.ts";

/** Longer ranges make charts of hundreds of weeks nobody can read. */
export const MAX_RANGE_DAYS = 3 * 366;

export const analyticsQuery = z
  .strictObject({
    from: z.iso.date({ error: "Bitte geben Sie ein gültiges Anfangsdatum an." }),
    to: z.iso.date({ error: "Bitte geben Sie ein gültiges Enddatum an." }),
    projectId: z.string().regex(UUID_RE, { error: "Unbekanntes Projekt." }).optional(),
  })
  .refine((q) => q.from <= q.to, { error: "Das Anfangsdatum muss vor dem Enddatum liegen.", path: ["from"] })
  .refine((q) => Date.parse(q.to) - Date.parse(q.from) <= MAX_RANGE_DAYS * 86_400_000, {
    error: "Der Zeitraum darf höchstens drei Jahre umfassen.",
    path: ["to"],
  });
export type AnalyticsQuery = z.output<typeof analyticsQuery>;

const count = z.number().int().min(0);

export const weekFiguresSchema = z.strictObject({
  /** Monday of the week (Berlin), YYYY-MM-DD. */
  weekStart: calendarDate,
  created: count,
  /** Tasks set to erledigt in the week (throughput). */
  done: count,
  /** Open at the end of the week (or of the range). */
  openAtEnd: count,
  /** Median days from start of work (or creation) to done, of the week's done tasks. */
  medianCycleDays: z.number().nullable(),
});
export type WeekFigures = z.output<typeof weekFiguresSchema>;

export const overdueRowSchema = z.strictObject({ id: z.string().nullable(), name: z.string(), overdue: count });
export type OverdueRow = z.output<typeof overdueRowSchema>;

export const taskAnalyticsSchema = z.strictObject({
  from: calendarDate,
  to: calendarDate,
  weeks: z.array(weekFiguresSchema),
  overdueByProject: z.array(overdueRowSchema),
  overdueByAssignee: z.array(overdueRowSchema),
  totals: z.strictObject({
    created: count,
    done: count,
    openAtEnd: count,
    overdueAtEnd: count,
    medianCycleDays: z.number().nullable(),
    throughputPerWeek: z.number().min(0),
  }),
});
export type TaskAnalytics = z.output<typeof taskAnalyticsSchema>;
