/** Shapes of the security center and its endpoints (issue 18). */
import { z } from "zod";
import { itemsOf, recordId, timestamp, version } from "#shared/contract/answers.ts";
import { personRefSchema } from "#shared/people.ts";
import { optionalText as optionalTextField, versionField } from "#shared/schemas/form-fields.ts";
import { pageFields } from "#shared/schemas/list-query.ts";
import { SIGN_IN_LIMIT_LABELS } from "#shared/sign-in-limits.ts";

const count = z.number().int().min(0);
const provider = z.enum(["local", "clerk"]);

// Session manager -------------------------------------------------------------------------------

export const sessionViewSchema = z.strictObject({
  id: z.string(),
  userId: z.string(),
  userName: z.string(),
  userEmail: z.string(),
  browser: z.string(),
  os: z.string(),
  device: z.enum(["mobile", "tablet", "desktop", "unknown"]),
  clientIp: z.string().nullable(),
  /** City/country where the identity provider knows them (Clerk). */
  location: z.string().nullable(),
  createdAt: timestamp,
  lastActiveAt: timestamp,
  expiresAt: timestamp.nullable(),
});
export type SessionView = z.output<typeof sessionViewSchema>;

export const sessionPageSchema = z.strictObject({
  provider,
  items: z.array(sessionViewSchema),
  nextCursor: z.string().nullable(),
  /** Clerk lists sessions per person only: the screen asks for one first. */
  needsUser: z.boolean(),
});
export type SessionPage = z.output<typeof sessionPageSchema>;

/** "Alle Sitzungen beenden": how many ended. */
export const endedSessionsSchema = z.strictObject({ ended: count });

export const sessionListQuerySchema = z.strictObject({
  user: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9_-]{1,100}$/, { error: "Person ist ungültig." })
    .optional(),
  cursor: z
    .string()
    .max(200)
    .regex(/^[0-9TZ:.+-]+\|[A-Za-z0-9_-]{1,100}$/, { error: "Seitenmarke ist ungültig" })
    .optional(),
});
export type SessionListQuery = z.infer<typeof sessionListQuerySchema>;

export const sessionParams = z.object({ id: z.string().regex(/^[A-Za-z0-9_-]{1,100}$/) });

export const endSessionsSchema = z.strictObject({
  reason: z
    .string()
    .trim()
    .max(500, { error: "Die Begründung darf höchstens 500 Zeichen lang sein." })
    .optional()
    .transform((v) => (v ? v : null)),
});

// Session policy --------------------------------------------------------------------------------

export const sessionPolicySchema = z.strictObject({
  maxSessionsPerUser: z.coerce
    .number({ error: "Bitte geben Sie eine Zahl an." })
    .int({ error: "Bitte geben Sie eine ganze Zahl an." })
    .min(1, { error: "Mindestens eine Sitzung muss erlaubt sein." })
    .max(50, { error: "Höchstens 50 Sitzungen je Person." }),
  newDeviceMail: z.boolean(),
  version: versionField,
});
export type SessionPolicyInput = z.infer<typeof sessionPolicySchema>;

export const sessionSecurityViewSchema = z.strictObject({
  provider,
  maxSessionsPerUser: z.number().int().min(1),
  newDeviceMail: z.boolean(),
  version,
  updatedAt: timestamp,
  updatedByName: z.string().nullable(),
  /** SPEC section 9 and the identity provider's limits, for display. */
  constants: z.array(z.strictObject({ label: z.string(), value: z.string() })),
});
export type SessionSecurityView = z.output<typeof sessionSecurityViewSchema>;

// Rate-limit monitor ----------------------------------------------------------------------------

export const LIMIT_SCOPES = ["contact", "application", "sign_in_pair", "sign_in_account", "sign_in_client", "sign_up_client"] as const;
export type LimitScope = (typeof LIMIT_SCOPES)[number];

export const LIMIT_SCOPE_LABELS: Record<LimitScope, string> = {
  contact: "Kontaktformular (je Client)",
  application: "Mitgliedsantrag (je Client)",
  ...SIGN_IN_LIMIT_LABELS,
};

export const limitRuleSchema = z.strictObject({
  scope: z.enum(LIMIT_SCOPES),
  label: z.string(),
  limit: count,
  windowMinutes: count,
  /** How the limit works, in German. */
  note: z.string(),
});
export type LimitRule = z.output<typeof limitRuleSchema>;

