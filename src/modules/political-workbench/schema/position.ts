/** Positions of the association with their versions (ADR 171). */
import { z } from "zod";
import { optionalDate, optionalText, requiredText, versionField } from "../../../shared/schemas/form-fields.ts";
import { POSITION_STATUSES, type PositionStatus } from "../labels.ts";
import { cursorField, limitField, searchField } from "./fields.ts";
import type { LinkItem } from "./link.ts";

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

export interface PositionListItem {
  id: string;
  topic: string;
  title: string;
  summary: string | null;
  status: PositionStatus;
  adoptedOn: string | null;
  demandNumber: number | null;
  currentVersion: number;
  updatedAt: string;
  version: number;
}

export interface PositionVersionItem {
  number: number;
  status: PositionStatus;
  title: string;
  changeNote: string | null;
  createdAt: string;
  createdByName: string | null;
}

export interface PositionVersionText extends PositionVersionItem {
  summary: string | null;
  body: string;
}

export interface PositionDetail extends PositionListItem {
  body: string;
  adoptionReference: string | null;
  publicPath: string | null;
  createdAt: string;
  versions: PositionVersionItem[];
  links: LinkItem[];
  procedures: { id: string; title: string; stage: string; level: string }[];
  canEdit: boolean;
}
