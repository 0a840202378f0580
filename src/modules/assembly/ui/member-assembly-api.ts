/** Data access of the members' assembly view: invitations, motions, registration, votes, requests (client derived from ../contract.ts). */
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { errorMessage } from "#ui/backoffice/QueryError.tsx";
import { toast } from "#ui/toast/toast-store.ts";
import { assemblyApi } from "./assembly-api.ts";

const OVERVIEW_KEY = assemblyApi.memberOverview.key();
const viewKey = (id: string) => assemblyApi.memberAssembly.key({ params: { id } });

export function useMemberOverview() {
  return useQuery(assemblyApi.memberOverview.queryOptions());
}

/** Only the proxy form of an invited assembly needs the list of possible holders. */
export function useProxyHolders(assemblyId: string) {
  return useQuery(assemblyApi.proxyHolders.queryOptions({ params: { id: assemblyId } }));
}

/** During the assembly the ballot view refreshes every 2 seconds so a ballot appears when the chair opens it. */
export function useMemberAssembly(id: string) {
  return useQuery({
    ...assemblyApi.memberAssembly.queryOptions({ params: { id } }),
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
