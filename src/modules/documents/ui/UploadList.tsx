/**
 * The uploads of this visit: one row per file with a progress bar, its outcome in German and the
 * actions that make sense for it (cancel while running, retry after a failure).
 */
import { formatFileSize } from "../domain/upload-limits.ts";
import { percentOf, queueSummary, type UploadEntry } from "./upload-queue.ts";

export interface UploadListProps {
  entries: UploadEntry[];
  onCancel: (key: string) => void;
  onRetry: (key: string) => void;
  onClear: () => void;
}

const STATUS_TEXT: Record<UploadEntry["status"], string> = {
  waiting: "Wartet",
  uploading: "Wird hochgeladen",
  checking: "Wird geprüft",
  done: "Hochgeladen",
  failed: "Fehlgeschlagen",
  cancelled: "Abgebrochen",
};

export function UploadList({ entries, onCancel, onRetry, onClear }: UploadListProps) {
  if (!entries.length) return null;
  const finished = entries.some((entry) => entry.status === "done" || entry.status === "cancelled");
  return (
    <section className="documents-uploads" aria-label="Uploads">
      <div className="documents-uploads__head">
        <p className="documents-uploads__summary" role="status">
          {queueSummary(entries)}
        </p>
        {finished && (
          <button type="button" className="button button--ghost" onClick={onClear}>
            Erledigte ausblenden
          </button>
        )}
      </div>
      <ul className="documents-uploads__list">
        {entries.map((entry) => (
          <li key={entry.key} className={`documents-upload documents-upload--${entry.status}`}>
            <div className="documents-upload__line">
              <span className="documents-upload__name">{entry.storedName ?? entry.fileName}</span>
              <span className="documents-upload__size">{formatFileSize(entry.size)}</span>
            </div>
            <progress
              className="documents-upload__bar"
              max={100}
              value={percentOf(entry)}
              aria-label={`Fortschritt ${entry.fileName}`}
              aria-valuetext={`${percentOf(entry)} Prozent, ${STATUS_TEXT[entry.status]}`}
            />
            <div className="documents-upload__line">
              <span className="documents-upload__status">
                {entry.status === "done"
                  ? entry.versionNumber && entry.versionNumber > 1
                    ? `Hochgeladen als Version ${entry.versionNumber}`
                    : "Hochgeladen"
                  : entry.status === "uploading"
                    ? `${STATUS_TEXT.uploading} … ${percentOf(entry)} %`
                    : STATUS_TEXT[entry.status]}
              </span>
              {(entry.status === "waiting" || entry.status === "uploading" || entry.status === "checking") && (
                <button
                  type="button"
                  className="button button--ghost button--small"
                  onClick={() => onCancel(entry.key)}
                  aria-label={`Upload von ${entry.fileName} abbrechen`}
                >
                  Abbrechen
                </button>
              )}
              {((entry.status === "failed" && entry.retryable) || entry.status === "cancelled") && (
                <button
                  type="button"
                  className="button button--ghost button--small"
                  onClick={() => onRetry(entry.key)}
                  aria-label={`${entry.fileName} erneut hochladen`}
                >
                  Erneut versuchen
                </button>
              )}
            </div>
            {entry.error && (
              <p className="documents-upload__error" role="alert">
                {entry.error}
              </p>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
