/**
 * The content editor's calls. Written on apiFetch with the paths of routes.ts; when the typed API
 * contract lands (issue 24) these become its generated client calls one for one.
 */
import { useInfiniteQuery, useQuery } from "@tanstack/react-query";
import { apiFetch, authorizationHeaders, apiErrorOf, ApiError, NETWORK_ERROR_MESSAGE } from "../../../ui/backoffice/api-client.ts";
import type { CollectionKey } from "../../../shared/content-schemas.ts";
import type { ContentOverview, DraftView, EntryView, PublicationPage, PublicationView } from "../schema.ts";

export const CONTENT_KEY = ["content"] as const;
const entryKey = (collection: string, entryId: string) => [...CONTENT_KEY, "entry", collection, entryId] as const;

export function useOverview() {
  return useQuery({ queryKey: [...CONTENT_KEY, "overview"], queryFn: ({ signal }) => apiFetch<ContentOverview>("/api/content", { signal }) });
}

export function useEntry(collection: string, entryId: string) {
  return useQuery({ queryKey: entryKey(collection, entryId), queryFn: ({ signal }) => apiFetch<EntryView>(`/api/content/entries/${encodeURIComponent(collection)}/${encodeURIComponent(entryId)}`, { signal }) });
}

export function usePublications() {
  return useInfiniteQuery({
    queryKey: [...CONTENT_KEY, "publications"],
    initialPageParam: undefined as string | undefined,
    queryFn: ({ pageParam, signal }) => apiFetch<PublicationPage>(`/api/content/publications${pageParam ? `?cursor=${encodeURIComponent(pageParam)}` : ""}`, { signal }),
    getNextPageParam: (page) => page.nextCursor ?? undefined,
  });
}

/** Polls a publication every two seconds until it is live or failed. */
export function usePublication(id: string | null) {
  return useQuery({
    enabled: id !== null,
    queryKey: [...CONTENT_KEY, "publication", id],
    queryFn: ({ signal }) => apiFetch<PublicationView>(`/api/content/publications/${id}`, { signal }),
    refetchInterval: (query) => (query.state.data && query.state.data.status !== "building" ? false : 2_000),
  });
}

export const contentApi = {
  startDraft: (collection: CollectionKey, entryId: string) => apiFetch<DraftView>("/api/content/drafts", { body: { collection, entryId, fresh: true } }),
  newEntry: (collection: CollectionKey, entryId: string, title: string) => apiFetch<DraftView>("/api/content/entries", { body: { collection, entryId, title } }),
  save: (id: string, version: number, data: Record<string, unknown>, body: string) => apiFetch<DraftView>(`/api/content/drafts/${id}`, { method: "PUT", body: { version, data, body } }),
  discard: (id: string, version: number) => apiFetch<void>(`/api/content/drafts/${id}?version=${version}`, { method: "DELETE" }),
  rebase: (id: string, version: number) => apiFetch<DraftView>(`/api/content/drafts/${id}/rebase`, { body: { version } }),
  publish: (id: string, version: number) => apiFetch<PublicationView>(`/api/content/drafts/${id}/publish`, { body: { version } }),
  unpublish: (collection: CollectionKey, entryId: string, sha: string) => apiFetch<PublicationView>(`/api/content/entries/${collection}/${entryId}/unpublish`, { body: { sha } }),
};

/** Uploads a picture into a draft (raw bytes; the server checks, scales and names it). */
export async function uploadPicture(draftId: string, file: File): Promise<{ name: string; reference: string; width: number; height: number }> {
  let response: Response;
  try {
    response = await fetch(`/api/content/drafts/${draftId}/images?name=${encodeURIComponent(file.name)}`, {
      method: "POST",
      headers: { ...(await authorizationHeaders()), "content-type": "application/octet-stream" },
      body: file,
      credentials: "same-origin",
    });
  } catch {
    throw new ApiError(0, "network_error", NETWORK_ERROR_MESSAGE);
  }
  if (!response.ok) throw await apiErrorOf(response);
  return response.json();
}

/**
 * A picture of the draft as a data: URL for the preview (the CSP allows data: images, and the
 * request needs the session's token, which an <img src> could not send).
 */
export async function pictureDataUrl(draftId: string, reference: string): Promise<string | null> {
  const response = await fetch(`/api/content/drafts/${draftId}/picture?ref=${encodeURIComponent(reference)}`, { headers: await authorizationHeaders(), credentials: "same-origin" }).catch(() => null);
  if (!response?.ok) return null;
  const blob = await response.blob();
  return new Promise((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(typeof reader.result === "string" ? reader.result : null);
    reader.onerror = () => resolve(null);
    reader.readAsDataURL(blob);
  });
}
