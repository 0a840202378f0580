/** Search hits with the matches highlighted (<mark> elements built from the server's markers, never HTML). */
import { Link } from "react-router";
import { EmptyState } from "../../../ui/backoffice/EmptyState.tsx";
import { QueryError } from "../../../ui/backoffice/QueryError.tsx";
import { Spinner } from "../../../ui/backoffice/Spinner.tsx";
import { useSearch } from "./discussions-api.ts";
import { relativeTime } from "./format.ts";

/** "a \u0002b\u0003 c" -> ["a ", <mark>b</mark>, " c"]. */
export function Highlighted({ text }: { text: string }) {
  const parts = text.split(/(\u0002[^\u0003]*\u0003)/);
  return (
    <>
      {parts.map((part, i) => (part.startsWith("\u0002") ? <mark key={i}>{part.slice(1, -1)}</mark> : part.replace(/[\u0002\u0003]/g, "")))}
    </>
  );
}

export function SearchResults({ q }: { q: string }) {
  const search = useSearch(q);
  const items = search.data?.pages.flatMap((p) => p.items) ?? [];
  return (
    <section aria-labelledby="suche-titel" aria-busy={search.isFetching}>
      <h2 id="suche-titel" className="thread-list__title">
        Suchergebnisse für „{q}“
      </h2>
      {search.isPending ? (
        <Spinner label="Suche läuft …" />
      ) : search.isError ? (
        <QueryError error={search.error} onRetry={() => void search.refetch()} />
      ) : items.length === 0 ? (
        <EmptyState title="Keine Treffer" text="Versuchen Sie andere oder weniger Suchbegriffe. Gesucht wird in Titeln und Beiträgen aller Bereiche, die Sie lesen dürfen." />
      ) : (
        <>
          <ul className="search-hits">
            {items.map((hit) => (
              <li key={hit.postId} className="search-hit">
                <Link to={`/backend/discussions/${hit.threadId}#beitrag-${hit.postNumber}`} className="search-hit__title">
                  <Highlighted text={hit.threadTitle} />
                </Link>
                <p className="search-hit__meta">
                  {hit.categoryName} · Beitrag {hit.postNumber} · {hit.author?.name ?? "Ehemaliges Mitglied"} · {relativeTime(hit.createdAt)}
                </p>
                <p className="search-hit__text">
                  <Highlighted text={hit.headline} />
                </p>
              </li>
            ))}
          </ul>
          {search.hasNextPage ? (
            <button type="button" className="button thread-list__more" disabled={search.isFetchingNextPage} onClick={() => void search.fetchNextPage()}>
              Weitere Treffer
            </button>
          ) : null}
        </>
      )}
    </section>
  );
}
