/** Data access of the audit screen: the entries, the filter values, "Prüfen" and the CSV export. */
import { keepPreviousData, useMutation, useQuery } from "@tanstack/react-query";
import { apiFetch } from "../../../ui/backoffice/api-client.ts";
import { saveDownload } from "../../../ui/backoffice/save-file.ts";
import type { AuditFacets, AuditPage, ChainCheckView } from "../schema.ts";

export interface AuditFilterValues {
  user: string;
  module: string;
  action: string;
  from: string;
  to: string;
}

export const EMPTY_FILTERS: AuditFilterValues = { user: "", module: "", action: "", from: "", to: "" };

export function filterParams(filters: AuditFilterValues): URLSearchParams {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(filters)) if (value) params.set(key, value);
  return params;
}

export function useAuditEntries(filters: AuditFilterValues, before: number | undefined) {
  return useQuery({
    queryKey: ["audit", "entries", filters, before ?? null],
    queryFn: ({ signal }) => {
      const params = filterParams(filters);
      params.set("pageSize", "50");
      if (before) params.set("before", String(before));
      return apiFetch<AuditPage>(`/api/audit/entries?${params}`, { signal });
    },
    placeholderData: keepPreviousData,
  });
}

export function useAuditFacets() {
  return useQuery({ queryKey: ["audit", "facets"], queryFn: ({ signal }) => apiFetch<AuditFacets>("/api/audit/facets", { signal }) });
}

export function useChainCheck() {
  return useMutation({ mutationFn: () => apiFetch<ChainCheckView>("/api/audit/verify", { method: "POST" }) });
}

/** Downloads the CSV of the current filters through the browser's save dialog. */
export async function downloadAuditCsv(filters: AuditFilterValues): Promise<void> {
  await saveDownload(`/api/audit/export?${filterParams(filters)}`, "audit-protokoll.csv");
}
