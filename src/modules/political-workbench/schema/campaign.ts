/** Campaigns with targets, actions and linked tasks (ADR 171). */
import { z } from "zod";
import { calendarDate, recordId, timestamp, version } from "#shared/contract/answers.ts";
import { optionalId, optionalText, requiredDate, requiredText, versionField } from "#shared/schemas/form-fields.ts";
import { ACTION_KINDS, OUTCOMES } from "../domain/labels.ts";
import { contactRefSchema, cursorField, limitField, optionalUserId, searchField } from "./fields.ts";
import { linkItemSchema } from "./link.ts";

const campaignFields = {
  title: requiredText(200, "Der Titel", "Bitte geben Sie der Kampagne einen Titel."),
  goal: requiredText(2000, "Das Ziel", "Bitte beschreiben Sie das Ziel der Kampagne."),
  startsOn: requiredDate,
  endsOn: requiredDate,
  procedureId: optionalId,
  topic: optionalText(80, "Das Thema"),
  ownerId: optionalUserId,
};

function oneSubjectAndPeriod(value: { startsOn: string; endsOn: string; procedureId: string | null; topic: string | null }, ctx: z.RefinementCtx) {
  if (value.endsOn < value.startsOn) ctx.addIssue({ code: "custom", path: ["endsOn"], message: "Das Ende darf nicht vor dem Beginn liegen." });
  if (!value.procedureId && !value.topic)
    ctx.addIssue({ code: "custom", path: ["topic"], message: "Bitte wählen Sie ein Verfahren oder nennen Sie ein Thema." });
  if (value.procedureId && value.topic)
    ctx.addIssue({ code: "custom", path: ["topic"], message: "Eine Kampagne gehört zu einem Verfahren oder zu einem Thema, nicht zu beidem." });
}

export const campaignInputSchema = z.strictObject(campaignFields).superRefine(oneSubjectAndPeriod);
export type CampaignInput = z.input<typeof campaignInputSchema>;
export type CampaignValues = z.output<typeof campaignInputSchema>;
export const campaignUpdateSchema = z.strictObject({ ...campaignFields, version: versionField }).superRefine(oneSubjectAndPeriod);
export type CampaignUpdate = z.output<typeof campaignUpdateSchema>;

/** The list's "Zeitraum" filter. */
export const CAMPAIGN_STATES = ["geplant", "laufend", "beendet"] as const;

export const campaignListQuerySchema = z.strictObject({
  q: searchField,
  state: z.enum(CAMPAIGN_STATES).optional(),
  procedureId: z.uuid().optional(),
  cursor: cursorField,
  limit: limitField,
});
export type CampaignListQuery = z.output<typeof campaignListQuerySchema>;

export const targetInputSchema = z.strictObject({ contactId: z.uuid({ error: "Bitte wählen Sie einen Kontakt." }) });

const actionFields = {
  kind: z.enum(ACTION_KINDS, { error: "Bitte wählen Sie die Art der Aktion." }),
  occurredOn: requiredDate,
  title: requiredText(300, "Die Bezeichnung", "Bitte bezeichnen Sie die Aktion."),
  notes: optionalText(5000, "Die Notiz"),
  outcome: z.enum(OUTCOMES, { error: "Bitte wählen Sie das Ergebnis." }),
  contactIds: z
    .array(z.uuid({ error: "Ungültiger Kontakt." }))
    .max(50, { error: "Höchstens 50 Kontakte je Aktion." })
    .default([])
    .transform((ids) => [...new Set(ids)]),
};
export const actionInputSchema = z.strictObject(actionFields);
export type ActionInput = z.input<typeof actionInputSchema>;
export type ActionValues = z.output<typeof actionInputSchema>;
export const actionUpdateSchema = z.strictObject({ ...actionFields, version: versionField });
export type ActionUpdate = z.output<typeof actionUpdateSchema>;

export const actionListQuerySchema = z.strictObject({ cursor: cursorField, limit: limitField });

export const campaignListItemSchema = z.strictObject({
  id: recordId,
  title: z.string(),
  goal: z.string(),
  startsOn: calendarDate,
  endsOn: calendarDate,
  procedureId: recordId.nullable(),
  procedureTitle: z.string().nullable(),
  topic: z.string().nullable(),
  ownerName: z.string().nullable(),
  targetCount: z.number().int().min(0),
  actionCount: z.number().int().min(0),
  updatedAt: timestamp,
  version,
});
export type CampaignListItem = z.output<typeof campaignListItemSchema>;

export const campaignActionSchema = z.strictObject({
  id: recordId,
  kind: z.enum(ACTION_KINDS),
  occurredOn: calendarDate,
  title: z.string(),
  notes: z.string().nullable(),
  outcome: z.enum(OUTCOMES),
  contactCount: z.number().int().min(0),
  /** The contacts reached: editors only (ADR 170). */
  contacts: z.array(contactRefSchema).optional(),
  createdByName: z.string().nullable(),
  version,
});
export type CampaignAction = z.output<typeof campaignActionSchema>;

export const campaignTargetSchema = z.strictObject({ ...contactRefSchema.shape, reached: z.boolean() });
export type CampaignTarget = z.output<typeof campaignTargetSchema>;

export const campaignDetailSchema = z.strictObject({
  ...campaignListItemSchema.shape,
  ownerId: z.string().nullable(),
  reachedCount: z.number().int().min(0),
  /** Named targets: editors only (ADR 170). */
  targets: z.array(campaignTargetSchema).optional(),
  links: z.array(linkItemSchema),
  canEdit: z.boolean(),
});
export type CampaignDetail = z.output<typeof campaignDetailSchema>;

/** The answer of a new action: its id. */
export const createdActionSchema = z.strictObject({ id: recordId });
