/**
 * /backend/collab-docs: the notes documents the person may open, newest edit first, with who edited
 * last and who is in each now; create, search, archive and restore.
 */
import { useState } from "react";
import { filtersForPage } from "#ui/backoffice/cursor-paging.ts";
import { EmptyState } from "#ui/backoffice/EmptyState.tsx";
import { PageHeader } from "#ui/backoffice/PageHeader.tsx";
import { Pagination } from "#ui/backoffice/Pagination.tsx";
import { errorMessage, QueryError } from "#ui/backoffice/QueryError.tsx";
import { SearchField } from "#ui/backoffice/SearchField.tsx";
import { Spinner } from "#ui/backoffice/Spinner.tsx";
import { useDebouncedValue } from "#ui/backoffice/use-debounced-value.ts";
import { toast } from "#ui/toast/toast-store.ts";
import type { ScreenProps } from "#shared/routes.ts";
import { useQueryClient } from "@tanstack/react-query";
import type { DocumentSummary } from "../schema/documents.ts";
import { COLLAB_KEY, collabApi, useDocuments, type DocumentFilters } from "./collab-api.ts";
import { CreateDocumentDialog } from "./CreateDocumentDialog.tsx";
import { DocumentRow } from "./DocumentRow.tsx";
import "./collab.css";

export default function DocumentsScreen({ route }: ScreenProps) {
  const client = useQueryClient();
  const [search, setSearch] = useState("");
  const [filters, setFilters] = useState<DocumentFilters>({ archived: false, page: 1 });
  const q = useDebouncedValue(search.trim());
  const list = useDocuments({ ...filters, q: q || undefined });
  const [creating, setCreating] = useState(false);
  const [busy, setBusy] = useState<string | null>(null);

  const toggleArchive = async (doc: DocumentSummary) => {
    setBusy(doc.id);
    try {
      await collabApi.updateDocument.call({ params: { docKey: doc.key }, body: { version: doc.version, archived: !doc.archived } });
      toast({ title: doc.archived ? "Dokument wiederhergestellt" : "Dokument archiviert", description: doc.title, variant: "success" });
      await client.invalidateQueries({ queryKey: COLLAB_KEY });
    } catch (error) {
      toast({ title: "Nicht gespeichert", description: errorMessage(error), variant: "destructive" });
    } finally {
      setBusy(null);
    }
  };

  const empty = q ? (
    <EmptyState title="Nichts gefunden" text="Kein Dokument passt zu dieser Suche. Versuchen Sie einen anderen Begriff." />
  ) : filters.archived ? (
    <EmptyState title="Keine archivierten Dokumente" text="Archivierte Dokumente sind schreibgeschützt und erscheinen hier." />
  ) : (
    <EmptyState
      title="Noch keine Notizdokumente"
      text="Legen Sie ein Dokument für die nächste Sitzung an und schreiben Sie gemeinsam daran."
      action={
        <button type="button" className="button button--primary" onClick={() => setCreating(true)}>
          Neues Dokument
        </button>
      }
    />
  );

  return (
    <section className="collab-docs">
      <PageHeader
        title={route.title}
        lead="Gemeinsame Notizen für Sitzungen und Arbeitsgruppen: alle schreiben gleichzeitig, Änderungen erscheinen sofort bei allen."
      >
        <button type="button" className="button button--primary" onClick={() => setCreating(true)}>
          Neues Dokument
        </button>
      </PageHeader>
      <div className="collab-docs__filters">
        <div className="collab-tabs" role="group" aria-label="Anzeigen">
          <button type="button" className="collab-tabs__tab" aria-pressed={!filters.archived} onClick={() => setFilters({ archived: false, page: 1 })}>
            Aktuell
          </button>
          <button type="button" className="collab-tabs__tab" aria-pressed={filters.archived} onClick={() => setFilters({ archived: true, page: 1 })}>
            Archiv
          </button>
        </div>
        <SearchField
          id="collab-search"
          label="Suche"
          placeholder="Titel oder Inhalt"
          value={search}
          onChange={(value) => {
            setSearch(value);
            setFilters((f) => ({ ...f, page: 1, cursor: undefined }));
          }}
        />
      </div>
      {list.isPending ? (
        <Spinner label="Dokumente werden geladen …" />
      ) : list.isError ? (
        <QueryError error={list.error} onRetry={() => void list.refetch()} />
      ) : list.data.items.length === 0 ? (
        empty
      ) : (
        <>
          <ul className="collab-doc-list" aria-busy={list.isFetching}>
            {list.data.items.map((doc) => (
              <DocumentRow key={doc.id} doc={doc} busy={busy === doc.id} onArchive={(target) => void toggleArchive(target)} />
            ))}
          </ul>
          <Pagination
            page={list.data.page}
            pageSize={list.data.pageSize}
            total={list.data.total}
            label="Seiten der Dokumentliste"
            onPageChange={(page) => setFilters((f) => filtersForPage(f, list.data, page))}
          />
        </>
      )}
      <CreateDocumentDialog open={creating} onClose={() => setCreating(false)} />
    </section>
  );
}
