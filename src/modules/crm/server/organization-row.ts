/** Maps an organizations row (plus its number of CRM contacts) to the CRM's API shape. */
import type { CrmOrganization } from "../schema/organization.ts";
import type { organizations } from "./organization-table.ts";

type OrganizationRow = typeof organizations.$inferSelect;

export function toCrmOrganization(row: OrganizationRow, contactCount: number): CrmOrganization {
  return {
    id: row.id,
    name: row.name,
    kind: row.kind,
    street: row.street,
    postalCode: row.postalCode,
    city: row.city,
    website: row.website,
    phone: row.phone,
    email: row.email,
    tags: row.tags,
    notes: row.notes,
    contactCount,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    version: row.version,
  };
}
