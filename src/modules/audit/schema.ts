/** Shapes of the audit screen and its endpoints (issue 18): filters, entries, the chain check. */
import { z } from "zod";
import { timestamp } from "#shared/contract/answers.ts";
import { isoDate } from "#shared/schemas/form-fields.ts";
import { PAGE_SIZES } from "#shared/schemas/list-query.ts";

const filterDate = isoDate();
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
    from: filterDate.optional(),
    to: filterDate.optional(),
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

const seq = z.number().int().min(0);

export const auditEntrySchema = z.strictObject({
  id: seq,
  seq,
  createdAt: timestamp,
  actorUserId: z.string().nullable(),
  actorName: z.string().nullable(),
  actorEmail: z.string().nullable(),
  module: z.string().nullable(),
  action: z.string(),
  entityType: z.string(),
  entityId: z.string(),
  /** The kind of object in German ("Rechnung"). */
  entityLabel: z.string(),
  /** The object's name ("2026-0030", "Georg Geschäftsführer"): today's, else as the entry recorded it; null if neither. */
  entityName: z.string().nullable(),
  reason: z.string().nullable(),
  clientIp: z.string().nullable(),
  userAgent: z.string().nullable(),
  before: z.unknown(),
  after: z.unknown(),
  hash: z.string(),
});
export type AuditEntryView = z.output<typeof auditEntrySchema>;

export const auditPageSchema = z.strictObject({
  items: z.array(auditEntrySchema),
  /** Pass as `before` for the next (older) page; null at the end. */
  nextBefore: seq.nullable(),
});
export type AuditPage = z.output<typeof auditPageSchema>;

export const auditFacetsSchema = z.strictObject({
  modules: z.array(z.string()),
  actions: z.array(z.string()),
  actors: z.array(z.strictObject({ id: z.string(), name: z.string() })),
});
export type AuditFacets = z.output<typeof auditFacetsSchema>;

export const CHAIN_BREAK_LABELS = {
  content: "Der Inhalt des Eintrags passt nicht mehr zu seinem Hash: Er wurde nachträglich verändert.",
  link: "Der Eintrag verweist nicht auf den Hash seines Vorgängers: Ein Eintrag davor wurde ersetzt.",
  gap: "Vor diesem Eintrag fehlt mindestens ein Eintrag: Er wurde außerhalb der Aufbewahrungsfrist gelöscht.",
  unsealed: "Der Eintrag wurde nie in die Kette aufgenommen: Er wurde an den Schutzmechanismen vorbei geschrieben.",
  premature: "Vor diesem Eintrag wurden Einträge gelöscht, die jünger als zwölf Monate waren: Das Protokoll wurde vor Ablauf der Aufbewahrungsfrist gekürzt.",
} as const;

export const chainCheckSchema = z.strictObject({
  ok: z.boolean(),
  checked: seq,
  checkedAt: timestamp,
  headSeq: seq.nullable(),
  headHash: z.string().nullable(),
  startsAfterSeq: seq,
  broken: z
    .strictObject({ id: seq, seq: seq.nullable(), reason: z.enum(Object.keys(CHAIN_BREAK_LABELS) as [keyof typeof CHAIN_BREAK_LABELS]), message: z.string() })
    .nullable(),
});
export type ChainCheckView = z.output<typeof chainCheckSchema>;

/** German names of areas and actions: one catalog (src/shared/audit-labels.ts). */
export { auditAreaLabel as moduleLabel, auditActionLabel as actionLabel, auditEntityLabel as entityLabel } from "#shared/audit-labels.ts";