export const limitCounterSchema = z.strictObject({
  scope: z.enum(LIMIT_SCOPES),
  /** Opaque key as stored (a keyed hash; addresses are never stored in clear). */
  key: z.string(),
  /** The account's e-mail and/or the client address where they are recognised; else a short id. */
  subject: z.string(),
  /** The account's e-mail when the counter belongs to one of our accounts. */
  account: z.string().nullable(),
  count,
  limit: count,
  blocked: z.boolean(),
  windowEndsAt: timestamp,
});
export type LimitCounter = z.output<typeof limitCounterSchema>;

/** The monitor shows the current counters a page at a time (blocked first). */
export const RATE_LIMIT_PAGE_SIZE = 50;
export const rateLimitQuerySchema = z.strictObject({ page: pageFields.page });
export type RateLimitQuery = z.output<typeof rateLimitQuerySchema>;

export const rateLimitViewSchema = z.strictObject({
  rules: z.array(limitRuleSchema),
  /** One page of the counters, blocked ones first, then the fullest. */
  counters: z.array(limitCounterSchema),
  /** All counters of the current windows, and how many of them block. */
  total: count,
  blocked: count,
  page: z.number().int().min(1),
  pageSize: z.number().int().min(1),
});
export type RateLimitView = z.output<typeof rateLimitViewSchema>;

/** "Freigeben": how many counters were cleared. */
export const unblockedSchema = z.strictObject({ cleared: count });

export const unblockSchema = z.strictObject({
  scope: z.enum(LIMIT_SCOPES, { error: "Unbekannte Begrenzung." }),
  key: z
    .string()
    .min(1)
    .max(200)
    .regex(/^[A-Za-z0-9_:=+/-]+$/, { error: "Ungültiger Schlüssel." }),
  reason: z
    .string({ error: "Bitte geben Sie eine Begründung an." })
    .trim()
    .min(5, { error: "Bitte begründen Sie die Freigabe (mindestens 5 Zeichen)." })
    .max(500, { error: "Die Begründung darf höchstens 500 Zeichen lang sein." }),
});
export type UnblockInput = z.infer<typeof unblockSchema>;

// Security center -------------------------------------------------------------------------------

export const overviewQuerySchema = z.strictObject({
  days: z.coerce.number().int().min(1, { error: "Mindestens ein Tag." }).max(90, { error: "Höchstens 90 Tage." }).default(7),
});

export const signInEventSchema = z.strictObject({
  id: count,
  occurredAt: timestamp,
  outcome: z.string(),
  email: z.string().nullable(),
  clientIp: z.string().nullable(),
  device: z.string(),
});
export type SignInEventView = z.output<typeof signInEventSchema>;

export const securityOverviewSchema = z.strictObject({
  days: z.number().int().min(1),
  provider,
  failedSignIns: count,
  failedByOutcome: z.array(z.strictObject({ outcome: z.string(), count })),
  recentFailures: z.array(signInEventSchema),
  lockedAccounts: z.array(
    z.strictObject({ id: z.string(), name: z.string(), email: z.string(), since: timestamp.nullable(), reason: z.enum(["deactivated", "throttled"]) }),
  ),
  roleChanges: z.array(
    z.strictObject({
      id: count,
      at: timestamp,
      actorName: z.string().nullable(),
      targetId: z.string(),
      targetName: z.string().nullable(),
      before: z.array(z.string()),
      after: z.array(z.string()),
      newAdmin: z.boolean(),
    }),
  ),
  activeSessions: count,
  openIncidents: count,
  overdueIncidents: count,
});
export type SecurityOverview = z.output<typeof securityOverviewSchema>;

export const SIGN_IN_OUTCOME_LABELS: Record<string, string> = {
  success: "Erfolgreich",
  wrong_password: "Falsches Passwort",
  unknown_account: "Unbekanntes Konto",
  throttled: "Gebremst (zu viele Versuche)",
  locked: "Konto gesperrt",
  unverified: "E-Mail nicht bestätigt",
  invalid: "Ungültige Anfrage",
};

// Incidents -------------------------------------------------------------------------------------

export const SEVERITIES = ["low", "medium", "high", "critical"] as const;
export type Severity = (typeof SEVERITIES)[number];
export const SEVERITY_LABELS: Record<Severity, string> = { low: "Niedrig", medium: "Mittel", high: "Hoch", critical: "Kritisch" };

export const INCIDENT_STATUSES = ["reported", "investigating", "contained", "resolved", "closed"] as const;
export type IncidentStatus = (typeof INCIDENT_STATUSES)[number];
export const INCIDENT_STATUS_LABELS: Record<IncidentStatus, string> = {
  reported: "Gemeldet",
  investigating: "In Untersuchung",
  contained: "Eingedämmt",
  resolved: "Behoben",
  closed: "Abgeschlossen",
};

