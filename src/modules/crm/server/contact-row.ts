/** Maps a crm_contacts row (with its organisation's name and kind) to the API shape. */
import type { CrmContact } from "../schema/contact.ts";
import { crmContacts } from "./tables.ts";
import { organizations } from "./organization-table.ts";

/** The select list for a contact joined with its organisation. */
export const contactColumns = {
  contact: crmContacts,
  organizationName: organizations.name,
  organizationKind: organizations.kind,
};

type ContactRow = typeof crmContacts.$inferSelect;

export function toCrmContact(row: { contact: ContactRow; organizationName: string | null; organizationKind: string | null }): CrmContact {
  const c = row.contact;
  return {
    id: c.id,
    firstName: c.firstName,
    lastName: c.lastName,
    title: c.title,
    jobFunction: c.jobFunction,
    organizationId: c.organizationId,
    organizationName: row.organizationName,
    organizationKind: row.organizationKind,
    email: c.email,
    phone: c.phone,
    tags: c.tags,
    notes: c.notes,
    followUpAt: c.followUpAt,
    createdAt: c.createdAt.toISOString(),
    updatedAt: c.updatedAt.toISOString(),
    version: c.version,
  };
}
