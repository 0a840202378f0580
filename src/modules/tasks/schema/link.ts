/**
 * Links from a task to records of other modules, kept generic: {kind, targetId, title}. The kind
 * names the module; where that module offers a resolver, the server checks that the target exists
 * and the person may read it (server/link-targets.ts).
 */
import { z } from "zod";
import { recordId } from "#shared/contract/answers.ts";
import { requiredText } from "#shared/schemas/form-fields.ts";

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

/** GET /api/tasks/link-targets: what the picker searches (an empty q lists the latest). */
export const linkTargetQuery = z.strictObject({
  kind: linkKind,
  q: z.string().trim().max(100, { error: "Der Suchbegriff darf höchstens 100 Zeichen lang sein." }).default(""),
});
export type LinkTargetQuery = z.output<typeof linkTargetQuery>;

/** Kinds whose module checks and finds targets; the others are linked by ID and title. */
export const SEARCHABLE_LINK_KINDS: readonly LinkKind[] = ["discussion", "document"];

/** One match of the picker: a target the person may read. */
export const linkTargetHitSchema = z.strictObject({
  id: z.string(),
  title: z.string(),
  /** Where it lives (folder, category), shown beside the title. */
  hint: z.string(),
});
export type LinkTargetHit = z.output<typeof linkTargetHitSchema>;

export const taskLinkSchema = z.strictObject({
  id: recordId,
  kind: linkKind,
  targetId: z.string(),
  title: z.string(),
  /** Where the target opens in the app. */
  path: z.string(),
});
export type TaskLink = z.output<typeof taskLinkSchema>;
