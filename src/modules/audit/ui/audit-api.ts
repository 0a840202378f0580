/** Data access of the audit screen: the entries, the filter values, "Prüfen" and the CSV export (client derived from contract.ts). */
import { keepPreviousData, useMutation, useQuery } from "@tanstack/react-query";
import { clientOf } from "#ui/api/client.ts";
import { saveBlob } from "#ui/backoffice/save-file.ts";
import { auditContract } from "../contract.ts";

export const auditApi = clientOf(auditContract);

/** The filter form's values as typed (empty = no filter; the client leaves empty values out). */
export interface AuditFilterValues {
  user: string;
  module: string;
  action: string;
  from: string;
  to: string;
}

export const EMPTY_FILTERS: AuditFilterValues = { user: "", module: "", action: "", from: "", to: "" };

export function useAuditEntries(filters: AuditFilterValues, before: number | undefined) {
  return useQuery({ ...auditApi.listEntries.queryOptions({ query: { ...filters, pageSize: 50, before } }), placeholderData: keepPreviousData });
}

export function useAuditFacets() {
  return useQuery(auditApi.getFacets.queryOptions());
}

export function useChainCheck() {
  return useMutation({ mutationFn: () => auditApi.verifyChain.call() });
}

/** Downloads the CSV of the current filters through the browser's save dialog. */
export async function downloadAuditCsv(filters: AuditFilterValues): Promise<void> {
  const { blob, filename } = await auditApi.exportEntries.call({ query: filters });
  saveBlob(blob, filename ?? "audit-protokoll.csv");
}
