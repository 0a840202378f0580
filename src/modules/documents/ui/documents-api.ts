/** Reading documents: folders, the paged document list, one document, the trash. */
import { keepPreviousData, useInfiniteQuery, useQuery, type QueryClient } from "@tanstack/react-query";
import { apiFetch } from "../../../ui/backoffice/api-client.ts";
import type { DocumentDetail, DocumentListItem, DocumentPage, TrashItem } from "../schema/document.ts";
import type { DocumentFolder } from "../schema/folder.ts";

export const DOCUMENTS_KEY = ["documents"] as const;
export const FOLDERS_KEY = [...DOCUMENTS_KEY, "folders"] as const;
export const LIST_KEY = [...DOCUMENTS_KEY, "list"] as const;
export const DETAIL_KEY = [...DOCUMENTS_KEY, "detail"] as const;
export const TRASH_KEY = [...DOCUMENTS_KEY, "trash"] as const;

export interface DocumentFilters {
  folderId?: string;
  q?: string;
  tag?: string;
  sort: "name" | "updated";
}

function query(params: Record<string, string | undefined>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) if (value) search.set(key, value);
  return search.toString();
}

export function useFolders() {
  return useQuery({
    queryKey: FOLDERS_KEY,
    queryFn: ({ signal }) => apiFetch<{ items: DocumentFolder[] }>("/api/documents/folders", { signal }).then((answer) => answer.items),
  });
}

export function useDocumentList(filters: DocumentFilters, enabled = true) {
  return useInfiniteQuery({
    enabled,
    queryKey: [...LIST_KEY, filters],
    initialPageParam: undefined as string | undefined,
    queryFn: ({ signal, pageParam }) =>
      apiFetch<DocumentPage<DocumentListItem>>(`/api/documents?${query({ folderId: filters.folderId, q: filters.q, tag: filters.tag, sort: filters.sort, cursor: pageParam })}`, { signal }),
    getNextPageParam: (page) => page.nextCursor ?? undefined,
    placeholderData: keepPreviousData,
  });
}

export function useDocument(id: string | null) {
  return useQuery({
    enabled: Boolean(id),
    queryKey: [...DETAIL_KEY, id],
    queryFn: ({ signal }) => apiFetch<DocumentDetail>(`/api/documents/${id}`, { signal }),
  });
}

export function useTrash(enabled: boolean) {
  return useQuery({
    enabled,
    queryKey: TRASH_KEY,
    queryFn: ({ signal }) => apiFetch<{ items: TrashItem[] }>("/api/documents/trash", { signal }).then((answer) => answer.items),
  });
}

export function contentUrl(documentId: string, version?: number, inline = false): string {
  return `/api/documents/${documentId}/content?${query({ version: version ? String(version) : undefined, inline: inline ? "1" : undefined })}`;
}

/**
 * After a change: reload what is on screen and forget the rest. The back office never refetches
 * on mount (SPEC section 9), so a list that is not shown would otherwise come back stale.
 */
export function refreshDocuments(client: QueryClient): void {
  client.removeQueries({ queryKey: DOCUMENTS_KEY, type: "inactive" });
  void client.invalidateQueries({ queryKey: DOCUMENTS_KEY });
}
