/** Data access of the members' assembly view: invitations, motions, registration, votes, requests. */
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { apiFetch } from "../../../ui/backoffice/api-client.ts";
import { errorMessage } from "../../../ui/backoffice/QueryError.tsx";
import { toast } from "../../../ui/toast/toast-store.ts";
import type { AssemblyListItem, MemberAssemblyView } from "../schema/views.ts";
import type { MemberOverview, ProxyHolders } from "../schema/overview.ts";

export const MEMBER_API = "/api/assembly/member";
const OVERVIEW_KEY = ["member-assembly", "overview"] as const;
const viewKey = (id: string) => ["member-assembly", "view", id] as const;

export function useMemberOverview() {
  return useQuery({ queryKey: OVERVIEW_KEY, queryFn: ({ signal }) => apiFetch<MemberOverview>(`${MEMBER_API}/overview`, { signal }) });
}

/** Only the proxy form of an invited assembly needs the list of possible holders. */
export function useProxyHolders(assemblyId: string) {
  return useQuery({ queryKey: ["member-assembly", "proxy-holders", assemblyId], queryFn: ({ signal }) => apiFetch<ProxyHolders>(`${MEMBER_API}/assemblies/${assemblyId}/proxy-holders`, { signal }) });
}

/** During the assembly the ballot view refreshes every 2 seconds so a ballot appears when the chair opens it. */
export function useMemberAssembly(id: string) {
  return useQuery({
    queryKey: viewKey(id),
    queryFn: ({ signal }) => apiFetch<MemberAssemblyView>(`${MEMBER_API}/assemblies/${id}`, { signal }),
    refetchInterval: (query) => (query.state.data?.assembly.status === "running" ? 2000 : false),
  });
}

export function useMemberCommand<Input>(assemblyId: string | null, request: (input: Input) => Promise<unknown>, success: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: request,
    onSuccess: async () => {
      toast({ title: success });
      await client.invalidateQueries({ queryKey: OVERVIEW_KEY });
      if (assemblyId) await client.invalidateQueries({ queryKey: viewKey(assemblyId) });
    },
    onError: (error) => toast({ title: "Nicht möglich", description: errorMessage(error), variant: "destructive" }),
  });
}

export const memberPost = (path: string, body: unknown = {}) => apiFetch(`${MEMBER_API}${path}`, { method: "POST", body });
export const memberDelete = (path: string) => apiFetch(`${MEMBER_API}${path}`, { method: "DELETE" });

export type { AssemblyListItem };
