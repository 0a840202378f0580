/**
 * Links from a task to records of other modules, kept generic: {kind, targetId, title}. The kind
 * names the module; where that module offers a resolver, the server checks that the target exists
 * and the person may read it (server/link-targets.ts).
 */
import { z } from "zod";
import { requiredText } from "../../../shared/schemas/form-fields.ts";

export const LINK_KINDS = ["discussion", "document", "resolution"] as const;
export type LinkKind = (typeof LINK_KINDS)[number];

export const LINK_KIND_LABELS: Record<LinkKind, string> = { discussion: "Diskussion", document: "Dokument", resolution: "Beschluss" };

export const linkKind = z.enum(LINK_KINDS, { error: "Unbekannte Art der Verknüpfung." });
export const linkTargetId = z
  .string({ error: "Bitte geben Sie an, womit die Aufgabe verknüpft werden soll." })
  .trim()
  .regex(/^[A-Za-z0-9_:.-]{1,200}$/, { error: "Die Kennung des verknüpften Eintrags ist ungültig." });

export const linkCreate = z.strictObject({
  kind: linkKind,
  targetId: linkTargetId,
  title: requiredText(200, "Der Titel der Verknüpfung", "Bitte geben Sie einen Titel für die Verknüpfung an."),
});
export type LinkCreate = z.output<typeof linkCreate>;

export interface TaskLink {
  id: string;
  kind: LinkKind;
  targetId: string;
  title: string;
  /** Where the target opens in the app. */
  path: string;
}
