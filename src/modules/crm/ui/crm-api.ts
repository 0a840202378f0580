/** Reading the CRM: paged contact and organisation lists, tags, staff and interaction history (client derived from contract.ts). */
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { clientOf, keyOf } from "#ui/api/client.ts";
import { crmContract } from "../contract.ts";
import type { CrmContactListQueryInput, CrmOrganizationListQueryInput } from "../schema/list-query.ts";

export const crmApi = clientOf(crmContract);
/** Every query of the CRM (invalidate after a change that shows in several lists). */
export const CRM_KEY = keyOf(crmContract);
export const CONTACTS_KEY = crmApi.listContacts.key();
export const ORGANIZATIONS_KEY = crmApi.listOrganizations.key();
export const INTERACTIONS_KEY = crmApi.listInteractions.key();

export type ContactFilters = Omit<CrmContactListQueryInput, "pageSize"> & { page: number };

export function useContacts(filters: ContactFilters, enabled = true) {
  return useQuery({ ...crmApi.listContacts.queryOptions({ query: { ...filters, pageSize: 25 } }), enabled, placeholderData: keepPreviousData });
}

export function useOrganizations(filters: CrmOrganizationListQueryInput & { page: number }) {
  return useQuery({ ...crmApi.listOrganizations.queryOptions({ query: { pageSize: 25, ...filters } }), placeholderData: keepPreviousData });
}

export function useTags() {
  return useQuery({ ...crmApi.listTags.queryOptions(), staleTime: 60_000 });
}

export function useStaff() {
  return useQuery(crmApi.listStaff.queryOptions());
}

export type InteractionTargetKey = { contactId?: string; organizationId?: string };

/** The history's query input; its key is where an added interaction is shown before the answer. */
export const interactionsInput = (target: InteractionTargetKey) => ({ query: { ...target, pageSize: 50 } });

export function useInteractions(target: InteractionTargetKey) {
  return useQuery({ ...crmApi.listInteractions.queryOptions(interactionsInput(target)), enabled: Boolean(target.contactId || target.organizationId) });
}
