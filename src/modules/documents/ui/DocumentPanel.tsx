/**
 * One document in a dialog: preview (PDF or image), download, details with editing (name, folder,
 * tags, description), the version list (download or restore any version), a new version with an
 * optional label, and delete to the trash.
 */
import { useState } from "react";
import { ConfirmDialog } from "#ui/backoffice/ConfirmDialog.tsx";
import { Dialog } from "#ui/backoffice/Dialog.tsx";
import { QueryError, errorMessage } from "#ui/backoffice/QueryError.tsx";
import { Spinner } from "#ui/backoffice/Spinner.tsx";
import { toast } from "#ui/toast/toast-store.ts";
import { formatFileSize } from "../domain/upload-limits.ts";
import type { DocumentDetail } from "../schema/document.ts";
import type { DocumentFolder } from "../schema/folder.ts";
import { formatGermanDateTime as formatDateTime } from "#shared/dates.ts";
import { typeBadge } from "./document-labels.ts";
import { contentUrl, useDocument } from "./documents-api.ts";
import { useTrashDocument } from "./documents-mutations.ts";
import { DocumentEditForm } from "./DocumentEditForm.tsx";
import { DocumentPreview } from "./DocumentPreview.tsx";
import { downloadDocument } from "./file-download.ts";
import { NewVersionForm } from "./NewVersionForm.tsx";
import type { useUploadQueue } from "./use-upload-queue.ts";
import { VersionList } from "./VersionList.tsx";

export interface DocumentPanelProps {
  documentId: string | null;
  folders: DocumentFolder[];
  uploads: ReturnType<typeof useUploadQueue>;
  onClose: () => void;
}

export function DocumentPanel({ documentId, folders, uploads, onClose }: DocumentPanelProps) {
  const detail = useDocument(documentId);
  const document = detail.data;
  return (
    <Dialog open={Boolean(documentId)} title={document?.name ?? "Dokument"} onClose={onClose} wide>
      {detail.isPending ? <Spinner label="Dokument wird geladen …" /> : null}
      {detail.isError ? <QueryError error={detail.error} onRetry={() => void detail.refetch()} /> : null}
      {document ? <DocumentBody key={document.id} document={document} folders={folders} uploads={uploads} onClose={onClose} /> : null}
    </Dialog>
  );
}

function DocumentBody({
  document,
  folders,
  uploads,
  onClose,
}: {
  document: DocumentDetail;
  folders: DocumentFolder[];
  uploads: ReturnType<typeof useUploadQueue>;
  onClose: () => void;
}) {
  const [progress, setProgress] = useState<number | null>(null);
  const [confirmDelete, setConfirmDelete] = useState(false);
  const trash = useTrashDocument();
  const badge = typeBadge(document.typeId);

  const download = async (version?: number) => {
    setProgress(0);
    try {
      await downloadDocument(contentUrl(document.id, version), document.name, (received, total) =>
        setProgress(total ? Math.floor((received / total) * 100) : null),
      );
    } catch (error) {
      toast({ title: "Download fehlgeschlagen", description: errorMessage(error), variant: "destructive" });
    } finally {
      setProgress(null);
    }
  };

  return (
    <div className="documents-panel">
      <div className="documents-panel__actions">
        <button type="button" className="button button--primary" onClick={() => void download()} disabled={progress !== null}>
          {progress !== null ? `Wird heruntergeladen … ${progress} %` : "Herunterladen"}
        </button>
        {document.canWrite ? (
          <button type="button" className="button button--danger-outline" onClick={() => setConfirmDelete(true)}>
            In den Papierkorb
          </button>
        ) : null}
      </div>

      {document.preview ? (
        <DocumentPreview document={document} />
      ) : (
        <p className="documents-panel__nopreview">Für {badge.label}-Dateien gibt es keine Vorschau. Laden Sie die Datei herunter, um sie zu öffnen.</p>
      )}

      <dl className="documents-facts">
        <div>
          <dt>Ordner</dt>
          <dd>{document.folderName}</dd>
        </div>
        <div>
          <dt>Typ und Größe</dt>
          <dd>
            {badge.label} · {formatFileSize(document.size)}
          </dd>
        </div>
        <div>
          <dt>Angelegt</dt>
          <dd>
            {formatDateTime(document.createdAt)}
            {document.createdByName ? ` von ${document.createdByName}` : ""}
          </dd>
        </div>
        <div>
          <dt>Zuletzt geändert</dt>
          <dd>
            {formatDateTime(document.updatedAt)}
            {document.updatedByName ? ` von ${document.updatedByName}` : ""}
          </dd>
        </div>
        {document.textStatus === "pending" ? (
          <div>
            <dt>Volltextsuche</dt>
            <dd>Der Text wird gerade für die Suche ausgewertet.</dd>
          </div>
        ) : null}
      </dl>

      {document.canWrite ? (
        <DocumentEditForm document={document} folders={folders.filter((folder) => folder.canWrite)} />
      ) : (
        <ReadOnlyMeta document={document} />
      )}

      <VersionList document={document} onDownload={(number) => void download(number)} />
      {document.canWrite ? <NewVersionForm document={document} uploads={uploads} /> : null}

      <ConfirmDialog
        open={confirmDelete}
        title="In den Papierkorb legen?"
        danger
        text={`„${document.name}“ kann 30 Tage lang aus dem Papierkorb wiederhergestellt werden. Danach wird es endgültig gelöscht.`}
        confirmLabel="In den Papierkorb"
        onCancel={() => setConfirmDelete(false)}
        onConfirm={() => {
          setConfirmDelete(false);
          trash.mutate(document, { onSuccess: onClose });
        }}
      />
    </div>
  );
}

function ReadOnlyMeta({ document }: { document: DocumentDetail }) {
  if (!document.description && !document.tags.length) return null;
  return (
    <section className="documents-panel__section" aria-label="Beschreibung">
      {document.description ? <p className="documents-panel__description">{document.description}</p> : null}
      {document.tags.length ? (
        <ul className="documents-tags" aria-label="Schlagwörter">
          {document.tags.map((tag) => (
            <li key={tag}>{tag}</li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
