/** Shapes of the audit screen and its endpoints (issue 18): filters, entries, the chain check. */
import { z } from "zod";
import { PAGE_SIZES } from "../../shared/schemas/list-query.ts";

const isoDate = z.iso.date({ error: "Bitte geben Sie ein gültiges Datum an (TT.MM.JJJJ)." });
const token = (label: string) =>
  z
    .string()
    .trim()
    .max(100, { error: `${label} ist zu lang (höchstens 100 Zeichen).` })
    .regex(/^[A-Za-z0-9_.:-]*$/, { error: `${label} enthält unzulässige Zeichen.` })
    .optional()
    .transform((v) => (v ? v : undefined));

/** Filters shared by the list and the CSV export. */
export const auditFilterSchema = z
  .strictObject({
    user: z
      .string()
      .trim()
      .max(100, { error: "Person ist zu lang." })
      .regex(/^[A-Za-z0-9_-]*$/, { error: "Person ist ungültig." })
      .optional()
      .transform((v) => (v ? v : undefined)),
    module: token("Bereich"),
    action: token("Aktion"),
    from: isoDate.optional(),
    to: isoDate.optional(),
  })
  .refine((f) => !f.from || !f.to || f.from <= f.to, { error: "Das Enddatum liegt vor dem Anfangsdatum.", path: ["to"] });
export type AuditFilters = z.infer<typeof auditFilterSchema>;

export const auditListQuerySchema = z
  .strictObject({
    user: z.string().optional(),
    module: z.string().optional(),
    action: z.string().optional(),
    from: z.string().optional(),
    to: z.string().optional(),
    pageSize: z.coerce
      .number()
      .int()
      .refine((n) => (PAGE_SIZES as readonly number[]).includes(n), { error: `Seitengröße muss ${PAGE_SIZES.join(", ")} sein` })
      .default(50),
    /** The chain position to continue below (newest first). */
    before: z.coerce.number({ error: "Seitenmarke ist ungültig" }).int().positive().optional(),
  })
  .transform((q, ctx) => {
    const filters = auditFilterSchema.safeParse({ user: q.user, module: q.module, action: q.action, from: q.from, to: q.to });
    if (!filters.success) {
      for (const issue of filters.error.issues) ctx.addIssue({ code: "custom", message: issue.message, path: issue.path });
      return z.NEVER;
    }
    return { ...filters.data, pageSize: q.pageSize, before: q.before };
  });
export type AuditListQuery = z.output<typeof auditListQuerySchema>;

export interface AuditEntryView {
  id: number;
  seq: number;
  createdAt: string;
  actorUserId: string | null;
  actorName: string | null;
  actorEmail: string | null;
  module: string | null;
  action: string;
  entityType: string;
  entityId: string;
  /** The kind of object in German ("Rechnung"). */
  entityLabel: string;
  /** The object's name ("2026-0030", "Georg Geschäftsführer"): today's, else as the entry recorded it; null if neither. */
  entityName: string | null;
  reason: string | null;
  clientIp: string | null;
  userAgent: string | null;
  before: unknown;
  after: unknown;
  hash: string;
}

export interface AuditPage {
  items: AuditEntryView[];
  /** Pass as `before` for the next (older) page; null at the end. */
  nextBefore: number | null;
}

export interface AuditFacets {
  modules: string[];
  actions: string[];
  actors: { id: string; name: string }[];
}

export const CHAIN_BREAK_LABELS = {
  content: "Der Inhalt des Eintrags passt nicht mehr zu seinem Hash: Er wurde nachträglich verändert.",
  link: "Der Eintrag verweist nicht auf den Hash seines Vorgängers: Ein Eintrag davor wurde ersetzt.",
  gap: "Vor diesem Eintrag fehlt mindestens ein Eintrag: Er wurde außerhalb der Aufbewahrungsfrist gelöscht.",
  unsealed: "Der Eintrag wurde nie in die Kette aufgenommen: Er wurde an den Schutzmechanismen vorbei geschrieben.",
  premature: "Vor diesem Eintrag wurden Einträge gelöscht, die jünger als zwölf Monate waren: Das Protokoll wurde vor Ablauf der Aufbewahrungsfrist gekürzt.",
} as const;

export interface ChainCheckView {
  ok: boolean;
  checked: number;
  checkedAt: string;
  headSeq: number | null;
  headHash: string | null;
  startsAfterSeq: number;
  broken: { id: number; seq: number | null; reason: keyof typeof CHAIN_BREAK_LABELS; message: string } | null;
}

/** German names of areas and actions: one catalog (src/shared/audit-labels.ts). */
export { auditAreaLabel as moduleLabel, auditActionLabel as actionLabel, auditEntityLabel as entityLabel } from "../../shared/audit-labels.ts";
