/** Every version of a document, newest first: who, when, size, label; download or restore any. */
import { useState } from "react";
import { ConfirmDialog } from "#ui/backoffice/ConfirmDialog.tsx";
import { formatFileSize } from "../domain/upload-limits.ts";
import type { DocumentDetail } from "../schema/document.ts";
import { formatGermanDateTime as formatDateTime } from "#shared/dates.ts";
import { useRestoreVersion } from "./documents-mutations.ts";

export function VersionList({ document, onDownload }: { document: DocumentDetail; onDownload: (number: number) => void }) {
  const restore = useRestoreVersion();
  const [restoring, setRestoring] = useState<number | null>(null);
  return (
    <section className="documents-panel__section" aria-labelledby="documents-versions-title">
      <h3 id="documents-versions-title">Versionen</h3>
      <ol className="documents-versions">
        {document.versions.map((version) => (
          <li key={version.number} className="documents-versions__item">
            <div className="documents-versions__line">
              <strong>Version {version.number}</strong>
              {version.number === document.currentVersion ? <span className="documents-badge">aktuell</span> : null}
              {version.label ? <span className="documents-versions__label">{version.label}</span> : null}
            </div>
            <div className="documents-versions__meta">
              {formatDateTime(version.createdAt)}
              {version.createdByName ? ` · ${version.createdByName}` : ""} · {formatFileSize(version.size)}
              {version.restoredFrom ? ` · wiederhergestellt aus Version ${version.restoredFrom}` : ""}
            </div>
            <div className="documents-versions__actions">
              <button
                type="button"
                className="button button--small"
                onClick={() => onDownload(version.number)}
                aria-label={`Version ${version.number} herunterladen`}
              >
                Herunterladen
              </button>
              {document.canWrite && version.number !== document.currentVersion ? (
                <button
                  type="button"
                  className="button button--small"
                  onClick={() => setRestoring(version.number)}
                  aria-label={`Version ${version.number} wiederherstellen`}
                >
                  Wiederherstellen
                </button>
              ) : null}
            </div>
          </li>
        ))}
      </ol>
      <ConfirmDialog
        open={restoring !== null}
        title={`Version ${restoring} wiederherstellen?`}
        text={`Version ${restoring} wird als neue Version ${document.currentVersion + 1} zur aktuellen. Alle bisherigen Versionen bleiben erhalten.`}
        confirmLabel="Wiederherstellen"
        pending={restore.isPending}
        onCancel={() => setRestoring(null)}
        onConfirm={() => restore.mutate({ document, number: restoring! }, { onSettled: () => setRestoring(null) })}
      />
    </section>
  );
}
