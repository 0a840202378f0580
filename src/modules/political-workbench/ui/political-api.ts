/** Reading the workbench: keyset lists ("Mehr laden"), details, pickers and the analytics. */
import { documentsContract } from "#modules/documents/contract.ts";
import { tasksContract } from "#modules/tasks/contract.ts";
import { clientOf } from "#ui/api/client.ts";
import { keepPreviousData, useInfiniteQuery, useQuery } from "@tanstack/react-query";
import { apiFetch } from "../../../ui/backoffice/api-client.ts";
import type { KeysetPage, PersonRef } from "../schema/fields.ts";
import type { ProcedureDetail, ProcedureListItem } from "../schema/procedure.ts";
import type { PositionDetail, PositionListItem, PositionVersionText } from "../schema/position.ts";
import type { ContactOption, StakeholderFacets, StakeholderItem } from "../schema/stakeholder.ts";
import type { CampaignAction, CampaignDetail, CampaignListItem } from "../schema/campaign.ts";
import type { CampaignAnalytics } from "../schema/analytics.ts";
import type { LobbyReport } from "../schema/lobby.ts";
import type { PressRelease } from "../schema/link.ts";

/** The other modules' clients for the pickers (their contracts; the server scopes what the caller may read). */
const documentsApi = clientOf(documentsContract);
const tasksApi = clientOf(tasksContract);

export const API = "/api/political";
export const POLITICAL_KEY = ["political"] as const;
export const PROCEDURES_KEY = [...POLITICAL_KEY, "procedures"] as const;
export const POSITIONS_KEY = [...POLITICAL_KEY, "positions"] as const;
export const STAKEHOLDERS_KEY = [...POLITICAL_KEY, "stakeholders"] as const;
export const CAMPAIGNS_KEY = [...POLITICAL_KEY, "campaigns"] as const;
export const ANALYTICS_KEY = [...POLITICAL_KEY, "analytics"] as const;
export const LOBBY_KEY = [...POLITICAL_KEY, "lobby"] as const;

export function queryString(params: Record<string, string | number | undefined | null>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) if (value !== undefined && value !== null && value !== "") search.set(key, String(value));
  return search.toString();
}

/** A keyset list: pages are fetched with the previous page's cursor. */
function useKeysetList<T>(key: readonly unknown[], path: string, filters: Record<string, string | undefined>, enabled = true) {
  return useInfiniteQuery({
    enabled,
    queryKey: [...key, "list", filters],
    initialPageParam: undefined as string | undefined,
    queryFn: ({ pageParam, signal }) => apiFetch<KeysetPage<T>>(`${path}?${queryString({ ...filters, cursor: pageParam, limit: 25 })}`, { signal }),
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    placeholderData: keepPreviousData,
  });
}

export const useProcedures = (filters: Record<string, string | undefined>) => useKeysetList<ProcedureListItem>(PROCEDURES_KEY, `${API}/procedures`, filters);
export const usePositions = (filters: Record<string, string | undefined>) => useKeysetList<PositionListItem>(POSITIONS_KEY, `${API}/positions`, filters);
export const useStakeholders = (filters: Record<string, string | undefined>, enabled = true) =>
  useKeysetList<StakeholderItem>(STAKEHOLDERS_KEY, `${API}/stakeholders`, filters, enabled);
export const useCampaigns = (filters: Record<string, string | undefined>) => useKeysetList<CampaignListItem>(CAMPAIGNS_KEY, `${API}/campaigns`, filters);
export const useActions = (campaignId: string) =>
  useKeysetList<CampaignAction>([...CAMPAIGNS_KEY, campaignId, "actions"], `${API}/campaigns/${campaignId}/actions`, {});

export function useProcedure(id: string | null) {
  return useQuery({
    enabled: Boolean(id),
    queryKey: [...PROCEDURES_KEY, "detail", id],
    queryFn: ({ signal }) => apiFetch<ProcedureDetail>(`${API}/procedures/${id}`, { signal }),
  });
}

