/** Data access of the system screen (client derived from contract.ts). */
import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { clientOf } from "#ui/api/client.ts";
import { errorMessage } from "#ui/backoffice/QueryError.tsx";
import { toast } from "#ui/toast/toast-store.ts";
import { systemContract } from "../contract.ts";
import type { OutboxItem, OutboxListStatus } from "../schema.ts";

export const systemApi = clientOf(systemContract);
const STATUS_KEY = systemApi.getStatus.key();
const OUTBOX_KEY = systemApi.listOutbox.key();

export function useSystemStatus() {
  return useQuery(systemApi.getStatus.queryOptions());
}

export function useOutbox(status: OutboxListStatus) {
  return useInfiniteQuery({
    queryKey: systemApi.listOutbox.key({ query: { status } }),
    initialPageParam: undefined as string | undefined,
    queryFn: ({ signal, pageParam }) => systemApi.listOutbox.call({ query: { status, cursor: pageParam } }, { signal }),
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });
}

function useRefresh() {
  const client = useQueryClient();
  return () => {
    void client.invalidateQueries({ queryKey: OUTBOX_KEY });
    void client.invalidateQueries({ queryKey: STATUS_KEY });
  };
}

export function useRetryDelivery() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (item: OutboxItem) => systemApi.retryDelivery.call({ params: { id: item.id } }),
    onSuccess: () =>
      toast({
        title: "Zustellung wird erneut versucht",
        description: "Der Versand läuft sofort; das Ergebnis erscheint gleich in der Liste.",
        variant: "success",
      }),
    onError: (error) => toast({ title: "Nicht erneut versendet", description: errorMessage(error), variant: "destructive" }),
    // The immediate try runs after the answer: look again a moment later.
    onSettled: () => {
      refresh();
      setTimeout(refresh, 1_500);
    },
  });
}

export function useDiscardDelivery() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (item: OutboxItem) => systemApi.discardDelivery.call({ params: { id: item.id } }),
    onSuccess: () => toast({ title: "Zustellung verworfen", variant: "success" }),
    onError: (error) => toast({ title: "Nicht verworfen", description: errorMessage(error), variant: "destructive" }),
    onSettled: refresh,
  });
}

export function useRunJob() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (name: string) => systemApi.runJob.call({ params: { name } }),
    onSuccess: (outcome) =>
      outcome.status === "ok"
        ? toast({ title: "Auftrag ausgeführt", variant: "success" })
        : toast({
            title: outcome.status === "skipped" ? "Auftrag läuft bereits" : "Auftrag fehlgeschlagen",
            description: outcome.error,
            variant: outcome.status === "skipped" ? "warning" : "destructive",
          }),
    onError: (error) => toast({ title: "Auftrag nicht gestartet", description: errorMessage(error), variant: "destructive" }),
    onSettled: () => void client.invalidateQueries({ queryKey: STATUS_KEY }),
  });
}
