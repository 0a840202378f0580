/**
 * Picks an existing document of the documents module for an agenda item: search by name or full
 * text through the documents API (only what the office may read), newest first when empty. The
 * server checks that every member may read the chosen document's folder.
 */
import { useQuery } from "@tanstack/react-query";
import { clientOf } from "#ui/api/client.ts";
import { documentsContract } from "#modules/documents/contract.ts";
import { useState } from "react";
import { Dialog } from "#ui/backoffice/Dialog.tsx";
import { EmptyState } from "#ui/backoffice/EmptyState.tsx";
import { QueryError } from "#ui/backoffice/QueryError.tsx";
import { SearchField } from "#ui/backoffice/SearchField.tsx";
import { Spinner } from "#ui/backoffice/Spinner.tsx";
import { useDebouncedValue } from "#ui/backoffice/use-debounced-value.ts";
import { dateTime } from "../labels.ts";

/** The documents module's search: only what the office may read. */
const documentsApi = clientOf(documentsContract);

export function DocumentPicker({
  open,
  itemTitle,
  attached,
  pending,
  onPick,
  onClose,
}: {
  open: boolean;
  itemTitle: string;
  attached: readonly string[];
  pending: boolean;
  onPick: (document: { id: string; name: string }) => void;
  onClose: () => void;
}) {
  const [search, setSearch] = useState("");
  const q = useDebouncedValue(search.trim());
  const documents = useQuery({ ...documentsApi.listDocuments.queryOptions({ query: { limit: 20, q: q || undefined } }), enabled: open });
  const items = documents.data?.items ?? [];
  return (
    <Dialog
      open={open}
      title="Dokument anhängen"
      description={`Unterlagen zum Tagesordnungspunkt „${itemTitle}“ gehen mit der Tagesordnung an alle Mitglieder; angehängt werden kann nur ein Dokument aus einem Ordner, den alle Mitglieder lesen dürfen.`}
      onClose={onClose}
      wide
    >
      <div className="filter-bar">
        <SearchField id="document-picker-search" label="Dokument suchen" placeholder="Name oder Inhalt" value={search} onChange={setSearch} />
      </div>
      {documents.isPending ? <Spinner label="Dokumente werden geladen" /> : null}
      {documents.isError ? <QueryError error={documents.error} onRetry={() => void documents.refetch()} /> : null}
      {documents.isSuccess && items.length === 0 ? (
        <EmptyState
          title={q ? "Kein Dokument gefunden" : "Noch keine Dokumente"}
          text={q ? "Versuchen Sie einen anderen Suchbegriff." : "Laden Sie die Unterlage zuerst im Dokumentenbereich hoch."}
        />
      ) : null}
      {items.length > 0 ? (
        <ul className="agenda" aria-label="Gefundene Dokumente">
          {items.map((d) => (
            <li key={d.id} className="agenda__item">
              <strong>{d.name}</strong>
              <br />
              <span className="muted">
                {d.folderName} · Version {d.currentVersion} · {dateTime(d.updatedAt)}
              </span>
              <div className="button-row">
                {attached.includes(d.id) ? (
                  <span className="muted">Bereits angehängt</span>
                ) : (
                  <button
                    type="button"
                    className="button button--small button--primary"
                    disabled={pending}
                    aria-label={`${d.name} anhängen`}
                    onClick={() => onPick({ id: d.id, name: d.name })}
                  >
                    Anhängen
                  </button>
                )}
              </div>
            </li>
          ))}
        </ul>
      ) : null}
    </Dialog>
  );
}
