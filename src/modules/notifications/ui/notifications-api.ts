/**
 * Reading and changing the caller's notifications. The header badge polls the summary cheaply:
 * every 30 s while the tab is visible, sending the last ETag, so an unchanged count costs the
 * server one index lookup and the network an empty 304.
 */
import { countOf } from "#shared/plural.ts";
import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { clientOf, keyOf } from "#ui/api/client.ts";
import { errorMessage } from "#ui/backoffice/QueryError.tsx";
import { toast } from "#ui/toast/toast-store.ts";
import { notificationsContract } from "../contract.ts";
import type { EmailPreference, EmailPreferenceUpdate, NotificationSummary } from "../schema.ts";

export const notificationsApi = clientOf(notificationsContract);
export const NOTIFICATIONS_KEY = keyOf(notificationsContract);
export const SUMMARY_KEY = notificationsApi.summary.key();
export const POLL_INTERVAL_MS = 30_000;

let lastSummary: { etag: string; summary: NotificationSummary } | undefined;

/** The summary with If-None-Match; a 304 keeps the summary we have. */
export async function fetchSummary(signal?: AbortSignal): Promise<NotificationSummary> {
  const headers: Record<string, string> = lastSummary ? { "if-none-match": lastSummary.etag } : {};
  const response = await notificationsApi.summary.request({}, { headers, cache: "no-store", signal });
  if (response.status === 304 && lastSummary) return lastSummary.summary;
  const summary = await notificationsApi.summary.read(response);
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
    queryKey: notificationsApi.list.key({ query: { status } }),
    initialPageParam: undefined as string | undefined,
    queryFn: ({ pageParam, signal }) => notificationsApi.list.call({ query: { status, pageSize: 30, cursor: pageParam } }, { signal }),
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
    mutationFn: (id: string) => notificationsApi.markRead.call({ params: { id } }),
    onSettled: () => refreshAll(client),
    onError: (error) => toast({ title: "Nicht als gelesen markiert", description: errorMessage(error), variant: "destructive" }),
  });
}

export function useMarkAllRead() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => notificationsApi.markAllRead.call(),
    onSuccess: ({ marked }) =>
      toast({
        title: "Alles gelesen",
        description: `${countOf(marked, "Benachrichtigung", "Benachrichtigungen")} als gelesen markiert.`,
        variant: "success",
      }),
    onError: (error) => toast({ title: "Nicht als gelesen markiert", description: errorMessage(error), variant: "destructive" }),
    onSettled: () => refreshAll(client),
  });
}

const PREFERENCES_KEY = notificationsApi.preferences.key();

export function usePreferences() {
  return useQuery(notificationsApi.preferences.queryOptions());
}

export function useSetPreference() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (update: EmailPreferenceUpdate) => notificationsApi.setPreference.call({ body: update }),
    // The choice shows at once; a refusal puts the previous one back.
    onMutate: async (update) => {
      await client.cancelQueries({ queryKey: PREFERENCES_KEY });
      const before = client.getQueryData<{ items: EmailPreference[] }>(PREFERENCES_KEY);
      if (before)
        client.setQueryData(PREFERENCES_KEY, {
          items: before.items.map((i) => (i.kind === update.kind || update.kind === "*" ? { ...i, email: update.email, isDefault: false } : i)),
        });
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
