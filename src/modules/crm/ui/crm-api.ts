/** Reading the CRM: paged contact and organisation lists, tags, staff and interaction history. */
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { apiFetch } from "../../../ui/backoffice/api-client.ts";
import type { CrmContact } from "../schema/contact.ts";
import type { CrmOrganization } from "../schema/organization.ts";
import type { CrmInteraction } from "../schema/interaction.ts";
import type { Page } from "../../../shared/schemas/list-query.ts";

export const CRM_KEY = ["back-office", "crm"] as const;
export const CONTACTS_KEY = [...CRM_KEY, "contacts"] as const;
export const ORGANIZATIONS_KEY = [...CRM_KEY, "organizations"] as const;
export const INTERACTIONS_KEY = [...CRM_KEY, "interactions"] as const;

export interface ContactFilters {
  q?: string;
  kind?: string;
  tag?: string;
  followUp?: "due" | "planned";
  organizationId?: string;
  page: number;
}

function query(params: Record<string, string | number | undefined>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) if (value !== undefined && value !== "") search.set(key, String(value));
  return search.toString();
}

export function useContacts(filters: ContactFilters, enabled = true) {
  return useQuery({
    enabled,
    queryKey: [...CONTACTS_KEY, filters],
    queryFn: ({ signal }) => apiFetch<Page<CrmContact>>(`/api/back-office/crm/contacts?${query({ ...filters, pageSize: 25 })}`, { signal }),
    placeholderData: keepPreviousData,
  });
}

export function useOrganizations(filters: { q?: string; kind?: string; tag?: string; page: number; pageSize?: number }) {
  return useQuery({
    queryKey: [...ORGANIZATIONS_KEY, filters],
    queryFn: ({ signal }) => apiFetch<Page<CrmOrganization>>(`/api/back-office/crm/organizations?${query({ pageSize: 25, ...filters })}`, { signal }),
    placeholderData: keepPreviousData,
  });
}

export function useTags() {
  return useQuery({
    queryKey: [...CRM_KEY, "tags"],
    queryFn: ({ signal }) => apiFetch<{ items: { tag: string; count: number }[] }>("/api/back-office/crm/tags", { signal }),
    staleTime: 60_000,
  });
}

export function useStaff() {
  return useQuery({
    queryKey: [...CRM_KEY, "staff"],
    queryFn: ({ signal }) => apiFetch<{ items: { id: string; name: string }[] }>("/api/back-office/crm/staff", { signal }),
  });
}

export function useInteractions(target: { contactId?: string; organizationId?: string }) {
  return useQuery({
    queryKey: [...INTERACTIONS_KEY, target],
    queryFn: ({ signal }) => apiFetch<Page<CrmInteraction>>(`/api/back-office/crm/interactions?${query({ ...target, pageSize: 50 })}`, { signal }),
    enabled: Boolean(target.contactId || target.organizationId),
  });
}
