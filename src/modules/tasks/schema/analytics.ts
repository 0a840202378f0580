/**
 * Task analytics (board and admin): open vs done over time, overdue by project and assignee,
 * median cycle time and throughput per week, for a date range.
 */
import { z } from "zod";
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
  .refine((q) => Date.parse(q.to) - Date.parse(q.from) <= MAX_RANGE_DAYS * 86_400_000, { error: "Der Zeitraum darf höchstens drei Jahre umfassen.", path: ["to"] });
export type AnalyticsQuery = z.output<typeof analyticsQuery>;

export interface WeekFigures {
  /** Monday of the week (Berlin), YYYY-MM-DD. */
  weekStart: string;
  created: number;
  /** Tasks set to erledigt in the week (throughput). */
  done: number;
  /** Open at the end of the week (or of the range). */
  openAtEnd: number;
  /** Median days from start of work (or creation) to done, of the week's done tasks. */
  medianCycleDays: number | null;
}

export interface OverdueRow {
  id: string | null;
  name: string;
  overdue: number;
}

export interface TaskAnalytics {
  from: string;
  to: string;
  weeks: WeekFigures[];
  overdueByProject: OverdueRow[];
  overdueByAssignee: OverdueRow[];
  totals: {
    created: number;
    done: number;
    openAtEnd: number;
    overdueAtEnd: number;
    medianCycleDays: number | null;
    throughputPerWeek: number;
  };
}
