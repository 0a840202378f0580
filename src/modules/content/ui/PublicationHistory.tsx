/** The latest publications with who, when and whether they are live (paged by cursor). */
import { Spinner } from "#ui/backoffice/Spinner.tsx";
import { QueryError } from "#ui/backoffice/QueryError.tsx";
import { EmptyState } from "#ui/backoffice/EmptyState.tsx";
import { formatGermanDateTime } from "#shared/dates.ts";
import { usePublications } from "./content-api.ts";
import { PublicationBadge } from "./PublicationBadge.tsx";

export function PublicationHistory() {
  const history = usePublications();
  const items = history.data?.pages.flatMap((page) => page.items) ?? [];
  return (
    <section className="content-collection" aria-labelledby="content-history">
      <h2 id="content-history" className="content-collection__title">
        Letzte Veröffentlichungen
      </h2>
      {history.isPending ? <Spinner label="Veröffentlichungen werden geladen …" /> : null}
      {history.isError ? <QueryError error={history.error} onRetry={() => void history.refetch()} /> : null}
      {history.isSuccess && items.length === 0 ? (
        <EmptyState title="Noch nichts veröffentlicht" text="Veröffentlichungen aus dem internen Bereich erscheinen hier mit Person, Zeit und Stand." />
      ) : null}
      {items.length > 0 ? (
        // biome-ignore lint/a11y/noRedundantRoles: list-style none drops the list role in Safari/VoiceOver
        <ul className="content-entries" role="list">
          {items.map((item) => (
            <li key={item.id} className="content-entry">
              <span className="content-entry__title">
                {item.action === "publish" ? "Veröffentlicht" : "Entfernt"}: {item.title}
              </span>
              <p className="content-entry__meta">
                <span>{formatGermanDateTime(item.createdAt)}</span>
                {item.publishedByName ? <span>von {item.publishedByName}</span> : null}
                <PublicationBadge status={item.status} />
              </p>
            </li>
          ))}
        </ul>
      ) : null}
      {history.hasNextPage ? (
        <button type="button" className="button" disabled={history.isFetchingNextPage} onClick={() => void history.fetchNextPage()}>
          {history.isFetchingNextPage ? "Wird geladen …" : "Ältere Veröffentlichungen"}
        </button>
      ) : null}
    </section>
  );
}
