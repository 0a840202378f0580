/** Campaigns with targets, actions and linked tasks (ADR 171). */
import { z } from "zod";
import { optionalId, optionalText, requiredDate, requiredText, versionField } from "../../../shared/schemas/form-fields.ts";
import { ACTION_KINDS, OUTCOMES, type ActionKind, type Outcome } from "../labels.ts";
import { cursorField, limitField, optionalUserId, searchField, type ContactRef } from "./fields.ts";
import type { LinkItem } from "./link.ts";

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

export const campaignListQuerySchema = z.strictObject({
  q: searchField,
  state: z.enum(["geplant", "laufend", "beendet"]).optional(),
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

export interface CampaignListItem {
  id: string;
  title: string;
  goal: string;
  startsOn: string;
  endsOn: string;
  procedureId: string | null;
  procedureTitle: string | null;
  topic: string | null;
  ownerName: string | null;
  targetCount: number;
  actionCount: number;
  updatedAt: string;
  version: number;
}

export interface CampaignAction {
  id: string;
  kind: ActionKind;
  occurredOn: string;
  title: string;
  notes: string | null;
  outcome: Outcome;
  contactCount: number;
  /** The contacts reached: editors only (ADR 170). */
  contacts?: ContactRef[];
  createdByName: string | null;
  version: number;
}

export interface CampaignTarget extends ContactRef {
  reached: boolean;
}

export interface CampaignDetail extends CampaignListItem {
  ownerId: string | null;
  reachedCount: number;
  /** Named targets: editors only (ADR 170). */
  targets?: CampaignTarget[];
  links: LinkItem[];
  canEdit: boolean;
}
