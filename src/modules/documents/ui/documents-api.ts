/** Reading documents: folders, the paged document list, one document, the trash (client derived from contract.ts). */
import { keepPreviousData, type QueryClient, useInfiniteQuery, useQuery } from "@tanstack/react-query";
import { clientOf, keyOf } from "#ui/api/client.ts";
import { documentsContract } from "../contract.ts";

export const documentsApi = clientOf(documentsContract);
export const DOCUMENTS_KEY = keyOf(documentsContract);

export interface DocumentFilters {
  folderId?: string;
  q?: string;
  tag?: string;
  sort: "name" | "updated";
}

export function useFolders() {
  return useQuery({ ...documentsApi.listFolders.queryOptions(), select: (answer) => answer.items });
}

export function useDocumentList(filters: DocumentFilters, enabled = true) {
  const query = { folderId: filters.folderId, q: filters.q || undefined, tag: filters.tag || undefined, sort: filters.sort };
  return useInfiniteQuery({
    enabled,
    queryKey: documentsApi.listDocuments.key({ query }),
    initialPageParam: undefined as string | undefined,
    queryFn: ({ signal, pageParam }) => documentsApi.listDocuments.call({ query: { ...query, cursor: pageParam } }, { signal }),
    getNextPageParam: (page) => page.nextCursor ?? undefined,
    placeholderData: keepPreviousData,
  });
}

export function useDocument(id: string | null) {
  return useQuery({ ...documentsApi.getDocument.queryOptions({ params: { id: id ?? "" } }), enabled: Boolean(id) });
}

export function useTrash(enabled: boolean) {
  return useQuery({ ...documentsApi.listTrash.queryOptions(), enabled, select: (answer) => answer.items });
}

export function contentUrl(documentId: string, version?: number, inline = false): string {
  return documentsApi.content.url({ params: { id: documentId }, query: { version, inline: inline ? "1" : undefined } });
}

/**
 * After a change: reload what is on screen and forget the rest. The back office never refetches
 * on mount (SPEC section 9), so a list that is not shown would otherwise come back stale.
 */
export function refreshDocuments(client: QueryClient): void {
  client.removeQueries({ queryKey: DOCUMENTS_KEY, type: "inactive" });
  void client.invalidateQueries({ queryKey: DOCUMENTS_KEY });
}
