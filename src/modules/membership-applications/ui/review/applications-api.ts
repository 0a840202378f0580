/** Data access of the application review (client derived from contract.ts): list, detail, review steps and decisions (optimistic). */
import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { clientOf, keyOf } from "#ui/api/client.ts";
import { patchListRecord, rollback, type Snapshot } from "#ui/backoffice/optimistic-list.ts";
import { errorMessage } from "#ui/backoffice/QueryError.tsx";
import { toast } from "#ui/toast/toast-store.ts";
import { membersContract } from "#modules/members/contract.ts";
import { membershipApplicationsContract } from "../../contract.ts";
import type { ApplicationStatus } from "../../domain/application-status.ts";
import type { ApplicationDecision, ApplicationSort, ApplicationStatusChange, ApplicationSummary } from "../../schema/review.ts";

export type { ApplicationDetail } from "../../schema/review.ts";

export const applicationsApi = clientOf(membershipApplicationsContract);
export const APPLICATIONS_KEY = applicationsApi.listApplications.key();
const detailKey = (id: string) => applicationsApi.getApplication.key({ params: { id } });

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
  const query = {
    page: filters.page,
    pageSize: 25,
    sort: filters.sort,
    dir: filters.dir,
    q: filters.q || undefined,
    status: filters.status || undefined,
    cursor: filters.cursor,
  };
  return useQuery({ ...applicationsApi.listApplications.queryOptions({ query }), placeholderData: keepPreviousData });
}

export function useApplication(id: string | null) {
  return useQuery({ ...applicationsApi.getApplication.queryOptions({ params: { id: id ?? "" } }), enabled: Boolean(id) });
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
      input.kind === "status"
        ? applicationsApi.changeStatus.call({ params: { id }, body: input.body })
        : applicationsApi.decide.call({ params: { id }, body: input.body }),
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
        description:
          answer.status === "approved"
            ? invited
              ? "Das Mitglied ist angelegt; die vertretungsberechtigte Person erhält eine Einladung per E-Mail."
              : "Das Mitglied ist angelegt und mit dem bestehenden Benutzerkonto verknüpft."
            : undefined,
        variant: "success",
      });
    },
    onSettled: () => {
      void client.invalidateQueries({ queryKey: APPLICATIONS_KEY });
      void client.invalidateQueries({ queryKey: detailKey(id) });
      // An approval enters a member: the register's lists and figures change.
      void client.invalidateQueries({ queryKey: keyOf(membersContract) });
    },
  });
}

/** May the application be approved with a decision of that date? Asked while the dialog is open (§ 3 Abs. 4, 5). */
export function useApprovalCheck(id: string, decisionDate: string, enabled: boolean) {
  return useQuery({
    ...applicationsApi.approvalCheck.queryOptions({ params: { id }, query: { decisionDate } }),
    enabled: enabled && /^\d{4}-\d{2}-\d{2}$/.test(decisionDate),
    staleTime: 30_000,
  });
}
