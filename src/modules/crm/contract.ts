/** The CRM's endpoints (board or admin, ADR 260): contacts, organisations, interactions, tags, staff. */
import { z } from "zod";
import { defineContract, endpoint, noContent } from "#shared/contract/endpoint.ts";
import { itemsOf, pageOf } from "#shared/contract/answers.ts";
import { idParams, versionQuery } from "#shared/contract/params.ts";
import { crmContactInputSchema, crmContactSchema, crmContactUpdateSchema } from "./schema/contact.ts";
import { crmInteractionInputSchema, crmInteractionSchema } from "./schema/interaction.ts";
import { crmContactListQuerySchema, crmInteractionListQuerySchema, crmOrganizationListQuerySchema } from "./schema/list-query.ts";
import { crmOrganizationInputSchema, crmOrganizationSchema, crmOrganizationUpdateSchema } from "./schema/organization.ts";

const CONTACT = "Der Kontakt";
const ORGANIZATION = "Die Organisation";

export const staffMemberSchema = z.strictObject({ id: z.string(), name: z.string() });
export const tagCountSchema = z.strictObject({ tag: z.string(), count: z.number().int().min(0) });

export const crmContract = defineContract("crm", {
  listContacts: endpoint({ method: "GET", path: "/api/crm/contacts", access: "crm", query: crmContactListQuerySchema, response: pageOf(crmContactSchema) }),
  createContact: endpoint({ method: "POST", path: "/api/crm/contacts", access: "crm", body: crmContactInputSchema, response: crmContactSchema, status: 201 }),
  getContact: endpoint({ method: "GET", path: "/api/crm/contacts/:id", access: "crm", params: idParams, notFound: CONTACT, response: crmContactSchema }),
  updateContact: endpoint({
    method: "PUT",
    path: "/api/crm/contacts/:id",
    access: "crm",
    params: idParams,
    notFound: CONTACT,
    body: crmContactUpdateSchema,
    response: crmContactSchema,
  }),
  deleteContact: endpoint({
    method: "DELETE",
    path: "/api/crm/contacts/:id",
    access: "crm",
    params: idParams,
    notFound: CONTACT,
    query: versionQuery,
    response: noContent,
  }),
  listInteractions: endpoint({
    method: "GET",
    path: "/api/crm/interactions",
    access: "crm",
    query: crmInteractionListQuerySchema,
    response: pageOf(crmInteractionSchema),
  }),
  createInteraction: endpoint({
    method: "POST",
    path: "/api/crm/interactions",
    access: "crm",
    body: crmInteractionInputSchema,
    response: crmInteractionSchema,
    status: 201,
  }),
  listOrganizations: endpoint({
    method: "GET",
    path: "/api/crm/organizations",
    access: "crm",
    query: crmOrganizationListQuerySchema,
    response: pageOf(crmOrganizationSchema),
  }),
  createOrganization: endpoint({
    method: "POST",
    path: "/api/crm/organizations",
    access: "crm",
    body: crmOrganizationInputSchema,
    response: crmOrganizationSchema,
    status: 201,
  }),
  getOrganization: endpoint({
    method: "GET",
    path: "/api/crm/organizations/:id",
    access: "crm",
    params: idParams,
    notFound: ORGANIZATION,
    response: crmOrganizationSchema,
  }),
  updateOrganization: endpoint({
    method: "PUT",
    path: "/api/crm/organizations/:id",
    access: "crm",
    params: idParams,
    notFound: ORGANIZATION,
    body: crmOrganizationUpdateSchema,
    response: crmOrganizationSchema,
  }),
  listStaff: endpoint({ method: "GET", path: "/api/crm/staff", access: "crm", response: itemsOf(staffMemberSchema) }),
  listTags: endpoint({ method: "GET", path: "/api/crm/tags", access: "crm", response: itemsOf(tagCountSchema) }),
});
