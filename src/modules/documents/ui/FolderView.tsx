/**
 * One folder: its access line, watch toggle and upload button, the search (this folder or all
 * folders), the upload list and the documents, 50 at a time with "Weitere laden". The whole view
 * takes dropped files.
 */
import { useState } from "react";
import { EmptyState } from "#ui/backoffice/EmptyState.tsx";
import { QueryError } from "#ui/backoffice/QueryError.tsx";
import { SearchField } from "#ui/backoffice/SearchField.tsx";
import { Spinner } from "#ui/backoffice/Spinner.tsx";
import { useDebouncedValue } from "#ui/backoffice/use-debounced-value.ts";
import type { DocumentFolder } from "../schema/folder.ts";
import { accessLine } from "./document-labels.ts";
import { useDocumentList } from "./documents-api.ts";
import { useWatchFolder } from "./documents-mutations.ts";
import { DocumentTable } from "./DocumentTable.tsx";
import { DropZone } from "./DropZone.tsx";
import { UploadButton } from "./UploadButton.tsx";
import { UploadList } from "./UploadList.tsx";
import type { useUploadQueue } from "./use-upload-queue.ts";

export interface FolderViewProps {
  folder: DocumentFolder;
  isAdmin: boolean;
  uploads: ReturnType<typeof useUploadQueue>;
  onOpen: (documentId: string) => void;
  onEditFolder: () => void;
}

export function FolderView({ folder, isAdmin, uploads, onOpen, onEditFolder }: FolderViewProps) {
  const [search, setSearch] = useState("");
  const [everywhere, setEverywhere] = useState(false);
  const [sort, setSort] = useState<"name" | "updated">("name");
  const q = useDebouncedValue(search.trim(), 250);
  const list = useDocumentList({ folderId: everywhere && q ? undefined : folder.id, q: q || undefined, sort });
  const watch = useWatchFolder();
  const items = list.data?.pages.flatMap((page) => page.items) ?? [];
  const addFiles = (files: File[]) => void uploads.addFiles(files, folder.id);

  return (
    <DropZone onFiles={addFiles} disabled={!folder.canWrite} targetLabel={`in „${folder.name}“`}>
      <div className="documents-folder-head">
        <div>
          <h2 className="documents-folder-head__title">{folder.name}</h2>
          <p className="documents-folder-head__access">{accessLine(folder.readRole, folder.writeRole)}</p>
          {folder.description ? <p className="documents-folder-head__description">{folder.description}</p> : null}
        </div>
        <div className="documents-folder-head__actions">
          <button
            type="button"
            className="button"
            aria-pressed={folder.watching}
            disabled={watch.isPending}
            onClick={() => watch.mutate({ folder, watching: !folder.watching })}
          >
            {folder.watching ? "Benachrichtigung aus" : "Benachrichtigen"}
          </button>
          {isAdmin ? (
            <button type="button" className="button" onClick={onEditFolder}>
              Ordner bearbeiten
            </button>
          ) : null}
          <UploadButton onFiles={addFiles} disabled={!folder.canWrite} />
        </div>
      </div>
      {!folder.canWrite ? <p className="documents-readonly">Sie können diesen Ordner lesen, aber keine Dokumente ablegen oder ändern.</p> : null}
      {folder.canWrite ? <p className="documents-drop-hint">Dateien hierher ziehen oder „Hochladen“ wählen – bis 50 MB je Datei, mehrere auf einmal.</p> : null}

      <UploadList entries={uploads.entries} onCancel={uploads.cancel} onRetry={uploads.retry} onClear={uploads.clearFinished} />

      <div className="documents-toolbar">
        <SearchField
          id="documents-search"
          label="Dokumente durchsuchen"
          placeholder="Name, Schlagwort oder Text im Dokument"
          value={search}
          onChange={setSearch}
        />
        <label className="documents-toolbar__scope">
          <input type="checkbox" checked={everywhere} onChange={(event) => setEverywhere(event.target.checked)} /> In allen Ordnern suchen
        </label>
        <label className="documents-toolbar__sort">
          Sortieren
          <select value={sort} onChange={(event) => setSort(event.target.value as "name" | "updated")}>
            <option value="name">nach Name</option>
            <option value="updated">zuletzt geändert</option>
          </select>
        </label>
      </div>

      {list.isPending ? <Spinner label="Dokumente werden geladen …" /> : null}
      {list.isError ? <QueryError error={list.error} onRetry={() => void list.refetch()} /> : null}
      {list.isSuccess && !items.length ? (
        q ? (
          <EmptyState
            title="Nichts gefunden"
            text={`Kein Dokument${everywhere ? "" : " in diesem Ordner"} passt zu „${q}“.${everywhere ? "" : " Versuchen Sie „In allen Ordnern suchen“."}`}
          />
        ) : (
          <EmptyState
            title="Dieser Ordner ist leer"
            text={folder.canWrite ? "Ziehen Sie Dateien hierher oder wählen Sie „Hochladen“." : "Hier liegen noch keine Dokumente."}
          />
        )
      ) : null}
      {items.length ? (
        <DocumentTable items={items} showFolder={everywhere && Boolean(q)} busy={list.isFetching && !list.isFetchingNextPage} onOpen={onOpen} />
      ) : null}
      {list.hasNextPage ? (
        <div className="documents-more">
          <button type="button" className="button" onClick={() => void list.fetchNextPage()} disabled={list.isFetchingNextPage}>
            {list.isFetchingNextPage ? "Wird geladen …" : "Weitere Dokumente laden"}
          </button>
        </div>
      ) : null}
    </DropZone>
  );
}
