/**
 * Reading and changing the caller's notifications. The header badge polls the summary cheaply:
 * every 30 s while the tab is visible, sending the last ETag, so an unchanged count costs the
 * server one index lookup and the network an empty 304.
 */
import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { apiErrorOf, apiFetch, authorizationHeaders } from "../../../ui/backoffice/api-client.ts";
import { errorMessage } from "../../../ui/backoffice/QueryError.tsx";
import { toast } from "../../../ui/toast/toast-store.ts";
import type { EmailPreference, EmailPreferenceUpdate, NotificationPage, NotificationSummary } from "../schema.ts";

export const NOTIFICATIONS_KEY = ["notifications"] as const;
export const SUMMARY_KEY = [...NOTIFICATIONS_KEY, "summary"] as const;
export const POLL_INTERVAL_MS = 30_000;

let lastSummary: { etag: string; summary: NotificationSummary } | undefined;

/** GET /api/notifications/summary with If-None-Match; a 304 keeps the summary we have. */
export async function fetchSummary(signal?: AbortSignal): Promise<NotificationSummary> {
  const headers: Record<string, string> = { accept: "application/json", ...(await authorizationHeaders()) };
  if (lastSummary) headers["if-none-match"] = lastSummary.etag;
  const response = await fetch("/api/notifications/summary", { headers, cache: "no-store", credentials: "same-origin", signal });
  if (response.status === 304 && lastSummary) return lastSummary.summary;
  if (!response.ok) throw await apiErrorOf(response);
  const summary = (await response.json()) as NotificationSummary;
  const etag = response.headers.get("etag");
  lastSummary = etag ? { etag, summary } : undefined;
  return summary;
}

export function useNotificationSummary() {
  return useQuery({
    queryKey: SUMMARY_KEY,
    queryFn: ({ signal }) => fetchSummary(signal),
    refetchInterval: POLL_INTERVAL_MS,
    refetchIntervalInBackground: false,
    // Coming back to the tab shows the current count at once, not after the next beat.
    refetchOnWindowFocus: "always",
    staleTime: 0,
    retry: false,
  });
}

export function useNotificationList(status: "unread" | "read") {
  return useInfiniteQuery({
    queryKey: [...NOTIFICATIONS_KEY, "list", status],
    initialPageParam: undefined as string | undefined,
    queryFn: ({ pageParam, signal }) => apiFetch<NotificationPage>(`/api/notifications?status=${status}&pageSize=30${pageParam ? `&cursor=${pageParam}` : ""}`, { signal }),
    getNextPageParam: (page) => page.nextCursor ?? undefined,
    staleTime: 0,
  });
}

function refreshAll(client: ReturnType<typeof useQueryClient>) {
  void client.invalidateQueries({ queryKey: NOTIFICATIONS_KEY });
}

export function useMarkRead() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiFetch<void>(`/api/notifications/${id}/read`, { method: "POST" }),
    onSettled: () => refreshAll(client),
    onError: (error) => toast({ title: "Nicht als gelesen markiert", description: errorMessage(error), variant: "destructive" }),
  });
}

export function useMarkAllRead() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => apiFetch<{ marked: number }>("/api/notifications/read-all", { method: "POST" }),
    onSuccess: ({ marked }) => toast({ title: "Alles gelesen", description: marked === 1 ? "1 Benachrichtigung als gelesen markiert." : `${marked} Benachrichtigungen als gelesen markiert.`, variant: "success" }),
    onError: (error) => toast({ title: "Nicht als gelesen markiert", description: errorMessage(error), variant: "destructive" }),
    onSettled: () => refreshAll(client),
  });
}

const PREFERENCES_KEY = [...NOTIFICATIONS_KEY, "preferences"] as const;

export function usePreferences() {
  return useQuery({ queryKey: PREFERENCES_KEY, queryFn: ({ signal }) => apiFetch<{ items: EmailPreference[] }>("/api/notifications/preferences", { signal }) });
}

export function useSetPreference() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (update: EmailPreferenceUpdate) => apiFetch<{ items: EmailPreference[] }>("/api/notifications/preferences", { method: "PUT", body: update }),
    // The choice shows at once; a refusal puts the previous one back.
    onMutate: async (update) => {
      await client.cancelQueries({ queryKey: PREFERENCES_KEY });
      const before = client.getQueryData<{ items: EmailPreference[] }>(PREFERENCES_KEY);
      if (before) client.setQueryData(PREFERENCES_KEY, { items: before.items.map((i) => (i.kind === update.kind || update.kind === "*" ? { ...i, email: update.email, isDefault: false } : i)) });
      return before;
    },
    onSuccess: (data) => {
      client.setQueryData(PREFERENCES_KEY, data);
      toast({ title: "Einstellung gespeichert", variant: "success" });
    },
    onError: (error, _update, before) => {
      if (before) client.setQueryData(PREFERENCES_KEY, before);
      toast({ title: "Einstellung nicht gespeichert", description: errorMessage(error), variant: "destructive" });
    },
  });
}
