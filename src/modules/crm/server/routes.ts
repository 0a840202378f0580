/** The CRM's endpoints (board or admin): contacts, organisations, interactions, tags, staff. */
import { route } from "../../../platform/http/router.ts";
import { created } from "../../../platform/http/respond.ts";
import { notFound } from "../../../platform/http/errors.ts";
import { idParams, versionQuery } from "../../../platform/http/params.ts";
import { crmContactInputSchema, crmContactUpdateSchema } from "../schema/contact.ts";
import { crmInteractionInputSchema } from "../schema/interaction.ts";
import { crmContactListQuerySchema, crmInteractionListQuerySchema, crmOrganizationListQuerySchema } from "../schema/list-query.ts";
import { crmOrganizationInputSchema, crmOrganizationUpdateSchema } from "../schema/organization.ts";
import { listContacts } from "./list-contacts.ts";
import { createContact, deleteContact, getContact, updateContact } from "./save-contact.ts";
import { createInteraction, listInteractions } from "./interactions.ts";
import { getOrganization, listOrganizations } from "./list-organizations.ts";
import { createOrganization, updateOrganization } from "./save-organization.ts";
import { listStaff } from "./staff.ts";
import { listTags } from "./tags.ts";

const CONTACT = "/api/back-office/crm/contacts";
const ORGANIZATION = "/api/back-office/crm/organizations";

export const crmRoutes = [
  route({ method: "GET", path: CONTACT, access: "crm", query: crmContactListQuerySchema, handle: ({ db, query }) => listContacts(db, query) }),
  route({ method: "POST", path: CONTACT, access: "crm", body: crmContactInputSchema, handle: async ({ db, user, body }) => created(await createContact(db, user.id, body)) }),
  route({ method: "GET", path: `${CONTACT}/:id`, access: "crm", params: idParams, notFound: "Der Kontakt", handle: ({ db, params }) => getContact(db, params.id) }),
  route({ method: "PUT", path: `${CONTACT}/:id`, access: "crm", params: idParams, notFound: "Der Kontakt", body: crmContactUpdateSchema, handle: ({ db, user, params, body }) => updateContact(db, user.id, params.id, body) }),
  route({
    method: "DELETE",
    path: `${CONTACT}/:id`,
    access: "crm",
    params: idParams,
    notFound: "Der Kontakt",
    query: versionQuery,
    handle: ({ db, user, params, query }) => deleteContact(db, user.id, params.id, query.version),
  }),
  route({ method: "GET", path: "/api/back-office/crm/interactions", access: "crm", query: crmInteractionListQuerySchema, handle: ({ db, query }) => listInteractions(db, query) }),
  route({ method: "POST", path: "/api/back-office/crm/interactions", access: "crm", body: crmInteractionInputSchema, handle: async ({ db, user, body }) => created(await createInteraction(db, user.id, body)) }),
  route({ method: "GET", path: ORGANIZATION, access: "crm", query: crmOrganizationListQuerySchema, handle: ({ db, query }) => listOrganizations(db, query) }),
  route({ method: "POST", path: ORGANIZATION, access: "crm", body: crmOrganizationInputSchema, handle: async ({ db, user, body }) => created(await createOrganization(db, user.id, body)) }),
  route({
    method: "GET",
    path: `${ORGANIZATION}/:id`,
    access: "crm",
    params: idParams,
    notFound: "Die Organisation",
    handle: async ({ db, params }) => (await getOrganization(db, params.id)) ?? Promise.reject(notFound("Die Organisation")),
  }),
  route({ method: "PUT", path: `${ORGANIZATION}/:id`, access: "crm", params: idParams, notFound: "Die Organisation", body: crmOrganizationUpdateSchema, handle: ({ db, user, params, body }) => updateOrganization(db, user.id, params.id, body) }),
  route({ method: "GET", path: "/api/back-office/crm/staff", access: "crm", handle: async ({ db }) => ({ items: await listStaff(db) }) }),
  route({ method: "GET", path: "/api/back-office/crm/tags", access: "crm", handle: async ({ db }) => ({ items: await listTags(db) }) }),
];
