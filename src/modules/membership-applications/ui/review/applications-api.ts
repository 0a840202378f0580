/** Data access of the application review: list, detail, review steps and decisions (optimistic). */
import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { apiFetch } from "../../../../ui/backoffice/api-client.ts";
import { patchListRecord, rollback, type Snapshot } from "../../../../ui/backoffice/optimistic-list.ts";
import { errorMessage } from "../../../../ui/backoffice/QueryError.tsx";
import { toast } from "../../../../ui/toast/toast-store.ts";
import type { ApplicationStatus } from "../../application-status.ts";
import type { AdmissionCheck, ApplicationDecision, ApplicationSort, ApplicationStatusChange, ApplicationSummary } from "../../schema/review.ts";
import type { Page } from "../../../../shared/schemas/list-query.ts";

export const APPLICATIONS_KEY = ["back-office", "applications"] as const;
const detailKey = (id: string) => ["back-office", "application", id] as const;

export interface ApplicationDetail extends Omit<ApplicationSummary, "representativeName"> {
  legalForm: string;
  employeeCount: number;
  street: string;
  postalCode: string;
  phone: string;
  email: string;
  website: string | null;
  representativeSalutation: string;
  representativeTitle: string | null;
  representativeFirstname: string;
  representativeLastname: string;
  representativePosition: string;
  representativePhone: string | null;
  infrastructureTypes: string[];
  trackLength: string | null;
  referralSource: string | null;
  updatedAt: string;
  decisionReason: string | null;
  decisionDate: string | null;
  decidedAt: string | null;
  decidedBy: string | null;
  decidedByEmail: string | null;
  organizationId: string | null;
}

export interface ApplicationFilters {
  status: ApplicationStatus | "";
  q: string;
  sort: ApplicationSort;
  dir: "asc" | "desc";
  page: number;
  /** Cursor of the neighbouring page (src/ui/backoffice/cursor-paging.ts). */
  cursor?: string | undefined;
}

export function useApplications(filters: ApplicationFilters) {
  return useQuery({
    queryKey: [...APPLICATIONS_KEY, filters],
    queryFn: ({ signal }) => {
      const params = new URLSearchParams({ page: String(filters.page), pageSize: "25", sort: filters.sort, dir: filters.dir });
      if (filters.q) params.set("q", filters.q);
      if (filters.status) params.set("status", filters.status);
      if (filters.cursor) params.set("cursor", filters.cursor);
      return apiFetch<Page<ApplicationSummary>>(`/api/back-office/applications?${params}`, { signal });
    },
    placeholderData: keepPreviousData,
  });
}

export function useApplication(id: string | null) {
  return useQuery({
    queryKey: detailKey(id ?? ""),
    queryFn: ({ signal }) => apiFetch<ApplicationDetail>(`/api/back-office/applications/${encodeURIComponent(id!)}`, { signal }),
    enabled: Boolean(id),
  });
}

type StepInput = { kind: "status"; body: ApplicationStatusChange } | { kind: "decision"; body: ApplicationDecision };
type StepAnswer = { id: string; status: ApplicationStatus; version: number; invitation?: { kind: string; delivered: boolean } };

const SUCCESS: Record<ApplicationStatus, string> = {
  pending: "Antrag gespeichert",
  in_review: "Antrag ist in Prüfung",
  approved: "Aufnahme beschlossen",
  rejected: "Antrag abgelehnt",
  withdrawn: "Rücknahme erfasst",
};

/**
 * One review step. The list shows the new status at once; if the server refuses (e.g. 409 because
 * someone else decided first), the list is rolled back and the reason is shown.
 */
export function useApplicationStep(id: string) {
  const client = useQueryClient();
  return useMutation<StepAnswer, unknown, StepInput, Snapshot>({
    mutationFn: (input) =>
      apiFetch<StepAnswer>(`/api/back-office/applications/${encodeURIComponent(id)}/${input.kind}`, { method: "POST", body: input.body }),
    onMutate: (input) => {
      const status = input.kind === "status" ? input.body.status : input.body.decision;
      return patchListRecord<ApplicationSummary>(client, APPLICATIONS_KEY, id, (a) => ({ ...a, status }));
    },
    onError: (error, input, snapshot) => {
      rollback(client, snapshot);
      // A refused decision is said inside the decision dialog, which stays open with what was typed.
      if (input.kind !== "decision") toast({ title: "Änderung nicht gespeichert", description: errorMessage(error), variant: "destructive" });
    },
    onSuccess: (answer) => {
      const invited = answer.invitation?.kind === "invitation" && answer.invitation.delivered;
      toast({
        title: SUCCESS[answer.status],
        description: answer.status === "approved" ? (invited ? "Das Mitglied ist angelegt; die vertretungsberechtigte Person erhält eine Einladung per E-Mail." : "Das Mitglied ist angelegt und mit dem bestehenden Benutzerkonto verknüpft.") : undefined,
        variant: "success",
      });
    },
    onSettled: () => {
      void client.invalidateQueries({ queryKey: APPLICATIONS_KEY });
      void client.invalidateQueries({ queryKey: detailKey(id) });
      void client.invalidateQueries({ queryKey: ["back-office", "members"] });
      void client.invalidateQueries({ queryKey: ["back-office", "member-figures"] });
    },
  });
}

/** May the application be approved with a decision of that date? Asked while the dialog is open (§ 3 Abs. 4, 5). */
export function useApprovalCheck(id: string, decisionDate: string, enabled: boolean) {
  return useQuery({
    queryKey: [...detailKey(id), "approval-check", decisionDate],
    queryFn: ({ signal }) => apiFetch<AdmissionCheck>(`/api/back-office/applications/${encodeURIComponent(id)}/approval-check?decisionDate=${encodeURIComponent(decisionDate)}`, { signal }),
    enabled: enabled && /^\d{4}-\d{2}-\d{2}$/.test(decisionDate),
    staleTime: 30_000,
  });
}
