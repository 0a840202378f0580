/** Positions of the association with their versions (ADR 171). */
import { z } from "zod";
import { calendarDate, recordId, timestamp, version } from "#shared/contract/answers.ts";
import { optionalDate, optionalText, requiredText, versionField } from "#shared/schemas/form-fields.ts";
import { POSITION_STATUSES, type PositionStatus } from "../domain/labels.ts";
import { cursorField, limitField, searchField } from "./fields.ts";
import { linkItemSchema } from "./link.ts";

const positionFields = {
  topic: requiredText(80, "Das Thema", "Bitte geben Sie das Thema an."),
  title: requiredText(300, "Der Titel", "Bitte geben Sie den Titel der Position an."),
  summary: optionalText(1000, "Die Kurzfassung"),
  body: z.string().max(100_000, { error: "Der Text darf höchstens 100.000 Zeichen lang sein." }).default(""),
  status: z.enum(POSITION_STATUSES, { error: "Bitte wählen Sie den Status." }),
  adoptedOn: optionalDate,
  adoptionReference: optionalText(300, "Der Beschluss"),
  publicPath: z
    .string()
    .trim()
    .nullish()
    .transform((v) => (v ? v : null))
    .pipe(
      z
        .string()
        .regex(/^\/[a-z0-9/-]{0,200}$/, { error: "Die Seite der Website beginnt mit / und enthält nur Kleinbuchstaben, Ziffern, - und /." })
        .nullable(),
    ),
  changeNote: optionalText(500, "Die Änderungsnotiz"),
};

function adoptionRecorded(value: { status: PositionStatus; adoptedOn: string | null; adoptionReference: string | null }, ctx: z.RefinementCtx) {
  if (value.status === "entwurf") return;
  if (!value.adoptedOn) ctx.addIssue({ code: "custom", path: ["adoptedOn"], message: "Bitte geben Sie an, wann der Vorstand die Position beschlossen hat." });
  if (!value.adoptionReference)
    ctx.addIssue({ code: "custom", path: ["adoptionReference"], message: "Bitte nennen Sie den Beschluss (z. B. Vorstandssitzung, TOP)." });
}

export const positionInputSchema = z.strictObject(positionFields).superRefine(adoptionRecorded);
export type PositionInput = z.input<typeof positionInputSchema>;
export type PositionValues = z.output<typeof positionInputSchema>;

export const positionUpdateSchema = z.strictObject({ ...positionFields, version: versionField }).superRefine(adoptionRecorded);
export type PositionUpdate = z.output<typeof positionUpdateSchema>;

export const positionListQuerySchema = z.strictObject({
  q: searchField,
  status: z.enum(POSITION_STATUSES).optional(),
  topic: z.string().trim().max(80).optional(),
  sort: z.enum(["updated", "title"]).default("updated"),
  cursor: cursorField,
  limit: limitField,
});
export type PositionListQuery = z.output<typeof positionListQuerySchema>;

export const versionNumberParams = z.object({ id: z.uuid(), number: z.coerce.number().int().min(1).max(100_000) });

const positionStatus = z.enum(POSITION_STATUSES);

export const positionListItemSchema = z.strictObject({
  id: recordId,
  topic: z.string(),
  title: z.string(),
  summary: z.string().nullable(),
  status: positionStatus,
  adoptedOn: calendarDate.nullable(),
  demandNumber: z.number().int().nullable(),
  currentVersion: z.number().int().min(1),
  updatedAt: timestamp,
  version,
});
export type PositionListItem = z.output<typeof positionListItemSchema>;

export const positionVersionItemSchema = z.strictObject({
  number: z.number().int().min(1),
  status: positionStatus,
  title: z.string(),
  changeNote: z.string().nullable(),
  createdAt: timestamp,
  createdByName: z.string().nullable(),
});
export type PositionVersionItem = z.output<typeof positionVersionItemSchema>;

export const positionVersionTextSchema = z.strictObject({ ...positionVersionItemSchema.shape, summary: z.string().nullable(), body: z.string() });
export type PositionVersionText = z.output<typeof positionVersionTextSchema>;

export const positionDetailSchema = z.strictObject({
  ...positionListItemSchema.shape,
  body: z.string(),
  adoptionReference: z.string().nullable(),
  publicPath: z.string().nullable(),
  createdAt: timestamp,
  versions: z.array(positionVersionItemSchema),
  links: z.array(linkItemSchema),
  procedures: z.array(z.strictObject({ id: recordId, title: z.string(), stage: z.string(), level: z.string() })),
  canEdit: z.boolean(),
});
export type PositionDetail = z.output<typeof positionDetailSchema>;
