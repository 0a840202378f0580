/**
 * The membership application (SPEC sections 3 and 5). One definition of every field rule and German
 * message, used by the form island (react-hook-form resolver) and by POST /api/membership-applications.
 *
 * - applicationPayloadSchema: exactly what is sent and stored (form-only fields removed).
 * - applicationFormSchema: what the form holds (adds the three confirmations and infrastructure_other).
 * - toApplicationPayload(): the one mapping from form values to payload.
 */
import { z } from "zod";
import { GERMAN_STATES } from "#shared/schemas/german-states.ts";
import { todayInBerlin } from "#shared/schemas/dates.ts";
import { optionalText } from "#shared/schemas/form-fields.ts";
import { INFRASTRUCTURE_TYPES, LEGAL_FORMS } from "#shared/membership.ts";

export { INFRASTRUCTURE_LABELS, INFRASTRUCTURE_TYPES, LEGAL_FORMS, type InfrastructureType } from "#shared/membership.ts";
export const SALUTATIONS = ["herr", "frau", "divers"] as const;
export const SALUTATION_LABELS: Record<(typeof SALUTATIONS)[number], string> = {
  herr: "Herr",
  frau: "Frau",
  divers: "Divers",
};
export const REFERRAL_SOURCES = ["Internetsuche", "Empfehlung", "Veranstaltung", "Sonstiges"] as const;

/** Prefix of the extra infrastructure entry that carries the free text for 'sonstige'. */
export const OTHER_PREFIX = "sonstige: ";

const required = (message: string, max = 200) =>
  z
    .string()
    .trim()
    .min(1, { error: message })
    .max(max, { error: `Höchstens ${max} Zeichen` });
const email = z
  .string()
  .trim()
  .max(254, { error: "Gültige E-Mail erforderlich" })
  .pipe(z.email({ error: "Gültige E-Mail erforderlich" }));

/** True for real calendar dates; malformed text is left to the format check (one message only). */
function isCalendarDateOrMalformed(text: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (!match) return true;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

const entryDate = z
  .string({ error: "Beitrittstermin ist erforderlich" })
  .min(1, { error: "Beitrittstermin ist erforderlich" })
  .regex(/^\d{4}-\d{2}-\d{2}$/, { error: "Beitrittstermin ist erforderlich" })
  // A well-formed but impossible date (2025-02-30) would otherwise pass and be rejected by Postgres.
  .refine(isCalendarDateOrMalformed, { error: "Beitrittstermin ist kein gültiges Datum" })
  .refine((d) => d >= todayInBerlin(), { error: "Beitrittstermin darf nicht in der Vergangenheit liegen" });

/** Fields shared by form and payload, in form order. */
const commonFields = {
  company_name: required("Unternehmensname ist erforderlich"),
  legal_form: z.enum(LEGAL_FORMS, { error: "Rechtsform ist erforderlich" }),
  employee_count: z
    .number({ error: "Anzahl Mitarbeiter ist erforderlich" })
    .int({ error: "Anzahl Mitarbeiter ist erforderlich" })
    .min(1, { error: "Anzahl Mitarbeiter ist erforderlich" })
    .max(1_000_000, { error: "Anzahl Mitarbeiter ist zu groß" }),
  street: required("Straße ist erforderlich"),
  postal_code: z
    .string()
    .trim()
    .regex(/^\d{5}$/, { error: "PLZ muss 5 Ziffern haben" }),
  city: required("Ort ist erforderlich", 100),
  state: z.enum(GERMAN_STATES, { error: "Bundesland ist erforderlich" }),
  phone: required("Telefon ist erforderlich", 40),
  email,
  website: optionalText(300, "Website"),
  representative_salutation: z.enum(SALUTATIONS, { error: "Anrede ist erforderlich" }),
  representative_title: optionalText(50, "Titel"),
  representative_firstname: required("Vorname ist erforderlich", 100),
  representative_lastname: required("Nachname ist erforderlich", 100),
  representative_position: required("Position ist erforderlich", 100),
  representative_email: email,
  representative_phone: optionalText(40, "Telefon"),
  track_length: z
    .number({ error: "Streckenlänge muss eine Zahl sein" })
    .min(0, { error: "Streckenlänge darf nicht negativ sein" })
    .max(100_000, { error: "Streckenlänge ist zu groß" })
    .nullish()
    .transform((v) => v ?? null),
  desired_entry_date: entryDate,
  referral_source: z
    .enum(REFERRAL_SOURCES)
    .nullish()
    .transform((v) => v ?? null),
};

const infrastructureEntry = z.union([
  z.enum(INFRASTRUCTURE_TYPES),
  z
    .string()
    .startsWith(OTHER_PREFIX)
    .max(OTHER_PREFIX.length + 200),
]);

/**
 * What POST /api/membership-applications accepts; unknown fields are rejected. SPEC section 7:
 * the insert carries the application fields with status pending, so a client may send
 * "status": "pending" (or leave it out); any other status is not the applicant's to choose.
 */
export const applicationPayloadSchema = z.strictObject({
  ...commonFields,
  status: z.literal("pending", { error: "Ein neuer Antrag hat immer den Status pending." }).optional(),
  infrastructure_types: z
    .array(infrastructureEntry)
    .max(INFRASTRUCTURE_TYPES.length + 1)
    .refine((list) => list.some((t) => (INFRASTRUCTURE_TYPES as readonly string[]).includes(t)), {
      error: "Mindestens eine Infrastrukturart auswählen",
    }),
});
export type ApplicationPayload = z.infer<typeof applicationPayloadSchema>;

const mustBeTrue = (message: string) => z.boolean().refine((v) => v === true, { error: message });

/** What the form island holds and validates. */
export const applicationFormSchema = z.object({
  ...commonFields,
  infrastructure_types: z.array(z.enum(INFRASTRUCTURE_TYPES)).min(1, { error: "Mindestens eine Infrastrukturart auswählen" }),
  infrastructure_other: optionalText(200, "Sonstige Infrastruktur"),
  accept_statutes: mustBeTrue("Satzung muss anerkannt werden"),
  confirm_authority: mustBeTrue("Vertretungsberechtigung muss bestätigt werden"),
  accept_privacy: mustBeTrue("Datenschutzerklärung muss akzeptiert werden"),
});
export type ApplicationForm = z.infer<typeof applicationFormSchema>;

/** Drops the form-only fields and appends 'sonstige: <text>' when 'sonstige' is chosen with text. */
export function toApplicationPayload(form: ApplicationForm): ApplicationPayload {
  const { infrastructure_other, accept_statutes: _s, confirm_authority: _c, accept_privacy: _p, ...rest } = form;
  const types: string[] = [...form.infrastructure_types];
  if (form.infrastructure_types.includes("sonstige") && infrastructure_other) {
    types.push(OTHER_PREFIX + infrastructure_other);
  }
  return { ...rest, infrastructure_types: types };
}

/** Input handling of SPEC section 3: non-numeric employee counts become 0 (then fail "at least 1"). */
export function parseEmployeeCount(raw: string): number {
  const n = Number.parseInt(raw, 10);
  return Number.isNaN(n) ? 0 : n;
}

/** Empty track length becomes unset (null); otherwise a decimal. */
export function parseTrackLength(raw: string): number | null {
  if (raw.trim() === "") return null;
  const n = Number.parseFloat(raw.replace(",", "."));
  return Number.isNaN(n) ? null : n;
}
