/** Data access of the member register (client derived from contract.ts): list, figures, detail, create/edit, resignation, exclusion, export. */
import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { clientOf } from "#ui/api/client.ts";
import { saveDownload } from "#ui/backoffice/save-file.ts";
import { patchListRecord, rollback, type Snapshot } from "#ui/backoffice/optimistic-list.ts";
import { errorMessage } from "#ui/backoffice/QueryError.tsx";
import { toast } from "#ui/toast/toast-store.ts";
import type { MembershipClass, MembershipStatus } from "#shared/membership.ts";
import type { GermanState } from "#shared/schemas/german-states.ts";
import { membersContract } from "../contract.ts";
import type { ExclusionInput, MemberCreate, MemberSort, MemberSummary, MemberUpdate, ResignationInput } from "../schema/member.ts";

export type { MemberDetail, MemberFigures, MemberSummary } from "../schema/member.ts";

export const membersApi = clientOf(membersContract);
export const MEMBERS_KEY = membersApi.listMembers.key();
export const FIGURES_KEY = membersApi.figures.key();
export const detailKey = (id: string) => membersApi.getMember.key({ params: { id } });

export interface MemberFilters {
  q: string;
  membershipClass: MembershipClass | "";
  status: MembershipStatus | "";
  state: GermanState | "";
  sort: MemberSort;
  dir: "asc" | "desc";
  page: number;
  /** Cursor of the neighbouring page (src/ui/backoffice/cursor-paging.ts). */
  cursor?: string | undefined;
}

/** The filters of the list and the export as the query of the contract (empty choices left out). */
function filterQuery(filters: Omit<MemberFilters, "page" | "sort" | "dir" | "cursor">) {
  return {
    q: filters.q || undefined,
    membershipClass: filters.membershipClass || undefined,
    status: filters.status || undefined,
    state: filters.state || undefined,
  };
}

export function useMembers(filters: MemberFilters) {
  const query = { ...filterQuery(filters), page: filters.page, pageSize: 25, sort: filters.sort, dir: filters.dir, cursor: filters.cursor };
  return useQuery({ ...membersApi.listMembers.queryOptions({ query }), placeholderData: keepPreviousData });
}

export function useMemberFigures() {
  return useQuery(membersApi.figures.queryOptions());
}

export function useMember(id: string | null) {
  return useQuery({ ...membersApi.getMember.queryOptions({ params: { id: id ?? "" } }), enabled: Boolean(id) });
}

function useInvalidateMembers() {
  const client = useQueryClient();
  return (id?: string) => {
    void client.invalidateQueries({ queryKey: MEMBERS_KEY });
    void client.invalidateQueries({ queryKey: FIGURES_KEY });
    if (id) void client.invalidateQueries({ queryKey: detailKey(id) });
  };
}

/**
 * Today's answer of the admission rule (§ 3 Abs. 5, the assembly module's): entering a member is
 * an admission, so the form says it up front.
 */
export function useAdmissionToday(enabled: boolean) {
  return useQuery({ ...membersApi.admissionToday.queryOptions(), enabled });
}

export function useCreateMember() {
  const invalidate = useInvalidateMembers();
  return useMutation({
    mutationFn: (input: MemberCreate) => membersApi.createMember.call({ body: input }),
    onSuccess: () => {
      toast({ title: "Mitglied angelegt", variant: "success" });
      invalidate();
    },
  });
}

/**
 * Edits, resignations and exclusions show their effect in the list at once and roll back when the
 * server refuses (409: someone else changed the member meanwhile).
 */
function useOptimisticMemberChange<V>(options: {
  send: (id: string, value: V) => Promise<unknown>;
  patch: (m: MemberSummary, value: V) => MemberSummary;
  success: string;
}) {
  const client = useQueryClient();
  const invalidate = useInvalidateMembers();
  return useMutation<unknown, unknown, { id: string; value: V }, Snapshot>({
    mutationFn: ({ id, value }) => options.send(id, value),
    onMutate: ({ id, value }) => patchListRecord<MemberSummary>(client, MEMBERS_KEY, id, (m) => options.patch(m, value)),
    onError: (error, _vars, snapshot) => {
      rollback(client, snapshot);
      toast({ title: "Änderung nicht gespeichert", description: errorMessage(error), variant: "destructive" });
    },
    onSuccess: () => toast({ title: options.success, variant: "success" }),
    onSettled: (_data, _error, { id }) => invalidate(id),
  });
}

export function useUpdateMember() {
  return useOptimisticMemberChange<MemberUpdate>({
    send: (id, body) => membersApi.updateMember.call({ params: { id }, body }),
    patch: (m, v) => ({ ...m, name: v.name, state: v.state, city: v.city, membershipClass: v.membershipClass, entryDate: v.entryDate }),
    success: "Änderungen gespeichert",
  });
}

export function useRecordResignation() {
  return useOptimisticMemberChange<ResignationInput>({
    send: (id, body) => membersApi.recordResignation.call({ params: { id }, body }),
    patch: (m) => ({ ...m, status: "resigned" }),
    success: "Austritt erfasst",
  });
}

export function useRecordExclusion() {
  return useOptimisticMemberChange<ExclusionInput>({
    send: (id, body) => membersApi.recordExclusion.call({ params: { id }, body }),
    patch: (m, v) => ({ ...m, status: "excluded", exitDate: v.decidedAt }),
    success: "Ausschluss erfasst",
  });
}

/** Downloads the filtered register as CSV (the server logs the export). */
export async function downloadMembersCsv(filters: Omit<MemberFilters, "page" | "sort" | "dir">): Promise<void> {
  await saveDownload(membersApi.exportMembers.url({ query: filterQuery(filters) }), "mitglieder.csv");
}
