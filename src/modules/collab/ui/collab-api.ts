/** Reading and changing notes documents from the screens (client derived from contract.ts). */
import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { fillPath } from "#shared/contract/url.ts";
import { clientOf, keyOf } from "#ui/api/client.ts";
import { apiFetch } from "#ui/backoffice/api-client.ts";
import { saveDownload } from "#ui/backoffice/save-file.ts";
import { collabContract } from "../contract.ts";
import type { CreateDocumentInput, UpdateDocumentInput } from "../schema/documents.ts";

export const collabApi = clientOf(collabContract);
export const COLLAB_KEY = keyOf(collabContract);
const LIST_KEY = collabApi.listDocuments.key();
const snapshotsKey = (docKey: string) => collabApi.listSnapshots.key({ params: { docKey } });

export interface DocumentFilters {
  archived: boolean;
  q?: string;
  page: number;
  cursor?: string | undefined;
}

/** Where a document's sync polls go (the transport posts there, see postJson). */
export const syncUrl = (docKey: string) => fillPath(collabContract.sync.path, { docKey });

export function useDocuments(filters: DocumentFilters) {
  return useQuery({
    ...collabApi.listDocuments.queryOptions({
      query: { archived: filters.archived ? "1" : "0", q: filters.q || undefined, page: filters.page, pageSize: 25, cursor: filters.cursor },
    }),
    placeholderData: keepPreviousData,
    // Who is in a document changes while the list is open.
    refetchInterval: 30_000,
  });
}

export function useDocument(key: string) {
  return useQuery(collabApi.getDocument.queryOptions({ params: { docKey: key } }));
}

export function useSnapshots(key: string, enabled: boolean) {
  return useQuery({ ...collabApi.listSnapshots.queryOptions({ params: { docKey: key } }), enabled });
}

export function useSnapshotContent(key: string, snapshotId: string | null) {
  return useQuery({
    ...collabApi.viewSnapshot.queryOptions({ params: { docKey: key, snapshotId: snapshotId ?? "" } }),
    enabled: snapshotId !== null,
    staleTime: Number.POSITIVE_INFINITY,
  });
}

export function useCreateDocument() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: CreateDocumentInput) => collabApi.createDocument.call({ body: input }),
    onSuccess: () => void client.invalidateQueries({ queryKey: LIST_KEY }),
  });
}

export function useUpdateDocument(key: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: UpdateDocumentInput) => collabApi.updateDocument.call({ params: { docKey: key }, body: input }),
    onSuccess: (detail) => {
      client.setQueryData(collabApi.getDocument.key({ params: { docKey: key } }), detail);
      void client.invalidateQueries({ queryKey: LIST_KEY });
    },
  });
}

export function useNameSnapshot(key: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (label: string) => collabApi.nameSnapshot.call({ params: { docKey: key }, body: { label } }),
    onSuccess: () => void client.invalidateQueries({ queryKey: snapshotsKey(key) }),
  });
}

export function useRestoreSnapshot(key: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (snapshotId: string) => collabApi.restoreSnapshot.call({ params: { docKey: key, snapshotId } }),
    onSuccess: () => void client.invalidateQueries({ queryKey: snapshotsKey(key) }),
  });
}

export function useFileMinutes(key: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (label: string) => collabApi.fileMinutes.call({ params: { docKey: key }, body: { label } }),
    onSuccess: () => void client.invalidateQueries({ queryKey: snapshotsKey(key) }),
  });
}

/** Downloads the document (or a snapshot of it) as Markdown or PDF. */
export async function downloadExport(key: string, format: "md" | "pdf", snapshotId?: string): Promise<void> {
  await saveDownload(collabApi.exportDocument.url({ params: { docKey: key }, query: { format, snapshot: snapshotId } }), `${key}.${format}`);
}

/**
 * The sync poster of the transport (sync/http-transport.ts), which checks every answer against
 * syncResponseSchema itself and needs `keepalive` for the last poll on pagehide: apiFetch with its
 * token, German errors and sign-out on 401.
 */
export const postJson = (path: string, body: unknown, options: { keepalive?: boolean } = {}) => apiFetch<unknown>(path, { method: "POST", body, ...options });
