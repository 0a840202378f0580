/** The content editor's calls: the client derived from contract.ts (no URL strings, no casts). */
import { useInfiniteQuery, useQuery } from "@tanstack/react-query";
import { clientOf, keyOf } from "#ui/api/client.ts";
import type { CollectionKey } from "#shared/content-schemas.ts";
import { contentContract } from "../contract.ts";

export const contentApi = clientOf(contentContract);
export const CONTENT_KEY = keyOf(contentContract);
export const OVERVIEW_KEY = contentApi.overview.key();

export function useOverview() {
  return useQuery(contentApi.overview.queryOptions());
}

export function useEntry(collection: string, entryId: string) {
  return useQuery(contentApi.entry.queryOptions({ params: { collection: collection as CollectionKey, entryId } }));
}

export function usePublications() {
  return useInfiniteQuery({
    queryKey: contentApi.publications.key(),
    initialPageParam: undefined as string | undefined,
    queryFn: ({ pageParam, signal }) => contentApi.publications.call({ query: pageParam ? { cursor: pageParam } : {} }, { signal }),
    getNextPageParam: (page) => page.nextCursor ?? undefined,
  });
}

/** Polls a publication every two seconds until it is live or failed. */
export function usePublication(id: string) {
  return useQuery({
    ...contentApi.publication.queryOptions({ params: { id } }),
    refetchInterval: (query) => (query.state.data && query.state.data.status !== "building" ? false : 2_000),
  });
}

/**
 * A picture of the draft as a data: URL for the preview (the CSP allows data: images, and the
 * request needs the session's token, which an <img src> could not send).
 */
export async function pictureDataUrl(draftId: string, reference: string): Promise<string | null> {
  const file = await contentApi.picture.call({ params: { id: draftId }, query: { ref: reference } }).catch(() => null);
  if (!file) return null;
  return new Promise((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(typeof reader.result === "string" ? reader.result : null);
    reader.onerror = () => resolve(null);
    reader.readAsDataURL(file.blob);
  });
}