/** The workflow: forward one step at a time, back to investigating when something new turns up. */
const NEXT_STATUS: Record<IncidentStatus, readonly IncidentStatus[]> = {
  reported: ["investigating"],
  investigating: ["contained", "resolved"],
  contained: ["investigating", "resolved"],
  resolved: ["investigating", "closed"],
  closed: [],
};

export function nextIncidentStatuses(from: IncidentStatus): readonly IncidentStatus[] {
  return NEXT_STATUS[from];
}

export const GDPR_REPORT_HOURS = 72;

export type DeadlineState = "not_required" | "running" | "overdue" | "reported_in_time" | "reported_late";

/** GDPR Art. 33: report to the authority within 72 hours of becoming aware, when personal data is affected. */
export function gdprDeadline(input: { personalDataAffected: boolean; discoveredAt: string; authorityNotifiedAt: string | null }, now: Date) {
  if (!input.personalDataAffected) return { state: "not_required" as DeadlineState, dueAt: null, remainingMs: null };
  const dueAt = new Date(new Date(input.discoveredAt).getTime() + GDPR_REPORT_HOURS * 3_600_000);
  if (input.authorityNotifiedAt) {
    return {
      state: (new Date(input.authorityNotifiedAt) <= dueAt ? "reported_in_time" : "reported_late") as DeadlineState,
      dueAt: dueAt.toISOString(),
      remainingMs: null,
    };
  }
  const remainingMs = dueAt.getTime() - now.getTime();
  return { state: (remainingMs >= 0 ? "running" : "overdue") as DeadlineState, dueAt: dueAt.toISOString(), remainingMs };
}

/** "47 Std. 12 Min." / "überfällig seit 3 Std. 5 Min." */
export function formatRemaining(ms: number): string {
  const abs = Math.abs(ms);
  const hours = Math.floor(abs / 3_600_000);
  const minutes = Math.floor((abs % 3_600_000) / 60_000);
  const text = `${hours} Std. ${minutes} Min.`;
  return ms >= 0 ? text : `überfällig seit ${text}`;
}

const dateTime = z.iso.datetime({ offset: true, error: "Bitte geben Sie Datum und Uhrzeit an." });
/** Optional text stored as "" when left out (the incident's columns are NOT NULL). */
const textOrEmpty = (max: number, label: string) => optionalTextField(max, label).transform((v) => v ?? "");

export const incidentFieldsSchema = z.strictObject({
  title: z
    .string({ error: "Bitte geben Sie einen Titel an." })
    .trim()
    .min(3, { error: "Der Titel braucht mindestens 3 Zeichen." })
    .max(200, { error: "Der Titel darf höchstens 200 Zeichen lang sein." }),
  description: textOrEmpty(10_000, "Die Beschreibung"),
  severity: z.enum(SEVERITIES, { error: "Bitte wählen Sie einen Schweregrad." }),
  personalDataAffected: z.boolean(),
  affectedData: textOrEmpty(2_000, "Die Angabe zu den betroffenen Daten"),
  affectedPeople: z.coerce
    .number({ error: "Bitte geben Sie eine Zahl an." })
    .int()
    .min(0, { error: "Die Zahl darf nicht negativ sein." })
    .max(10_000_000)
    .nullable()
    .optional()
    .transform((v) => v ?? null),
  discoveredAt: dateTime,
  responsibleUserId: z
    .string()
    .regex(/^[A-Za-z0-9_-]{1,100}$/, { error: "Bitte wählen Sie eine verantwortliche Person." })
    .nullable()
    .optional()
    .transform((v) => v ?? null),
});
export type IncidentFields = z.infer<typeof incidentFieldsSchema>;

export const incidentCreateSchema = incidentFieldsSchema.refine((v) => !v.personalDataAffected || v.affectedData.length > 0, {
  error: "Bitte beschreiben Sie, welche personenbezogenen Daten betroffen sind.",
  path: ["affectedData"],
});

export const incidentUpdateSchema = incidentFieldsSchema
  .extend({
    status: z.enum(INCIDENT_STATUSES, { error: "Unbekannter Status." }),
    authorityNotifiedAt: dateTime
      .nullable()
      .optional()
      .transform((v) => v ?? null),
    authorityReference: z
      .string()
      .trim()
      .max(200, { error: "Das Aktenzeichen darf höchstens 200 Zeichen lang sein." })
      .nullable()
      .optional()
      .transform((v) => v || null),
    version: versionField,
  })
  .refine((v) => !v.personalDataAffected || v.affectedData.length > 0, {
    error: "Bitte beschreiben Sie, welche personenbezogenen Daten betroffen sind.",
    path: ["affectedData"],
  });
