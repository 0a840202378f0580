/**
 * /backend/documents (member): folders on the left (a select on small screens), the chosen
 * folder's documents with search, upload by button or drag and drop, and the document panel with
 * preview, details and versions. The selection lives in the address (?ordner=, ?dokument=), so a
 * notification's link opens the document and the back button works.
 */
import { useMemo, useState } from "react";
import { useSearchParams } from "react-router";
import { useQueryClient } from "@tanstack/react-query";
import { PageHeader } from "#ui/backoffice/PageHeader.tsx";
import { QueryError } from "#ui/backoffice/QueryError.tsx";
import { Spinner } from "#ui/backoffice/Spinner.tsx";
import { useAuth } from "#ui/session/auth-context.ts";
import { hasAnyRole } from "#shared/roles.ts";
import type { ScreenProps } from "#shared/routes.ts";
import type { DocumentFolder } from "../schema/folder.ts";
import { DocumentPanel } from "./DocumentPanel.tsx";
import { refreshDocuments, useFolders } from "./documents-api.ts";
import { FolderDialog } from "./FolderDialog.tsx";
import { FolderNav, TRASH_ID } from "./FolderNav.tsx";
import { FolderView } from "./FolderView.tsx";
import { TrashView } from "./TrashView.tsx";
import { browserUploadTransport } from "./upload-transport.ts";
import { useUploadQueue } from "./use-upload-queue.ts";
import "./documents.css";

export default function DocumentsScreen({ route }: ScreenProps) {
  const { roles } = useAuth();
  const isAdmin = hasAnyRole(roles, ["admin"]);
  const folders = useFolders();
  const [params, setParams] = useSearchParams();
  const [folderDialog, setFolderDialog] = useState<{ folder: DocumentFolder | null } | null>(null);
  const client = useQueryClient();
  const uploads = useUploadQueue(
    browserUploadTransport,
    (result) => ({ storedName: result.name, versionNumber: result.number }),
    () => refreshDocuments(client),
  );

  const selectedId = params.get("ordner");
  const openDocument = params.get("dokument");
  const list = folders.data ?? [];
  const selected = useMemo(() => (selectedId === TRASH_ID ? null : (list.find((f) => f.id === selectedId) ?? list[0] ?? null)), [list, selectedId]);

  const update = (changes: Record<string, string | null>) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      for (const [key, value] of Object.entries(changes)) {
        if (value) next.set(key, value);
        else next.delete(key);
      }
      return next;
    });

  return (
    <section className="documents">
      <PageHeader
        title={route.title}
        lead="Protokolle, Stellungnahmen, Einladungen und Arbeitsunterlagen des Verbands – mit Versionen, Vorschau und Volltextsuche."
      >
        {isAdmin ? (
          <button type="button" className="button" onClick={() => setFolderDialog({ folder: null })}>
            Ordner anlegen
          </button>
        ) : null}
      </PageHeader>
      {folders.isPending ? <Spinner label="Ordner werden geladen …" /> : null}
      {folders.isError ? <QueryError error={folders.error} onRetry={() => void folders.refetch()} /> : null}
      {folders.isSuccess ? (
        <div className="documents-layout">
          <FolderNav
            folders={list}
            selectedId={selectedId === TRASH_ID ? TRASH_ID : (selected?.id ?? null)}
            onSelect={(id) => update({ ordner: id, dokument: null })}
          />
          <div className="documents-main">
            {selectedId === TRASH_ID ? (
              <TrashView />
            ) : selected ? (
              <FolderView
                key={selected.id}
                folder={selected}
                isAdmin={isAdmin}
                uploads={uploads}
                onOpen={(id) => update({ dokument: id })}
                onEditFolder={() => setFolderDialog({ folder: selected })}
              />
            ) : (
              <div className="empty-state">
                <p className="empty-state__title">Noch keine Ordner</p>
                <p className="empty-state__text">
                  {isAdmin
                    ? "Dokumente liegen in Ordnern. Legen Sie den ersten Ordner an und bestimmen Sie, wer ihn lesen und wer darin hochladen darf."
                    : "Dokumente liegen in Ordnern. Ordner legt die Administration an; sobald einer für Sie freigegeben ist, können Sie darin lesen und, wo erlaubt, hochladen."}
                </p>
                {isAdmin ? (
                  <div className="empty-state__action">
                    <button type="button" className="button button--primary" onClick={() => setFolderDialog({ folder: null })}>
                      Ersten Ordner anlegen
                    </button>
                  </div>
                ) : null}
              </div>
            )}
          </div>
        </div>
      ) : null}
      <DocumentPanel documentId={openDocument} folders={list} uploads={uploads} onClose={() => update({ dokument: null })} />
      {folderDialog ? <FolderDialog folder={folderDialog.folder} onClose={() => setFolderDialog(null)} /> : null}
    </section>
  );
}
