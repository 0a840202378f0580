/** How CRM values read on screen (German dates, names, kinds). */
import { ORGANIZATION_KIND_LABELS, type OrganizationKindName } from "../schema/organization.ts";
import { INTERACTION_KIND_LABELS } from "../schema/interaction.ts";

export { INTERACTION_KIND_LABELS, ORGANIZATION_KIND_LABELS };

export function kindLabel(kind: string | null): string {
  return kind ? (ORGANIZATION_KIND_LABELS[kind as OrganizationKindName] ?? kind) : "";
}

export function personName(contact: { title?: string | null; firstName: string; lastName: string }): string {
  return [contact.title, contact.firstName, contact.lastName].filter(Boolean).join(" ");
}

export const KIND_OPTIONS = Object.entries(ORGANIZATION_KIND_LABELS).map(([value, label]) => ({ value, label }));
