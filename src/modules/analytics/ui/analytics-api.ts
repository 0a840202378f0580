/** Data access of the analytics screen (client derived from contract.ts). */
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { clientOf } from "#ui/api/client.ts";
import { analyticsContract } from "../contract.ts";

export const analyticsApi = clientOf(analyticsContract);

export function useAnalytics(range: { from: string; to: string }) {
  return useQuery({ ...analyticsApi.getReport.queryOptions({ query: range }), placeholderData: keepPreviousData });
}
