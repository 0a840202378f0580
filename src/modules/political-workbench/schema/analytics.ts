/** Campaign analytics (ADR 172): the query and the figures, shared by screen, CSV and tests. */
import { z } from "zod";
import { requiredDate } from "../../../shared/schemas/form-fields.ts";
import type { ActionKind } from "../labels.ts";
import type { FunnelStepId } from "../funnel.ts";

export const MAX_RANGE_DAYS = 731;

export const analyticsQuerySchema = z
  .strictObject({
    from: requiredDate,
    to: requiredDate,
    campaignId: z.uuid({ error: "Ungültige Kampagne." }).optional(),
  })
  .superRefine((value, ctx) => {
    if (value.to < value.from) ctx.addIssue({ code: "custom", path: ["to"], message: "Das Ende des Zeitraums darf nicht vor dem Beginn liegen." });
    const days = (Date.parse(value.to) - Date.parse(value.from)) / 86_400_000;
    if (days > MAX_RANGE_DAYS) ctx.addIssue({ code: "custom", path: ["to"], message: "Der Zeitraum darf höchstens zwei Jahre umfassen." });
  });
export type AnalyticsQuery = z.output<typeof analyticsQuerySchema>;

export interface WeekRow {
  /** Monday of the ISO week. */
  weekStart: string;
  label: string;
  counts: Record<ActionKind, number>;
  total: number;
}

export interface CampaignAnalytics {
  from: string;
  to: string;
  campaignId: string | null;
  weeks: WeekRow[];
  reach: { targeted: number; reached: number; reachedBeyondTargets: number };
  byParty: { key: string; label: string; count: number }[];
  byInstitution: { key: string; label: string; count: number }[];
  funnel: { step: FunnelStepId; label: string; count: number }[];
  totals: { actions: number; doneActions: number; interactions: number };
}
