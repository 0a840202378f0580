/**
 * Reading the workbench from its screens: the client derived from contract.ts (ADR 260), keyset
 * lists ("Mehr laden"), details, pickers and the analytics. Query keys are the contract's
 * ([module, endpoint, input]); `POLITICAL_KEY` is every query of the workbench.
 */
import { documentsContract } from "#modules/documents/contract.ts";
import { tasksContract } from "#modules/tasks/contract.ts";
import { clientOf, keyOf } from "#ui/api/client.ts";
import { keepPreviousData, useInfiniteQuery, useQuery } from "@tanstack/react-query";
import type { z } from "zod";
import { politicalContract } from "../contract.ts";
import type { analyticsQuerySchema } from "../schema/analytics.ts";
import type { campaignListQuerySchema } from "../schema/campaign.ts";
import type { PressRelease } from "../schema/link.ts";
import type { positionListQuerySchema } from "../schema/position.ts";
import type { procedureListQuerySchema } from "../schema/procedure.ts";
import type { stakeholderListQuerySchema } from "../schema/stakeholder.ts";

export const politicalApi = clientOf(politicalContract);
export const POLITICAL_KEY = keyOf(politicalContract);

/** The other modules' clients for the pickers (their contracts; the server scopes what the caller may read). */
const documentsApi = clientOf(documentsContract);
const tasksApi = clientOf(tasksContract);

/** Rows per keyset page of every list of the workbench. */
const PAGE_SIZE = 25;

/** A list's filters: its query without the paging the hook adds. */
type Filters<Q extends z.ZodType> = Omit<z.input<Q>, "cursor" | "limit">;
export type ProcedureFilters = Filters<typeof procedureListQuerySchema>;
export type PositionFilters = Filters<typeof positionListQuerySchema>;
export type StakeholderFilters = Filters<typeof stakeholderListQuerySchema>;
export type CampaignFilters = Filters<typeof campaignListQuerySchema>;
export type AnalyticsQuery = z.input<typeof analyticsQuerySchema>;

const nextCursor = (page: { nextCursor: string | null }) => page.nextCursor ?? undefined;

export const useProcedures = (filters: ProcedureFilters) =>
  useInfiniteQuery({
    queryKey: politicalApi.listProcedures.key({ query: filters }),
    initialPageParam: undefined as string | undefined,
    queryFn: ({ pageParam, signal }) => politicalApi.listProcedures.call({ query: { ...filters, cursor: pageParam, limit: PAGE_SIZE } }, { signal }),
    getNextPageParam: nextCursor,
    placeholderData: keepPreviousData,
  });

export const usePositions = (filters: PositionFilters) =>
  useInfiniteQuery({
    queryKey: politicalApi.listPositions.key({ query: filters }),
    initialPageParam: undefined as string | undefined,
    queryFn: ({ pageParam, signal }) => politicalApi.listPositions.call({ query: { ...filters, cursor: pageParam, limit: PAGE_SIZE } }, { signal }),
    getNextPageParam: nextCursor,
    placeholderData: keepPreviousData,
  });

export const useStakeholders = (filters: StakeholderFilters, enabled = true) =>
  useInfiniteQuery({
    enabled,
    queryKey: politicalApi.listStakeholders.key({ query: filters }),
    initialPageParam: undefined as string | undefined,
    queryFn: ({ pageParam, signal }) => politicalApi.listStakeholders.call({ query: { ...filters, cursor: pageParam, limit: PAGE_SIZE } }, { signal }),
    getNextPageParam: nextCursor,
    placeholderData: keepPreviousData,
  });

export const useCampaigns = (filters: CampaignFilters) =>
  useInfiniteQuery({
    queryKey: politicalApi.listCampaigns.key({ query: filters }),
    initialPageParam: undefined as string | undefined,
    queryFn: ({ pageParam, signal }) => politicalApi.listCampaigns.call({ query: { ...filters, cursor: pageParam, limit: PAGE_SIZE } }, { signal }),
    getNextPageParam: nextCursor,
    placeholderData: keepPreviousData,
  });

export const useActions = (campaignId: string) =>
  useInfiniteQuery({
    queryKey: politicalApi.listActions.key({ params: { id: campaignId } }),
    initialPageParam: undefined as string | undefined,
    queryFn: ({ pageParam, signal }) =>
      politicalApi.listActions.call({ params: { id: campaignId }, query: { cursor: pageParam, limit: PAGE_SIZE } }, { signal }),
    getNextPageParam: nextCursor,
    placeholderData: keepPreviousData,
  });

export function useProcedure(id: string | null) {
  return useQuery({ ...politicalApi.getProcedure.queryOptions({ params: { id: id ?? "" } }), enabled: Boolean(id) });
}

export function usePosition(id: string | null) {
  return useQuery({ ...politicalApi.getPosition.queryOptions({ params: { id: id ?? "" } }), enabled: Boolean(id) });
}

export function usePositionVersion(id: string, number: number | null) {
  return useQuery({ ...politicalApi.getPositionVersion.queryOptions({ params: { id, number: String(number ?? 0) } }), enabled: number !== null });
}

export function useCampaign(id: string | null) {
  return useQuery({ ...politicalApi.getCampaign.queryOptions({ params: { id: id ?? "" } }), enabled: Boolean(id) });
}

export function useStakeholderFacets(enabled: boolean) {
  return useQuery({ ...politicalApi.stakeholderFacets.queryOptions(), enabled });
}

/** The people who may edit the workbench, for the "responsible" and "relationship owner" pickers. */
export function useEditors(enabled: boolean) {
  return useQuery({ ...politicalApi.listEditors.queryOptions(), enabled, staleTime: 5 * 60_000 });
}

export function useContactOptions(q: string) {
  return useQuery({ ...politicalApi.listContactOptions.queryOptions({ query: { q } }), placeholderData: keepPreviousData });
}

/** `recomputed`: 0 reads the snapshot (at most an hour old); each later value ("Jetzt neu berechnen") computes the figures anew. */
export function useAnalytics(query: AnalyticsQuery, enabled = true, recomputed = 0) {
  const input = { query: recomputed ? { ...query, fresh: "1" as const } : query };
  return useQuery({
    enabled,
    queryKey: [...politicalApi.campaignAnalytics.key({ query }), recomputed],
    queryFn: ({ signal }) => politicalApi.campaignAnalytics.call(input, { signal }),
    placeholderData: keepPreviousData,
  });
}

/** `recomputed`: 0 reads the hourly snapshot; each later value (a click on "Jetzt neu berechnen") computes it anew. */
export function useLobbyReport(year: number, enabled: boolean, recomputed = 0) {
  const input = { params: { year }, query: recomputed ? { fresh: "1" as const } : {} };
  return useQuery({
    enabled,
    queryKey: [...politicalApi.lobbyReport.key(input), recomputed],
    queryFn: ({ signal }) => politicalApi.lobbyReport.call(input, { signal }),
    placeholderData: keepPreviousData,
  });
}

/** The public site's press releases (built from content/presse; a static file, not an endpoint). */
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
