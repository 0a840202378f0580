/** Data access of the analytics screen. */
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { apiFetch } from "../../../ui/backoffice/api-client.ts";
import type { AnalyticsReport } from "../schema.ts";

export function useAnalytics(range: { from: string; to: string }) {
  return useQuery({
    queryKey: ["analytics", range.from, range.to],
    queryFn: ({ signal }) => apiFetch<AnalyticsReport>(`/api/analytics/report?${new URLSearchParams(range)}`, { signal }),
    placeholderData: keepPreviousData,
  });
}
