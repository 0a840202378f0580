/** Reading and changing finance data from the screen (TanStack Query over the finance API). */
import { useState } from "react";
import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { filtersForPage } from "../../../ui/backoffice/cursor-paging.ts";
import { apiFetch } from "../../../ui/backoffice/api-client.ts";
import { errorMessage } from "../../../ui/backoffice/QueryError.tsx";
import { toast } from "../../../ui/toast/toast-store.ts";
import type { Page } from "../../../shared/schemas/list-query.ts";
import type { FeeSchedule, InvoiceSummary } from "../schema.ts";
import type { InvoiceDocument } from "../domain/invoice.ts";
import type { FeeRunDecision } from "../domain/fee-run-plan.ts";

export const FINANCES_KEY = ["back-office", "finances"] as const;
export const API = "/api/back-office/finances";

export type InvoiceFilters = {
  q?: string;
  fiscalYear?: number;
  status?: string;
  overdue?: "1";
  page: number;
  sort?: string;
  dir?: "asc" | "desc";
  cursor?: string;
};

export type StoredFeeSchedule = FeeSchedule & { version: number; updatedAt: string };
export type FeeRunPreview = {
  fiscalYear: number;
  schedule: StoredFeeSchedule | null;
  previousSchedule: StoredFeeSchedule | null;
  blockers: string[];
  issueDate: string;
  dueBeforeYearStart: boolean;
  decisions: Array<FeeRunDecision & { cents: number | null; dueDate: string | null; collectionDate: string | null }>;
};

export type InvoiceRecord = {
  id: string;
  number: string;
  kind: "invoice" | "cancellation";
  fiscalYear: number;
  issueDate: string;
  dueDate: string | null;
  collectionDate: string | null;
  grossCents: number;
  paidCents: number;
  openCents: number;
  feesCents: number;
  writtenOffCents: number;
  status: InvoiceSummary["status"];
  membershipId: string;
  dunningHold: boolean;
  version: number;
  document: InvoiceDocument;
};
export type InvoiceDetail = {
  invoice: InvoiceRecord;
  payments: Array<{ id: string; cents: number; receivedOn: string; method: string; reference: string }>;
  writeOffs: Array<{ id: string; cents: number; writtenOffOn: string; reason: string }>;
  notices: Array<{ id: string; level: number; title: string; sentOn: string; deadline: string; feeCents: number }>;
  collections: Array<{ id: string; endToEndId: string; status: string; amountCents: number; returnReason: string | null }>;
  cancelledBy: { id: string; number: string } | null;
};

export type FinanceSettings = {
  issuerName: string;
  issuerAddressLines: string[];
  taxNumber: string | null;
  vatId: string | null;
  registerText: string;
  representedBy: string;
  contactLines: string[];
  bankName: string | null;
  iban: string | null;
  bic: string | null;
  creditorId: string | null;
  townName: string;
  preNotificationDays: number;
  dunningPolicy: Array<{ level: number; title: string; waitDays: number; feeCents: number; paymentTermDays: number }>;
  version: number;
};

export function queryString(params: Record<string, string | number | undefined>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) if (value !== undefined && value !== "") search.set(key, String(value));
  return search.toString();
}

export function useInvoices(filters: InvoiceFilters) {
  return useQuery({
    queryKey: [...FINANCES_KEY, "invoices", filters],
    queryFn: ({ signal }) => apiFetch<Page<InvoiceSummary>>(`${API}/invoices?${queryString({ pageSize: 25, ...filters })}`, { signal }),
    placeholderData: keepPreviousData,
  });
}

export function useInvoice(id: string | null) {
  return useQuery({
    enabled: id !== null,
    queryKey: [...FINANCES_KEY, "invoice", id],
    queryFn: ({ signal }) => apiFetch<InvoiceDetail>(`${API}/invoices/${id}`, { signal }),
  });
}

export function useFeeSchedules() {
  return useQuery({
    queryKey: [...FINANCES_KEY, "fee-schedules"],
    queryFn: ({ signal }) => apiFetch<{ items: StoredFeeSchedule[] }>(`${API}/fee-schedules`, { signal }),
  });
}

/** The fee run preview for an invoice date and the explicit "due before 1 January" choice: the dates the run will store. */
export function useFeeRunPreview(year: number, issueDate: string, dueBeforeYearStart: boolean) {
  const valid = /^\d{4}-\d{2}-\d{2}$/.test(issueDate) ? issueDate : undefined;
  return useQuery({
    queryKey: [...FINANCES_KEY, "fee-run", year, valid, dueBeforeYearStart],
    queryFn: ({ signal }) =>
      apiFetch<FeeRunPreview>(`${API}/fee-runs/${year}?${queryString({ issueDate: valid, dueBeforeYearStart: dueBeforeYearStart ? "1" : undefined })}`, {
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

export function useSettings() {
  return useQuery({ queryKey: [...FINANCES_KEY, "settings"], queryFn: ({ signal }) => apiFetch<FinanceSettings>(`${API}/settings`, { signal }) });
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

/**
 * A keyset-paged finance list (mandates, collection runs, statements, statement lines): the
 * query and the page state; "Weiter"/"Zurück" send the shown page's cursor (filtersForPage).
 */
export function usePagedList<T>(name: string, path: string, params: Record<string, string | undefined> = {}) {
  const [paging, setPaging] = useState<{ page: number; cursor?: string }>({ page: 1 });
  const paramsKey = JSON.stringify(params);
  const [lastParams, setLastParams] = useState(paramsKey);
  if (lastParams !== paramsKey) {
    // Another filter starts at page 1 again (a cursor belongs to its filter's rows).
    setLastParams(paramsKey);
    setPaging({ page: 1 });
  }
  const request = paramsKey === lastParams ? paging : { page: 1 };
  const query = useQuery({
    queryKey: [...FINANCES_KEY, name, params, request],
    queryFn: ({ signal }) => apiFetch<Page<T>>(`${path}?${queryString({ pageSize: 25, ...params, page: request.page, cursor: request.cursor })}`, { signal }),
    placeholderData: keepPreviousData,
  });
  const onPageChange = (page: number) => {
    if (query.data) setPaging((current) => filtersForPage(current, query.data, page));
  };
  return { query, onPageChange };
}
