/** How CRM values read on screen (German dates, names, kinds). */
import { ORGANIZATION_KIND_LABELS, type OrganizationKindName } from "../../../shared/schemas/crm-organization.ts";
import { INTERACTION_KIND_LABELS } from "../../../shared/schemas/crm-interaction.ts";

export { INTERACTION_KIND_LABELS, ORGANIZATION_KIND_LABELS };

const dateFormat = new Intl.DateTimeFormat("de-DE", { dateStyle: "medium", timeZone: "UTC" });

/** "2025-06-10" -> "10.06.2025" (a calendar date, not a moment, hence UTC). */
export function formatDate(isoDate: string | null): string {
  return isoDate ? dateFormat.format(new Date(`${isoDate}T00:00:00Z`)) : "";
}

export function kindLabel(kind: string | null): string {
  return kind ? (ORGANIZATION_KIND_LABELS[kind as OrganizationKindName] ?? kind) : "";
}

export function personName(contact: { title?: string | null; firstName: string; lastName: string }): string {
  return [contact.title, contact.firstName, contact.lastName].filter(Boolean).join(" ");
}

export const KIND_OPTIONS = Object.entries(ORGANIZATION_KIND_LABELS).map(([value, label]) => ({ value, label }));
