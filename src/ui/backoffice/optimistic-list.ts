/**
 * Optimistic updates of one record inside every cached page of a list (TanStack Query): patch now,
 * remember the pages as they were, and put them back if the server says no.
 */
import type { QueryClient, QueryKey } from "@tanstack/react-query";

interface PageLike<T> {
  items: T[];
}

export type Snapshot = [QueryKey, unknown][];

/** Applies `patch` to the record with `id` in all cached pages under `key`; returns the snapshot to roll back to. */
export async function patchListRecord<T extends { id: string }>(client: QueryClient, key: QueryKey, id: string, patch: (record: T) => T): Promise<Snapshot> {
  await client.cancelQueries({ queryKey: key });
  const snapshot = client.getQueriesData({ queryKey: key }) as Snapshot;
  client.setQueriesData<PageLike<T>>({ queryKey: key }, (page) =>
    page && Array.isArray(page.items) ? { ...page, items: page.items.map((item) => (item.id === id ? patch(item) : item)) } : page,
  );
  return snapshot;
}

/** Puts the cached pages back as they were before the optimistic patch. */
export function rollback(client: QueryClient, snapshot: Snapshot | undefined): void {
  for (const [key, data] of snapshot ?? []) client.setQueryData(key, data);
}

/** Replaces the record in all cached pages with the server's answer (new version included). */
export function replaceListRecord<T extends { id: string }>(client: QueryClient, key: QueryKey, record: T): void {
  client.setQueriesData<PageLike<T>>({ queryKey: key }, (page) =>
    page && Array.isArray(page.items) ? { ...page, items: page.items.map((item) => (item.id === record.id ? record : item)) } : page,
  );
}
