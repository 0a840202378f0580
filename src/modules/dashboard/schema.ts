/**
 * The dashboard's answer (issue 25): "what needs me today" for the person asking, in sections
 * (applications to decide, tasks, mentions, unread threads, money, incidents, assemblies), a few
 * key figures, and what others did lately that matters. Texts are German and plain (never HTML);
 * every item links to the screen where it is done.
 */
import { z } from "zod";
import { calendarDate, timestamp } from "#shared/contract/answers.ts";

/** /backend shows everything the person may see; /member and /board their part of it. */
export const DASHBOARD_VIEWS = ["all", "member", "board"] as const;
export type DashboardView = (typeof DASHBOARD_VIEWS)[number];

export const dashboardQuerySchema = z.strictObject({ view: z.enum(DASHBOARD_VIEWS).default("all") });

export const SECTION_KEYS = ["applications", "tasks", "mentions", "threads", "invoices", "finances", "collections", "incidents", "assemblies"] as const;
export type SectionKey = (typeof SECTION_KEYS)[number];

/** overdue: a deadline has passed; soon: due today or within the week; normal: everything else. */
export const TONES = ["overdue", "soon", "normal"] as const;
export type Tone = (typeof TONES)[number];

export const dashboardItemSchema = z.strictObject({
  id: z.string(),
  title: z.string(),
  /** One line of context, e.g. "Ort: Halle (Saale) · eingegangen". */
  detail: z.string().nullable(),
  /** The date it is due or happened (calendar day) ... */
  date: calendarDate.nullable(),
  /** ... or the moment (a 72-hour clock, a post). */
  at: timestamp.nullable(),
  /** How the date reads: "fällig", "seit", "am", "bis". */
  dateLabel: z.string().nullable(),
  tone: z.enum(TONES),
  link: z.string(),
});
export type DashboardItem = z.output<typeof dashboardItemSchema>;

export const dashboardSectionSchema = z.strictObject({
  key: z.enum(SECTION_KEYS),
  title: z.string(),
  /** All the section's open things (the list shows a few). */
  total: z.number().int().min(0),
  /** A short German summary such as "3 überfällig · 5 diese Woche fällig". */
  summary: z.string().nullable(),
  items: z.array(dashboardItemSchema),
  /** Where all of them are, with the link's text. */
  link: z.string(),
  linkLabel: z.string(),
  /** What the section says when nothing is open. */
  empty: z.string(),
});
export type DashboardSection = z.output<typeof dashboardSectionSchema>;

export const dashboardFigureSchema = z.strictObject({
  key: z.string(),
  label: z.string(),
  /** Formatted German ("28", "1.234,56 €"). */
  value: z.string(),
  link: z.string().nullable(),
});
export type DashboardFigure = z.output<typeof dashboardFigureSchema>;

export const ACTIVITY_KINDS = ["post", "document", "decision"] as const;

export const dashboardActivitySchema = z.strictObject({
  id: z.string(),
  kind: z.enum(ACTIVITY_KINDS),
  /** The kind in German ("Beitrag", "Dokument", a decision's label). */
  label: z.string(),
  text: z.string(),
  actorName: z.string().nullable(),
  at: timestamp,
  link: z.string(),
});
export type DashboardActivity = z.output<typeof dashboardActivitySchema>;

export const dashboardSchema = z.strictObject({
  view: z.enum(DASHBOARD_VIEWS),
  today: calendarDate,
  figures: z.array(dashboardFigureSchema),
  sections: z.array(dashboardSectionSchema),
  activity: z.array(dashboardActivitySchema),
});
export type Dashboard = z.output<typeof dashboardSchema>;
