/**
 * /backend/content/:collection/:entryId: one entry of the website with its draft (EntryEditor).
 */
import { useState } from "react";
import { Link, useParams } from "react-router";
import { Spinner } from "#ui/backoffice/Spinner.tsx";
import { QueryError } from "#ui/backoffice/QueryError.tsx";
import { EmptyState } from "#ui/backoffice/EmptyState.tsx";
import { useDocumentTitle } from "#ui/backoffice/use-document-title.ts";
import { COLLECTION_KEYS } from "#shared/content-schemas.ts";
import { routePath, type ScreenProps } from "#shared/routes.ts";
import { useEntry } from "./content-api.ts";
import { EntryEditor } from "./EntryEditor.tsx";
import { PublishStatus } from "./PublishStatus.tsx";
import "./content.css";

export default function ContentEditorScreen({ route }: ScreenProps) {
  const { collection = "", entryId = "" } = useParams();
  const known = (COLLECTION_KEYS as readonly string[]).includes(collection);
  const entry = useEntry(collection, entryId);
  // Lives here, not in the editor: publishing reloads the entry, which starts the editor afresh.
  const [publicationId, setPublicationId] = useState<string | null>(null);
  useDocumentTitle(route.title);
  return (
    <section className="content-area">
      <p className="content-back">
        <Link to={routePath("content")}>← Website-Inhalte</Link>
      </p>
      {!known ? <EmptyState title="Nicht gefunden" text="Diesen Bereich der Website gibt es nicht." /> : null}
      {known && entry.isPending ? <Spinner label="Eintrag wird geladen …" /> : null}
      {known && entry.isError && !publicationId ? <QueryError error={entry.error} onRetry={() => void entry.refetch()} /> : null}
      {known && entry.isError && publicationId ? (
        <EmptyState title="Nicht mehr auf der Website" text="Dieser Eintrag wurde entfernt; es gibt keinen Entwurf mehr." />
      ) : null}
      {publicationId ? <PublishStatus key={publicationId} id={publicationId} /> : null}
      {known && entry.data ? (
        <EntryEditor key={entry.dataUpdatedAt} entry={entry.data} reload={() => void entry.refetch()} onPublication={setPublicationId} />
      ) : null}
    </section>
  );
}
