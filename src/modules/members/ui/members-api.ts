/** Data access of the member register: list, figures, detail, create/edit, resignation, exclusion, export. */
import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { apiFetch } from "../../../ui/backoffice/api-client.ts";
import { saveDownload } from "../../../ui/backoffice/save-file.ts";
import { patchListRecord, rollback, type Snapshot } from "../../../ui/backoffice/optimistic-list.ts";
import { errorMessage } from "../../../ui/backoffice/QueryError.tsx";
import { toast } from "../../../ui/toast/toast-store.ts";
import type { MembershipClass, MembershipStatus } from "../schema/labels.ts";
import type { ExclusionInput, MemberCreate, MemberSort, MemberUpdate, ResignationInput } from "../schema/member.ts";
import type { Page } from "../../../shared/schemas/list-query.ts";
import type { MemberContact } from "../schema/contact.ts";
import type { AssembliesAnswer } from "../../membership-applications/schema/review.ts";

export const MEMBERS_KEY = ["back-office", "members"] as const;
export const FIGURES_KEY = ["back-office", "member-figures"] as const;
export const detailKey = (id: string) => ["back-office", "member", id] as const;

export interface MemberSummary {
  id: string;
  organizationId: string;
  name: string;
  legalForm: string | null;
  city: string | null;
  state: string | null;
  email: string | null;
  phone: string | null;
  membershipClass: MembershipClass;
  status: MembershipStatus;
  entryDate: string;
  exitDate: string | null;
  trackLengthKm: string | null;
  infrastructureTypes: string[];
  version: number;
}

export interface MemberDetail {
  membership: {
    id: string;
    membershipClass: MembershipClass;
    status: MembershipStatus;
    entryDate: string;
    resignationReceivedAt: string | null;
    exitDate: string | null;
    exclusionDecidedAt: string | null;
    exclusionReason: string | null;
    trackLengthKm: string | null;
    infrastructureTypes: string[];
    employeeCount: number | null;
    applicationId: string | null;
    version: number;
  };
  organization: { id: string; name: string; legalForm: string | null; street: string | null; postalCode: string | null; city: string | null; state: string | null; website: string | null; phone: string | null; email: string | null; version: number };
  /** The organisation's CRM contacts, the representative first. */
  contacts: MemberContact[];
  accounts: { id: string; email: string; firstName: string | null; lastName: string | null; lastSignInAt: string | null; deactivatedAt: string | null; invitationPending: boolean }[];
  /** Offices elected by the general assembly that the company's people hold or held. */
  officeTerms: { id: string; officeLabel: string; personName: string; termText: string }[];
}

export interface MemberFigures {
  currentMembers: number;
  byClass: { membershipClass: MembershipClass; members: number }[];
  byState: { state: string | null; members: number }[];
  totalTrackLengthKm: number;
}

export interface MemberFilters {
  q: string;
  membershipClass: MembershipClass | "";
  status: MembershipStatus | "";
  state: string;
  sort: MemberSort;
  dir: "asc" | "desc";
  page: number;
  /** Cursor of the neighbouring page (src/ui/backoffice/cursor-paging.ts). */
  cursor?: string | undefined;
}

export function filterParams(filters: Omit<MemberFilters, "page" | "sort" | "dir" | "cursor">): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.q) params.set("q", filters.q);
  if (filters.membershipClass) params.set("membershipClass", filters.membershipClass);
  if (filters.status) params.set("status", filters.status);
  if (filters.state) params.set("state", filters.state);
  return params;
}

export function useMembers(filters: MemberFilters) {
  return useQuery({
    queryKey: [...MEMBERS_KEY, filters],
    queryFn: ({ signal }) => {
      const params = filterParams(filters);
      params.set("page", String(filters.page));
      params.set("pageSize", "25");
      params.set("sort", filters.sort);
      params.set("dir", filters.dir);
      if (filters.cursor) params.set("cursor", filters.cursor);
      return apiFetch<Page<MemberSummary>>(`/api/back-office/members?${params}`, { signal });
    },
    placeholderData: keepPreviousData,
  });
}

export function useMemberFigures() {
  return useQuery({ queryKey: FIGURES_KEY, queryFn: ({ signal }) => apiFetch<MemberFigures>("/api/back-office/member-figures", { signal }) });
}

export function useMember(id: string | null) {
  return useQuery({ queryKey: detailKey(id ?? ""), queryFn: ({ signal }) => apiFetch<MemberDetail>(`/api/back-office/members/${encodeURIComponent(id!)}`, { signal }), enabled: Boolean(id) });
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
 * Today's answer of the admission rule (§ 3 Abs. 5, the assembly module's; served with the
 * applications' assemblies): entering a member is an admission, so the form says it up front.
 */
export function useAdmissionToday(enabled: boolean) {
  return useQuery({
    queryKey: ["back-office", "assemblies"],
    queryFn: ({ signal }) => apiFetch<AssembliesAnswer>("/api/back-office/assemblies", { signal }),
    enabled,
    select: (answer) => answer.admissionToday,
  });
}

export function useCreateMember() {
  const invalidate = useInvalidateMembers();
  return useMutation({
    mutationFn: (input: MemberCreate) => apiFetch<{ id: string }>("/api/back-office/members", { method: "POST", body: input }),
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
function useOptimisticMemberChange<V>(options: { path: string; method: "PUT" | "POST"; patch: (m: MemberSummary, value: V) => MemberSummary; success: string }) {
  const client = useQueryClient();
  const invalidate = useInvalidateMembers();
  return useMutation<{ version: number; exitDate?: string }, unknown, { id: string; value: V }, Snapshot>({
    mutationFn: ({ id, value }) => apiFetch(`/api/back-office/members/${encodeURIComponent(id)}${options.path}`, { method: options.method, body: value }),
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
  return useOptimisticMemberChange<MemberUpdate>({ path: "", method: "PUT", patch: (m, v) => ({ ...m, name: v.name, state: v.state, city: v.city, membershipClass: v.membershipClass, entryDate: v.entryDate }), success: "Änderungen gespeichert" });
}

export function useRecordResignation() {
  return useOptimisticMemberChange<ResignationInput>({ path: "/resignation", method: "POST", patch: (m) => ({ ...m, status: "resigned" }), success: "Austritt erfasst" });
}

export function useRecordExclusion() {
  return useOptimisticMemberChange<ExclusionInput>({ path: "/exclusion", method: "POST", patch: (m, v) => ({ ...m, status: "excluded", exitDate: v.decidedAt }), success: "Ausschluss erfasst" });
}

/** Downloads the filtered register as CSV (the server logs the export). */
export async function downloadMembersCsv(filters: Omit<MemberFilters, "page" | "sort" | "dir">): Promise<void> {
  await saveDownload(`/api/back-office/member-export?${filterParams(filters)}`, "mitglieder.csv");
}
