/**
 * What other modules may use of the CRM: the organisations and contacts tables (members, the
 * political workbench and finances read and join them; member companies are CRM organisations).
 * Writes to CRM records go through the CRM's own services.
 */
export { organizations, ORGANIZATION_KINDS, type OrganizationKind } from "./server/organization-table.ts";
export { crmContacts, crmInteractions, INTERACTION_KINDS } from "./server/tables.ts";
export { crmSeeder } from "./server/seed.ts";
