/** Reading and changing finance data from the screen: the client derived from contract.ts (ADR 260) and its hooks. */
import { useState } from "react";
import { keepPreviousData, useMutation, useQuery, useQueryClient, type UseQueryOptions } from "@tanstack/react-query";
import type { z } from "zod";
import { clientOf, keyOf } from "#ui/api/client.ts";
import { filtersForPage } from "#ui/backoffice/cursor-paging.ts";
import { errorMessage } from "#ui/backoffice/QueryError.tsx";
import { toast } from "#ui/toast/toast-store.ts";
import { financesContract } from "../contract.ts";
import type { invoiceListQuerySchema } from "../schema.ts";

export type { FeeRunPreview, FinanceSettings, InvoiceDetail, InvoiceRecord, StoredFeeSchedule } from "../answers.ts";

export const financesApi = clientOf(financesContract);
/** Every finance query: a change reloads them all (an invoice shows in lists, runs, the report). */
export const FINANCES_KEY = keyOf(financesContract);

/** The invoice list's filters as the screen holds them (the page size is the hook's). */
export type InvoiceFilters = Omit<z.input<typeof invoiceListQuerySchema>, "pageSize"> & { page: number };

export function useInvoices(filters: InvoiceFilters) {
  return useQuery({ ...financesApi.listInvoices.queryOptions({ query: { pageSize: 25, ...filters } }), placeholderData: keepPreviousData });
}

export function useInvoice(id: string | null) {
  return useQuery({ ...financesApi.getInvoice.queryOptions({ params: { id: id ?? "" } }), enabled: id !== null });
}

export function useFeeSchedules() {
  return useQuery(financesApi.listFeeSchedules.queryOptions());
}

/** The fee run preview for an invoice date and the explicit "due before 1 January" choice: the dates the run will store. */
export function useFeeRunPreview(year: number, issueDate: string, dueBeforeYearStart: boolean) {
  const valid = /^\d{4}-\d{2}-\d{2}$/.test(issueDate) ? issueDate : undefined;
  return useQuery({
    ...financesApi.previewFeeRun.queryOptions({ params: { year }, query: { issueDate: valid, dueBeforeYearStart: dueBeforeYearStart ? "1" : undefined } }),
    placeholderData: keepPreviousData,
  });
}

export function useSettings() {
  return useQuery(financesApi.getSettings.queryOptions());
}

/** A change that reloads every finance query afterwards and says how it went in a toast. */
export function useFinanceMutation<Input, Output>(run: (input: Input) => Promise<Output>, messages: { success: (output: Output) => string; failure: string }) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSuccess: async (output) => {
      toast({ title: messages.success(output), variant: "success" });
      await client.invalidateQueries({ queryKey: FINANCES_KEY });
    },
    onError: (error) => toast({ title: messages.failure, description: errorMessage(error), variant: "destructive" }),
  });
}

/** The page a keyset-paged list asks for: page 1 or the neighbour of the shown page by its cursor. */
export type ListPaging = { page: number; cursor?: string; pageSize: number };
type PageAnswer = { page: number; nextCursor?: string | null; prevCursor?: string | null };

/**
 * A keyset-paged finance list (mandates, collection runs, statements, statement lines): the
 * query and the page state; "Weiter"/"Zurück" send the shown page's cursor (filtersForPage).
 * `filters` are the list's own filters: another filter starts at page 1 again.
 */
export function usePagedList<Data extends PageAnswer>(
  filters: Readonly<Record<string, unknown>>,
  optionsFor: (paging: ListPaging) => UseQueryOptions<Data, Error, Data, readonly unknown[]>,
) {
  const [paging, setPaging] = useState<{ page: number; cursor?: string }>({ page: 1 });
  const filtersKey = JSON.stringify(filters);
  const [lastFilters, setLastFilters] = useState(filtersKey);
  if (lastFilters !== filtersKey) {
    // A cursor belongs to its filter's rows.
    setLastFilters(filtersKey);
    setPaging({ page: 1 });
  }
  const request = filtersKey === lastFilters ? paging : { page: 1 };
  const query = useQuery({ ...optionsFor({ pageSize: 25, page: request.page, cursor: request.cursor }), placeholderData: keepPreviousData });
  const onPageChange = (page: number) => {
    const shown = query.data;
    if (shown) setPaging((current) => filtersForPage(current, shown, page));
  };
  return { query, onPageChange };
}
