/** Search, filter and page parameters of the CRM lists (query string of the GET endpoints). */
import { z } from "zod";
import { ORGANIZATION_KIND_NAMES, type OrganizationKindName } from "./organization.ts";

export const PAGE_SIZE_MAX = 100;

const pageFields = {
  page: z.coerce.number({ error: "Ungültige Seite." }).int().min(1, { error: "Ungültige Seite." }).max(100_000).default(1),
  pageSize: z.coerce
    .number({ error: "Ungültige Seitengröße." })
    .int()
    .min(1)
    .max(PAGE_SIZE_MAX, { error: `Höchstens ${PAGE_SIZE_MAX} Einträge pro Seite.` })
    .default(25),
};
const search = z
  .string()
  .trim()
  .max(200, { error: "Der Suchbegriff ist zu lang." })
  .optional()
  .transform((v) => v || undefined);
const tag = z
  .string()
  .trim()
  .toLowerCase()
  .max(40)
  .optional()
  .transform((v) => v || undefined);
const kind = z
  .enum(ORGANIZATION_KIND_NAMES as [OrganizationKindName, ...OrganizationKindName[]], { error: "Unbekannte Art." })
  .optional()
  .or(z.literal("").transform(() => undefined));

export const crmContactListQuerySchema = z.strictObject({
  q: search,
  tag,
  kind,
  organizationId: z.uuid({ error: "Ungültige Organisation." }).optional(),
  /** "due": only contacts whose follow-up date is today or earlier, soonest first. */
  followUp: z.enum(["due", "planned"], { error: "Ungültiger Filter." }).optional(),
  ...pageFields,
});
export type CrmContactListQuery = z.output<typeof crmContactListQuerySchema>;
export type CrmContactListQueryInput = z.input<typeof crmContactListQuerySchema>;

export const crmOrganizationListQuerySchema = z.strictObject({ q: search, tag, kind, ...pageFields });
export type CrmOrganizationListQuery = z.output<typeof crmOrganizationListQuerySchema>;
export type CrmOrganizationListQueryInput = z.input<typeof crmOrganizationListQuerySchema>;

export const crmInteractionListQuerySchema = z
  .strictObject({
    contactId: z.uuid({ error: "Ungültiger Kontakt." }).optional(),
    organizationId: z.uuid({ error: "Ungültige Organisation." }).optional(),
    ...pageFields,
  })
  .refine((v) => v.contactId || v.organizationId, { error: "Kontakt oder Organisation fehlt." });
