/** The states every keyset list shows: loading, error, empty, the rows, and "Mehr laden". */
import type { ReactNode } from "react";
import type { InfiniteData, UseInfiniteQueryResult } from "@tanstack/react-query";
import { EmptyState } from "#ui/backoffice/EmptyState.tsx";
import { QueryError } from "#ui/backoffice/QueryError.tsx";
import { Spinner } from "#ui/backoffice/Spinner.tsx";
import type { KeysetPage } from "../schema/fields.ts";

const count = new Intl.NumberFormat("de-DE");

export function KeysetList<T>({
  query,
  loadingLabel,
  empty,
  children,
  noun,
}: {
  query: UseInfiniteQueryResult<InfiniteData<KeysetPage<T>>>;
  loadingLabel: string;
  empty: { title: string; text: string; action?: ReactNode };
  /** Renders the rows loaded so far. */
  children: (items: T[]) => ReactNode;
  /** Plural noun for the summary, e.g. "Verfahren". */
  noun: string;
}) {
  if (query.isPending) return <Spinner label={loadingLabel} />;
  if (query.isError) return <QueryError error={query.error} onRetry={() => void query.refetch()} />;
  const items = query.data.pages.flatMap((page) => page.items);
  const total = query.data.pages[0]?.total ?? 0;
  if (items.length === 0) return <EmptyState title={empty.title} text={empty.text} action={empty.action} />;
  return (
    <>
      <p className="pw-list-summary" aria-live="polite">
        {count.format(items.length)} von {count.format(total)} {noun}
      </p>
      <div aria-busy={query.isFetching || undefined}>{children(items)}</div>
      {query.hasNextPage ? (
        <div className="pw-load-more">
          <button type="button" className="button" onClick={() => void query.fetchNextPage()} disabled={query.isFetchingNextPage}>
            {query.isFetchingNextPage ? "Wird geladen …" : "Mehr laden"}
          </button>
        </div>
      ) : null}
    </>
  );
}
