/** Data access of the system screen. */
import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { apiFetch } from "../../../ui/backoffice/api-client.ts";
import { errorMessage } from "../../../ui/backoffice/QueryError.tsx";
import { toast } from "../../../ui/toast/toast-store.ts";
import type { OutboxItem, OutboxListStatus, OutboxPage, SystemStatus } from "../schema.ts";

const STATUS_KEY = ["system", "status"] as const;
const OUTBOX_KEY = ["system", "outbox"] as const;

export function useSystemStatus() {
  return useQuery({ queryKey: STATUS_KEY, queryFn: ({ signal }) => apiFetch<SystemStatus>("/api/system/status", { signal }) });
}

export function useOutbox(status: OutboxListStatus) {
  return useInfiniteQuery({
    queryKey: [...OUTBOX_KEY, status],
    initialPageParam: undefined as string | undefined,
    queryFn: ({ signal, pageParam }) => apiFetch<OutboxPage>(`/api/system/outbox?${new URLSearchParams({ status, ...(pageParam ? { cursor: pageParam } : {}) })}`, { signal }),
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
    mutationFn: (item: OutboxItem) => apiFetch<OutboxItem>(`/api/system/outbox/${item.id}/retry`, { method: "POST" }),
    onSuccess: () => toast({ title: "Zustellung wird erneut versucht", description: "Der Versand läuft sofort; das Ergebnis erscheint gleich in der Liste.", variant: "success" }),
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
    mutationFn: (item: OutboxItem) => apiFetch<void>(`/api/system/outbox/${item.id}`, { method: "DELETE" }),
    onSuccess: () => toast({ title: "Zustellung verworfen", variant: "success" }),
    onError: (error) => toast({ title: "Nicht verworfen", description: errorMessage(error), variant: "destructive" }),
    onSettled: refresh,
  });
}

export function useRunJob() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (name: string) => apiFetch<{ name: string; status: "ok" | "failed" | "skipped"; error?: string }>(`/api/system/jobs/${encodeURIComponent(name)}/run`, { method: "POST" }),
    onSuccess: (outcome) =>
      outcome.status === "ok"
        ? toast({ title: "Auftrag ausgeführt", variant: "success" })
        : toast({ title: outcome.status === "skipped" ? "Auftrag läuft bereits" : "Auftrag fehlgeschlagen", description: outcome.error, variant: outcome.status === "skipped" ? "warning" : "destructive" }),
    onError: (error) => toast({ title: "Auftrag nicht gestartet", description: errorMessage(error), variant: "destructive" }),
    onSettled: () => void client.invalidateQueries({ queryKey: STATUS_KEY }),
  });
}
