/** Campaign analytics (ADR 172): the query and the figures, shared by screen, CSV and tests. */
import { z } from "zod";
import { calendarDate, recordId, timestamp } from "#shared/contract/answers.ts";
import { requiredDate } from "#shared/schemas/form-fields.ts";
import { ACTION_KINDS, type ActionKind } from "../domain/labels.ts";
import { FUNNEL_STEPS, type FunnelStepId } from "../domain/funnel.ts";

export const MAX_RANGE_DAYS = 731;

export const analyticsQuerySchema = z
  .strictObject({
    from: requiredDate,
    to: requiredDate,
    campaignId: z.uuid({ error: "Ungültige Kampagne." }).optional(),
    /** `fresh=1`: computed now (and kept as the new snapshot) instead of a snapshot up to an hour old. */
    fresh: z.enum(["1"]).optional(),
  })
  .superRefine((value, ctx) => {
    if (value.to < value.from) ctx.addIssue({ code: "custom", path: ["to"], message: "Das Ende des Zeitraums darf nicht vor dem Beginn liegen." });
    const days = (Date.parse(value.to) - Date.parse(value.from)) / 86_400_000;
    if (days > MAX_RANGE_DAYS) ctx.addIssue({ code: "custom", path: ["to"], message: "Der Zeitraum darf höchstens zwei Jahre umfassen." });
  });
export type AnalyticsQuery = z.output<typeof analyticsQuerySchema>;

const count = z.number().int().min(0);
const keyedCount = z.strictObject({ key: z.string(), label: z.string(), count });

export const weekRowSchema = z.strictObject({
  /** Monday of the ISO week. */
  weekStart: calendarDate,
  label: z.string(),
  counts: z.strictObject(Object.fromEntries(ACTION_KINDS.map((k) => [k, count])) as Record<ActionKind, typeof count>),
  total: count,
});
export type WeekRow = z.output<typeof weekRowSchema>;

export const campaignAnalyticsSchema = z.strictObject({
  from: calendarDate,
  to: calendarDate,
  campaignId: recordId.nullable(),
  weeks: z.array(weekRowSchema),
  reach: z.strictObject({ targeted: count, reached: count, reachedBeyondTargets: count }),
  byParty: z.array(keyedCount),
  byInstitution: z.array(keyedCount),
  funnel: z.array(z.strictObject({ step: z.enum(FUNNEL_STEPS.map((s) => s.id) as [FunnelStepId, ...FunnelStepId[]]), label: z.string(), count })),
  totals: z.strictObject({ actions: count, doneActions: count, interactions: count }),
  /** When the figures were computed (ISO time; at most an hour old unless a write dropped the snapshot). */
  computedAt: timestamp,
});
export type CampaignAnalytics = z.output<typeof campaignAnalyticsSchema>;
