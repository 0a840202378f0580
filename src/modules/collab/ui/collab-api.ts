/** Reading and changing notes documents from the screens (react-query over the app's API client). */
import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { apiFetch } from "../../../ui/backoffice/api-client.ts";
import { saveDownload } from "../../../ui/backoffice/save-file.ts";
import type { Page } from "../../../shared/schemas/list-query.ts";
import type { CreateDocumentInput, DocumentDetail, DocumentSummary, SnapshotSummary, UpdateDocumentInput } from "../schema/documents.ts";
import type { PmNodeJson } from "./editor/pm-json.ts";

export const COLLAB_KEY = ["collab"] as const;
const DOCS = "/api/collab/docs";

export interface DocumentFilters {
  archived: boolean;
  q?: string;
  page: number;
  cursor?: string | undefined;
}

function search(params: Record<string, string | number | undefined>): string {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) if (value !== undefined && value !== "") query.set(key, String(value));
  return query.toString();
}

export const docPath = (key: string) => `${DOCS}/${encodeURIComponent(key)}`;

export function useDocuments(filters: DocumentFilters) {
  return useQuery({
    queryKey: [...COLLAB_KEY, "list", filters],
    queryFn: ({ signal }) => apiFetch<Page<DocumentSummary>>(`${DOCS}?${search({ archived: filters.archived ? 1 : 0, q: filters.q, page: filters.page, pageSize: 25, cursor: filters.cursor })}`, { signal }),
    placeholderData: keepPreviousData,
    // Who is in a document changes while the list is open.
    refetchInterval: 30_000,
  });
}

export function useDocument(key: string) {
  return useQuery({ queryKey: [...COLLAB_KEY, "doc", key], queryFn: ({ signal }) => apiFetch<DocumentDetail>(docPath(key), { signal }) });
}

export function useSnapshots(key: string, enabled: boolean) {
  return useQuery({ enabled, queryKey: [...COLLAB_KEY, "snapshots", key], queryFn: ({ signal }) => apiFetch<{ items: SnapshotSummary[] }>(`${docPath(key)}/snapshots`, { signal }) });
}

export function useSnapshotContent(key: string, snapshotId: string | null) {
  return useQuery({
    enabled: snapshotId !== null,
    queryKey: [...COLLAB_KEY, "snapshot", key, snapshotId],
    queryFn: ({ signal }) => apiFetch<{ snapshot: SnapshotSummary; content: PmNodeJson }>(`${docPath(key)}/snapshots/${snapshotId}`, { signal }),
    staleTime: Infinity,
  });
}

export function useCreateDocument() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: CreateDocumentInput) => apiFetch<DocumentDetail>(DOCS, { method: "POST", body: input }),
    onSuccess: () => void client.invalidateQueries({ queryKey: [...COLLAB_KEY, "list"] }),
  });
}

export function useUpdateDocument(key: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: UpdateDocumentInput) => apiFetch<DocumentDetail>(docPath(key), { method: "PUT", body: input }),
    onSuccess: (detail) => {
      client.setQueryData([...COLLAB_KEY, "doc", key], detail);
      void client.invalidateQueries({ queryKey: [...COLLAB_KEY, "list"] });
    },
  });
}

export function useNameSnapshot(key: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (label: string) => apiFetch<SnapshotSummary>(`${docPath(key)}/snapshots`, { method: "POST", body: { label } }),
    onSuccess: () => void client.invalidateQueries({ queryKey: [...COLLAB_KEY, "snapshots", key] }),
  });
}

export function useRestoreSnapshot(key: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (snapshotId: string) => apiFetch<{ restored: true }>(`${docPath(key)}/snapshots/${snapshotId}/restore`, { method: "POST", body: {} }),
    onSuccess: () => void client.invalidateQueries({ queryKey: [...COLLAB_KEY, "snapshots", key] }),
  });
}

export function useFileMinutes(key: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (label: string) => apiFetch<{ snapshotId: string; documentId: string; link: string; fileName: string }>(`${docPath(key)}/minutes`, { method: "POST", body: { label } }),
    onSuccess: () => void client.invalidateQueries({ queryKey: [...COLLAB_KEY, "snapshots", key] }),
  });
}

/** Downloads the document (or a snapshot of it) as Markdown or PDF. */
export async function downloadExport(key: string, format: "md" | "pdf", snapshotId?: string): Promise<void> {
  await saveDownload(`${docPath(key)}/export?${search({ format, snapshot: snapshotId })}`, `${key}.${format}`);
}

/** The sync poster: apiFetch with its token, German errors and sign-out on 401. */
export const postJson = (path: string, body: unknown, options: { keepalive?: boolean } = {}) => apiFetch<unknown>(path, { method: "POST", body, ...options });