export function usePosition(id: string | null) {
  return useQuery({
    enabled: Boolean(id),
    queryKey: [...POSITIONS_KEY, "detail", id],
    queryFn: ({ signal }) => apiFetch<PositionDetail>(`${API}/positions/${id}`, { signal }),
  });
}

export function usePositionVersion(id: string, number: number | null) {
  return useQuery({
    enabled: number !== null,
    queryKey: [...POSITIONS_KEY, "detail", id, "version", number],
    queryFn: ({ signal }) => apiFetch<PositionVersionText>(`${API}/positions/${id}/versions/${number}`, { signal }),
  });
}

export function useCampaign(id: string | null) {
  return useQuery({
    enabled: Boolean(id),
    queryKey: [...CAMPAIGNS_KEY, "detail", id],
    queryFn: ({ signal }) => apiFetch<CampaignDetail>(`${API}/campaigns/${id}`, { signal }),
  });
}

export function useStakeholderFacets(enabled: boolean) {
  return useQuery({
    enabled,
    queryKey: [...STAKEHOLDERS_KEY, "facets"],
    queryFn: ({ signal }) => apiFetch<StakeholderFacets>(`${API}/stakeholders/facets`, { signal }),
  });
}

export function useStaff(enabled: boolean) {
  return useQuery({
    enabled,
    queryKey: [...POLITICAL_KEY, "staff"],
    queryFn: ({ signal }) => apiFetch<{ items: PersonRef[] }>(`${API}/staff`, { signal }),
    staleTime: 5 * 60_000,
  });
}

export function useContactOptions(q: string) {
  return useQuery({
    queryKey: [...POLITICAL_KEY, "contact-options", q],
    queryFn: ({ signal }) => apiFetch<{ items: ContactOption[] }>(`${API}/contact-options?${queryString({ q })}`, { signal }),
    placeholderData: keepPreviousData,
  });
}

export function useAnalytics(params: { from: string; to: string; campaignId?: string | undefined }, enabled = true) {
  return useQuery({
    enabled,
    queryKey: [...ANALYTICS_KEY, params],
    queryFn: ({ signal }) => apiFetch<CampaignAnalytics>(`${API}/analytics?${queryString(params)}`, { signal }),
    placeholderData: keepPreviousData,
  });
}

/** `recomputed`: 0 reads the hourly snapshot; each later value (a click on "Jetzt neu berechnen") computes it anew. */
export function useLobbyReport(year: number, enabled: boolean, recomputed = 0) {
  return useQuery({
    enabled,
    queryKey: [...LOBBY_KEY, year, recomputed],
    queryFn: ({ signal }) => apiFetch<LobbyReport>(`${API}/lobby-register/${year}${recomputed ? "?fresh=1" : ""}`, { signal }),
    placeholderData: keepPreviousData,
  });
}

/** The public site's press releases (built from content/presse). */
export function usePressReleases(enabled: boolean) {
  return useQuery({
    enabled,
    queryKey: ["public", "presse"],
    queryFn: async ({ signal }) => {
      const response = await fetch("/presse.json", { signal });
      if (!response.ok) throw new Error("Die Pressemitteilungen konnten nicht geladen werden.");
      return ((await response.json()) as { items: PressRelease[] }).items;
    },
    staleTime: 60 * 60_000,
  });
}

/** Documents the caller may read, from the documents module's search. */
export function useDocumentSearch(q: string, enabled: boolean) {
  return useQuery({
    enabled,
    ...documentsApi.listDocuments.queryOptions({ query: { q: q || undefined, limit: 10, sort: "updated" } }),
    placeholderData: keepPreviousData,
  });
}

/** Tasks the caller may read, from the tasks module's search (issue 13). */
export function useTaskSearch(q: string, enabled: boolean) {
  return useQuery({
    enabled,
    ...tasksApi.listTasks.queryOptions({ query: { q: q || undefined, status: "all", limit: 10 } }),
    placeholderData: keepPreviousData,
    retry: false,
  });
}
