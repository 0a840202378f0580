/**
 * Changing documents and folders. Every change reloads what it affects; a refusal (409 when
 * someone else changed the record first, 403 without write access) shows a German toast.
 */
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiFetch } from "../../../ui/backoffice/api-client.ts";
import { errorMessage } from "../../../ui/backoffice/QueryError.tsx";
import { toast } from "../../../ui/toast/toast-store.ts";
import type { DocumentDetail } from "../schema/document.ts";
import type { DocumentFolder, FolderValues } from "../schema/folder.ts";
import { refreshDocuments } from "./documents-api.ts";

function useDocumentsMutation<Vars, Result>(run: (vars: Vars) => Promise<Result>, messages: { success?: (result: Result, vars: Vars) => string; failure: string }) {
  const client = useQueryClient();
  return useMutation<Result, unknown, Vars>({
    mutationFn: run,
    onSuccess: (result, vars) => {
      if (messages.success) toast({ title: messages.success(result, vars), variant: "success" });
      refreshDocuments(client);
    },
    onError: (error) => {
      toast({ title: messages.failure, description: errorMessage(error), variant: "destructive" });
      refreshDocuments(client);
    },
  });
}

export interface DocumentChanges {
  name?: string;
  description?: string | null;
  tags?: string[];
  folderId?: string;
}

export const useUpdateDocument = () =>
  useDocumentsMutation(
    ({ document, changes }: { document: Pick<DocumentDetail, "id" | "version">; changes: DocumentChanges }) =>
      apiFetch<{ name: string }>(`/api/documents/${document.id}`, { method: "PATCH", body: { ...changes, version: document.version } }),
    { success: (_r, { changes }) => (changes.folderId ? "Dokument verschoben" : "Änderungen gespeichert"), failure: "Nicht gespeichert" },
  );

export const useTrashDocument = () =>
  useDocumentsMutation(
    (document: Pick<DocumentDetail, "id" | "version" | "name">) => apiFetch(`/api/documents/${document.id}?version=${document.version}`, { method: "DELETE" }),
    { success: (_r, document) => `„${document.name}“ liegt im Papierkorb`, failure: "Nicht gelöscht" },
  );

export const useRestoreDocument = () =>
  useDocumentsMutation((documentId: string) => apiFetch<{ name: string }>(`/api/documents/${documentId}/restore`, { method: "POST", body: {} }), {
    success: (result) => `„${result.name}“ wiederhergestellt`,
    failure: "Nicht wiederhergestellt",
  });

export const useRestoreVersion = () =>
  useDocumentsMutation(
    ({ document, number }: { document: Pick<DocumentDetail, "id" | "version">; number: number }) =>
      apiFetch(`/api/documents/${document.id}/versions/restore`, { method: "POST", body: { number, version: document.version } }),
    { success: (_r, { number }) => `Version ${number} ist wieder die aktuelle`, failure: "Version nicht wiederhergestellt" },
  );

export const useSaveFolder = () =>
  useDocumentsMutation(
    ({ folder, values }: { folder: DocumentFolder | null; values: FolderValues }) =>
      folder
        ? apiFetch<DocumentFolder>(`/api/documents/folders/${folder.id}`, { method: "PATCH", body: { ...values, version: folder.version } })
        : apiFetch<DocumentFolder>("/api/documents/folders", { method: "POST", body: values }),
    { success: (_r, { folder, values }) => (folder ? `Ordner „${values.name}“ gespeichert` : `Ordner „${values.name}“ angelegt`), failure: "Ordner nicht gespeichert" },
  );

export const useDeleteFolder = () =>
  useDocumentsMutation((folder: DocumentFolder) => apiFetch(`/api/documents/folders/${folder.id}?version=${folder.version}`, { method: "DELETE" }), {
    success: (_r, folder) => `Ordner „${folder.name}“ gelöscht`,
    failure: "Ordner nicht gelöscht",
  });

export const useWatchFolder = () =>
  useDocumentsMutation(
    ({ folder, watching }: { folder: DocumentFolder; watching: boolean }) => apiFetch(`/api/documents/folders/${folder.id}/watch`, { method: "PUT", body: { watching } }),
    { success: (_r, { folder, watching }) => (watching ? `Sie werden über neue Dokumente in „${folder.name}“ benachrichtigt` : `Keine Benachrichtigungen mehr für „${folder.name}“`), failure: "Nicht gespeichert" },
  );
