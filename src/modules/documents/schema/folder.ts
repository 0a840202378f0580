/** Document folders: the admin's folder form and the folder list the screen shows. */
import { z } from "zod";
import { recordId, version } from "#shared/contract/answers.ts";
import { ROLES, type Role } from "#shared/roles.ts";
import { optionalText, requiredText, versionField } from "#shared/schemas/form-fields.ts";

const ROLE_RANK: Record<Role, number> = { mitglied: 1, vorstand: 2, geschaeftsfuehrung: 3, admin: 4 };

const roleField = z.enum(ROLES, { error: "Bitte wählen Sie eine Rolle." });

const folderFields = z.strictObject({
  name: requiredText(120, "Der Ordnername", "Bitte geben Sie einen Ordnernamen an."),
  description: optionalText(1000, "Die Beschreibung"),
  readRole: roleField,
  writeRole: roleField,
});

const writeNoWiderThanRead = {
  path: ["writeRole"],
  error: "Wer schreiben darf, muss den Ordner auch lesen dürfen: Die Schreibrolle darf nicht weiter gefasst sein als die Leserolle.",
};

export const folderInputSchema = folderFields.refine((f) => ROLE_RANK[f.writeRole] >= ROLE_RANK[f.readRole], writeNoWiderThanRead);
export type FolderInput = z.input<typeof folderInputSchema>;
export type FolderValues = z.output<typeof folderInputSchema>;

export const folderUpdateSchema = folderFields
  .extend({ version: versionField })
  .refine((f) => ROLE_RANK[f.writeRole] >= ROLE_RANK[f.readRole], writeNoWiderThanRead);
export type FolderUpdate = z.output<typeof folderUpdateSchema>;

/** Who a role means in German, for the folder's access line ("Lesen: Vorstand und höher"). */
export const ROLE_AUDIENCE: Record<Role, string> = {
  mitglied: "alle Mitglieder",
  vorstand: "Vorstand, Geschäftsführung und Administration",
  geschaeftsfuehrung: "Geschäftsführung und Administration",
  admin: "nur Administration",
};

export const documentFolderSchema = z.strictObject({
  id: recordId,
  name: z.string(),
  description: z.string().nullable(),
  readRole: z.enum(ROLES),
  writeRole: z.enum(ROLES),
  /** Set for folders other modules fill (minutes, invoices); not deletable. */
  systemKey: z.string().nullable(),
  documentCount: z.number().int().min(0),
  canWrite: z.boolean(),
  watching: z.boolean(),
  version,
});
export type DocumentFolder = z.output<typeof documentFolderSchema>;
