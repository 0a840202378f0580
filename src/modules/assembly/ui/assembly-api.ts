/**
 * Data access of /backend/voting (administrators): assemblies, agenda, motions, attendance,
 * ballots. The client is derived from the contract (../contract.ts): no URL string, no cast.
 */
import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { clientOf } from "#ui/api/client.ts";
import { errorMessage } from "#ui/backoffice/QueryError.tsx";
import { toast } from "#ui/toast/toast-store.ts";
import { assemblyContract } from "../contract.ts";
import type { AssemblyFields } from "../schema/assembly.ts";

export const assemblyApi = clientOf(assemblyContract);
export const OVERVIEW_KEY = assemblyApi.officeOverview.key();
const LIST_KEY = assemblyApi.listAssemblies.key();
export const detailKey = (id: string) => assemblyApi.getAssembly.key({ params: { id } });

export function useAssemblies() {
  return useInfiniteQuery({
    queryKey: LIST_KEY,
    queryFn: ({ pageParam, signal }) => assemblyApi.listAssemblies.call({ query: { pageSize: 25, cursor: pageParam || undefined } }, { signal }),
    initialPageParam: "",
    getNextPageParam: (page) => page.nextCursor ?? undefined,
  });
}

export function useOverview() {
  return useQuery(assemblyApi.officeOverview.queryOptions());
}

/**
 * While an assembly runs the office watches quorum and turnout, and while invitations are being
 * delivered it watches their send times arrive: refresh every 3 or 2 seconds.
 */
export function useAssemblyDetail(id: string) {
  return useQuery({
    ...assemblyApi.getAssembly.queryOptions({ params: { id } }),
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
      await Promise.all([
        client.invalidateQueries({ queryKey: detailKey(assemblyId) }),
        client.invalidateQueries({ queryKey: LIST_KEY }),
        client.invalidateQueries({ queryKey: OVERVIEW_KEY }),
      ]);
    },
    onError: (error) => toast({ title: "Nicht möglich", description: errorMessage(error), variant: "destructive" }),
  });
}

export function useCreateAssembly() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: AssemblyFields) => assemblyApi.createAssembly.call({ body: input }),
    onSuccess: async () => {
      toast({ title: "Versammlung angelegt" });
      await client.invalidateQueries({ queryKey: LIST_KEY });
      await client.invalidateQueries({ queryKey: OVERVIEW_KEY });
    },
  });
}

export function usePeople(query: string) {
  return useQuery({ ...assemblyApi.searchPeople.queryOptions({ query: { q: query } }), enabled: query.length >= 2 });
}
