/** Search hits with the matches highlighted (<mark> elements built from the server's markers, never HTML). */
import { Link } from "react-router";
import { EmptyState } from "#ui/backoffice/EmptyState.tsx";
import { QueryError } from "#ui/backoffice/QueryError.tsx";
import { Spinner } from "#ui/backoffice/Spinner.tsx";
import { useSearch } from "./discussions-api.ts";
import { relativeTime } from "./format.ts";

const START = "\u0002";
const END = "\u0003";

/** "a \u0002b\u0003 c" -> ["a ", <mark>b</mark>, " c"]. */
export function Highlighted({ text }: { text: string }) {
  const parts: { text: string; hit: boolean; at: number }[] = [];
  let at = 0;
  while (at < text.length) {
    const start = text.indexOf(START, at);
    const end = start < 0 ? -1 : text.indexOf(END, start + 1);
    if (start < 0 || end < 0) {
      parts.push({ text: text.slice(at).replaceAll(START, "").replaceAll(END, ""), hit: false, at });
      break;
    }
    if (start > at) parts.push({ text: text.slice(at, start).replaceAll(END, ""), hit: false, at });
    parts.push({ text: text.slice(start + 1, end), hit: true, at: start });
    at = end + 1;
  }
  return <>{parts.map((part) => (part.hit ? <mark key={part.at}>{part.text}</mark> : part.text))}</>;
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
        <EmptyState
          title="Keine Treffer"
          text="Versuchen Sie andere oder weniger Suchbegriffe. Gesucht wird in Titeln und Beiträgen aller Bereiche, die Sie lesen dürfen."
        />
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
