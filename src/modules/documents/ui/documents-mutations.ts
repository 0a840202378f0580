/**
 * Changing documents and folders. Every change reloads what it affects; a refusal (409 when
 * someone else changed the record first, 403 without write access) shows a German toast.
 */
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { errorMessage } from "#ui/backoffice/QueryError.tsx";
import { toast } from "#ui/toast/toast-store.ts";
import type { DocumentDetail } from "../schema/document.ts";
import type { DocumentFolder, FolderValues } from "../schema/folder.ts";
import { documentsApi, refreshDocuments } from "./documents-api.ts";

function useDocumentsMutation<Vars, Result>(
  run: (vars: Vars) => Promise<Result>,
  messages: { success?: (result: Result, vars: Vars) => string; failure: string },
) {
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
      documentsApi.updateDocument.call({ params: { id: document.id }, body: { ...changes, version: document.version } }),
    { success: (_r, { changes }) => (changes.folderId ? "Dokument verschoben" : "Änderungen gespeichert"), failure: "Nicht gespeichert" },
  );

export const useTrashDocument = () =>
  useDocumentsMutation(
    (document: Pick<DocumentDetail, "id" | "version" | "name">) =>
      documentsApi.trashDocument.call({ params: { id: document.id }, query: { version: document.version } }),
    { success: (_r, document) => `„${document.name}“ liegt im Papierkorb`, failure: "Nicht gelöscht" },
  );

export const useRestoreDocument = () =>
  useDocumentsMutation((documentId: string) => documentsApi.restoreFromTrash.call({ params: { id: documentId } }), {
    success: (result) => `„${result.name}“ wiederhergestellt`,
    failure: "Nicht wiederhergestellt",
  });

export const useRestoreVersion = () =>
  useDocumentsMutation(
    ({ document, number }: { document: Pick<DocumentDetail, "id" | "version">; number: number }) =>
      documentsApi.restoreVersion.call({ params: { id: document.id }, body: { number, version: document.version } }),
    { success: (_r, { number }) => `Version ${number} ist wieder die aktuelle`, failure: "Version nicht wiederhergestellt" },
  );

export const useSaveFolder = () =>
  useDocumentsMutation(
    ({ folder, values }: { folder: DocumentFolder | null; values: FolderValues }) =>
      folder
        ? documentsApi.updateFolder.call({ params: { id: folder.id }, body: { ...values, version: folder.version } })
        : documentsApi.createFolder.call({ body: values }),
    {
      success: (_r, { folder, values }) => (folder ? `Ordner „${values.name}“ gespeichert` : `Ordner „${values.name}“ angelegt`),
      failure: "Ordner nicht gespeichert",
    },
  );

export const useDeleteFolder = () =>
  useDocumentsMutation((folder: DocumentFolder) => documentsApi.deleteFolder.call({ params: { id: folder.id }, query: { version: folder.version } }), {
    success: (_r, folder) => `Ordner „${folder.name}“ gelöscht`,
    failure: "Ordner nicht gelöscht",
  });

export const useWatchFolder = () =>
  useDocumentsMutation(
    ({ folder, watching }: { folder: DocumentFolder; watching: boolean }) => documentsApi.watchFolder.call({ params: { id: folder.id }, body: { watching } }),
    {
      success: (_r, { folder, watching }) =>
        watching ? `Sie werden über neue Dokumente in „${folder.name}“ benachrichtigt` : `Keine Benachrichtigungen mehr für „${folder.name}“`,
      failure: "Nicht gespeichert",
    },
  );
