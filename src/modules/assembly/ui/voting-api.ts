/** Data access of /backend/voting (administrators): assemblies, agenda, motions, attendance, ballots. */
import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { apiFetch } from "../../../ui/backoffice/api-client.ts";
import { errorMessage } from "../../../ui/backoffice/QueryError.tsx";
import { toast } from "../../../ui/toast/toast-store.ts";
import type { AssemblyDetail, AssemblyPage } from "../schema/views.ts";
import type { OverviewView } from "../schema/overview.ts";
import type { RepresentationAuthority } from "../rules/entitlement.ts";

export const API = "/api/assembly";
const LIST_KEY = ["assembly", "list"] as const;
export const OVERVIEW_KEY = ["assembly", "overview"] as const;
export const detailKey = (id: string) => ["assembly", "detail", id] as const;

export function useAssemblies() {
  return useInfiniteQuery({
    queryKey: LIST_KEY,
    queryFn: ({ pageParam, signal }) => apiFetch<AssemblyPage>(`${API}/assemblies?pageSize=25${pageParam ? `&cursor=${encodeURIComponent(pageParam)}` : ""}`, { signal }),
    initialPageParam: "",
    getNextPageParam: (page) => page.nextCursor ?? undefined,
  });
}

export function useOverview() {
  return useQuery({ queryKey: OVERVIEW_KEY, queryFn: ({ signal }) => apiFetch<OverviewView>(`${API}/overview`, { signal }) });
}

/**
 * While an assembly runs the office watches quorum and turnout, and while invitations are being
 * delivered it watches their send times arrive: refresh every 3 or 2 seconds.
 */
export function useAssemblyDetail(id: string) {
  return useQuery({
    queryKey: detailKey(id),
    queryFn: ({ signal }) => apiFetch<AssemblyDetail>(`${API}/assemblies/${id}`, { signal }),
    refetchInterval: (query) => (query.state.data?.assembly.status === "running" ? 3000 : (query.state.data?.convocation.queued ?? 0) > 0 ? 2000 : false),
  });
}

/** One mutation hook for every command on an assembly: refresh detail and list, toast the outcome. */
export function useAssemblyCommand<Input>(assemblyId: string, request: (input: Input) => Promise<unknown>, success: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: request,
    onSuccess: async () => {
      toast({ title: success });
      await Promise.all([client.invalidateQueries({ queryKey: detailKey(assemblyId) }), client.invalidateQueries({ queryKey: LIST_KEY }), client.invalidateQueries({ queryKey: OVERVIEW_KEY })]);
    },
    onError: (error) => toast({ title: "Nicht möglich", description: errorMessage(error), variant: "destructive" }),
  });
}

export function useCreateAssembly() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: unknown) => apiFetch<{ id: string }>(`${API}/assemblies`, { body: input }),
    onSuccess: async () => {
      toast({ title: "Versammlung angelegt" });
      await client.invalidateQueries({ queryKey: LIST_KEY });
      await client.invalidateQueries({ queryKey: OVERVIEW_KEY });
    },
  });
}

export const post = (path: string, body: unknown = {}) => apiFetch(`${API}${path}`, { method: "POST", body });
export const put = (path: string, body: unknown) => apiFetch(`${API}${path}`, { method: "PUT", body });
export const remove = (path: string) => apiFetch(`${API}${path}`, { method: "DELETE" });

export interface PersonOption {
  userId: string;
  name: string;
  email: string;
  organizationId: string | null;
  organizationName: string | null;
  /** The recorded power to represent the person's company (§ 7 Abs. 1), if any. */
  authority: RepresentationAuthority | null;
}

export function usePeople(query: string) {
  return useQuery({
    queryKey: ["assembly", "people", query],
    queryFn: ({ signal }) => apiFetch<{ items: PersonOption[] }>(`${API}/people?q=${encodeURIComponent(query)}`, { signal }),
    enabled: query.length >= 2,
  });
}