export type IncidentUpdate = z.infer<typeof incidentUpdateSchema>;

export const incidentNoteSchema = z.strictObject({
  text: z
    .string({ error: "Bitte geben Sie einen Eintrag ein." })
    .trim()
    .min(1, { error: "Bitte geben Sie einen Eintrag ein." })
    .max(5_000, { error: "Der Eintrag darf höchstens 5.000 Zeichen lang sein." }),
});

export const incidentLinkSchema = z.strictObject({
  module: z
    .string()
    .trim()
    .regex(/^[a-z][a-z0-9-]{1,39}$/, { error: "Bitte wählen Sie einen Bereich." }),
  targetId: z
    .string({ error: "Bitte geben Sie die Kennung an." })
    .trim()
    .min(1, { error: "Bitte geben Sie die Kennung an." })
    .max(100, { error: "Die Kennung darf höchstens 100 Zeichen lang sein." }),
  label: z
    .string({ error: "Bitte geben Sie eine Bezeichnung an." })
    .trim()
    .min(1, { error: "Bitte geben Sie eine Bezeichnung an." })
    .max(200, { error: "Die Bezeichnung darf höchstens 200 Zeichen lang sein." }),
});
export type IncidentLinkInput = z.infer<typeof incidentLinkSchema>;

/** Where a linked record opens (generic: the tasks module is linked like any other). */
export const LINK_TARGETS: Record<string, { label: string; path: (id: string) => string }> = {
  todos: { label: "Aufgabe", path: (id) => `/backend/todos?task=${encodeURIComponent(id)}` },
  documents: { label: "Dokument", path: (id) => `/backend/documents?document=${encodeURIComponent(id)}` },
  discussions: { label: "Diskussion", path: (id) => `/backend/discussions/${encodeURIComponent(id)}` },
  crm: { label: "CRM-Kontakt", path: (id) => `/backend/crm?contact=${encodeURIComponent(id)}` },
  audit: { label: "Audit-Eintrag", path: (id) => `/backend/audit?entry=${encodeURIComponent(id)}` },
};

export const incidentParams = z.object({ id: z.uuid() });
export const incidentLinkParams = z.object({ id: z.uuid(), linkId: z.uuid() });

export const incidentListQuerySchema = z.strictObject({
  status: z.enum(["open", ...INCIDENT_STATUSES], { error: "Unbekannter Status." }).optional(),
  cursor: z
    .string()
    .max(200)
    .regex(/^[0-9TZ:.+-]+\|[0-9a-f-]{36}$/, { error: "Seitenmarke ist ungültig" })
    .optional(),
});
export type IncidentListQuery = z.infer<typeof incidentListQuerySchema>;

export const incidentSummarySchema = z.strictObject({
  id: recordId,
  title: z.string(),
  severity: z.enum(SEVERITIES),
  status: z.enum(INCIDENT_STATUSES),
  personalDataAffected: z.boolean(),
  discoveredAt: timestamp,
  authorityNotifiedAt: timestamp.nullable(),
  responsibleName: z.string().nullable(),
  version,
});
export type IncidentSummary = z.output<typeof incidentSummarySchema>;

export const incidentDetailSchema = incidentSummarySchema.extend({
  description: z.string(),
  affectedData: z.string(),
  affectedPeople: count.nullable(),
  authorityReference: z.string().nullable(),
  responsibleUserId: z.string().nullable(),
  createdAt: timestamp,
  updatedAt: timestamp,
  closedAt: timestamp.nullable(),
  events: z.array(z.strictObject({ id: recordId, occurredAt: timestamp, kind: z.string(), text: z.string(), actorName: z.string().nullable() })),
  links: z.array(z.strictObject({ id: recordId, module: z.string(), targetId: z.string(), label: z.string(), createdAt: timestamp })),
});
export type IncidentDetail = z.output<typeof incidentDetailSchema>;

export const incidentPageSchema = z.strictObject({ items: z.array(incidentSummarySchema), nextCursor: z.string().nullable() });
export type IncidentPage = z.output<typeof incidentPageSchema>;

/** The people an incident can be assigned to (administrators). */
export const staffOptionsSchema = itemsOf(personRefSchema);
export type StaffOption = z.output<typeof personRefSchema>;
