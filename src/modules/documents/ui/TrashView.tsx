/** The trash: deleted documents of the folders one may write, restorable until they are purged. */
import { EmptyState } from "#ui/backoffice/EmptyState.tsx";
import { QueryError } from "#ui/backoffice/QueryError.tsx";
import { Spinner } from "#ui/backoffice/Spinner.tsx";
import { formatFileSize } from "../domain/upload-limits.ts";
import { formatGermanDate, formatGermanDateTime as formatDateTime } from "#shared/dates.ts";
import { useTrash } from "./documents-api.ts";
import { useRestoreDocument } from "./documents-mutations.ts";

export function TrashView() {
  const trash = useTrash(true);
  const restore = useRestoreDocument();
  return (
    <div>
      <div className="documents-folder-head">
        <div>
          <h2 className="documents-folder-head__title">Papierkorb</h2>
          <p className="documents-folder-head__access">Gelöschte Dokumente bleiben 30 Tage wiederherstellbar und werden danach endgültig entfernt.</p>
        </div>
      </div>
      {trash.isPending ? <Spinner label="Papierkorb wird geladen …" /> : null}
      {trash.isError ? <QueryError error={trash.error} onRetry={() => void trash.refetch()} /> : null}
      {trash.isSuccess && !trash.data.length ? (
        <EmptyState title="Der Papierkorb ist leer" text="Gelöschte Dokumente aus Ordnern, die Sie bearbeiten dürfen, erscheinen hier." />
      ) : null}
      {trash.data?.length ? (
        <div className="data-table">
          <table>
            <caption className="visually-hidden">Papierkorb</caption>
            <thead>
              <tr>
                <th scope="col">Name</th>
                <th scope="col">Ordner</th>
                <th scope="col">Gelöscht</th>
                <th scope="col">Endgültig entfernt am</th>
                <th scope="col">
                  <span className="visually-hidden">Aktion</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {trash.data.map((item) => (
                <tr key={item.id}>
                  <td data-label="Name">
                    {item.name} <span className="muted">({formatFileSize(item.size)})</span>
                  </td>
                  <td data-label="Ordner">{item.folderName}</td>
                  <td data-label="Gelöscht">
                    {formatDateTime(item.deletedAt)}
                    {item.deletedByName ? <span className="documents-table__by">{item.deletedByName}</span> : null}
                  </td>
                  <td data-label="Entfernt am">{formatGermanDate(new Date(item.purgeAt))}</td>
                  <td data-label="Aktion">
                    <button
                      type="button"
                      className="button button--small"
                      disabled={restore.isPending}
                      onClick={() => restore.mutate(item.id)}
                      aria-label={`${item.name} wiederherstellen`}
                    >
                      Wiederherstellen
                    </button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
    </div>
  );
}
