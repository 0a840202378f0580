/** The CRM's route table: each endpoint of contract.ts bound to its service. */
import { route } from "#platform/http/router.ts";
import { notFound } from "#platform/http/errors.ts";
import { crmContract as crm } from "../contract.ts";
import { createContact, deleteContact, updateContact } from "./contact-commands.ts";
import { getContact, listContacts } from "./contact-queries.ts";
import { createInteraction } from "./interaction-commands.ts";
import { listInteractions } from "./interaction-queries.ts";
import { getOrganization, listOrganizations } from "./organization-queries.ts";
import { createOrganization, updateOrganization } from "./organization-commands.ts";
import { listStaff } from "./staff-queries.ts";
import { listTags } from "./tag-queries.ts";

export const crmRoutes = [
  route(crm.listContacts, { handle: ({ db, query }) => listContacts(db, query) }),
  route(crm.createContact, { handle: ({ db, user, body }) => createContact(db, user.id, body) }),
  route(crm.getContact, { handle: ({ db, params }) => getContact(db, params.id) }),
  route(crm.updateContact, { handle: ({ db, user, params, body }) => updateContact(db, user.id, params.id, body) }),
  route(crm.deleteContact, { handle: ({ db, user, params, query }) => deleteContact(db, user.id, params.id, query.version) }),
  route(crm.listInteractions, { handle: ({ db, query }) => listInteractions(db, query) }),
  route(crm.createInteraction, { handle: ({ db, user, body }) => createInteraction(db, user.id, body) }),
  route(crm.listOrganizations, { handle: ({ db, query }) => listOrganizations(db, query) }),
  route(crm.createOrganization, { handle: ({ db, user, body }) => createOrganization(db, user.id, body) }),
  route(crm.getOrganization, { handle: async ({ db, params }) => (await getOrganization(db, params.id)) ?? Promise.reject(notFound("Die Organisation")) }),
  route(crm.updateOrganization, { handle: ({ db, user, params, body }) => updateOrganization(db, user.id, params.id, body) }),
  route(crm.listStaff, { handle: async ({ db }) => ({ items: await listStaff(db) }) }),
  route(crm.listTags, { handle: async ({ db }) => ({ items: await listTags(db) }) }),
];
