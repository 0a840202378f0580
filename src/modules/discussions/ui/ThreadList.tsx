/**
 * The threads of a category (pinned first) or the newest of all: title with "neu" and unread
 * badges linking to the first unread post, starter, replies, last activity. Paged by cursor
 * ("Ältere Themen laden"). The category's own actions sit above: watch level, mark all read.
 */
import { countOf } from "#shared/plural.ts";
import { Link } from "react-router";
import { EmptyState } from "#ui/backoffice/EmptyState.tsx";
import { QueryError } from "#ui/backoffice/QueryError.tsx";
import { Spinner } from "#ui/backoffice/Spinner.tsx";
import type { CategorySummary, ThreadSummary } from "../schema.ts";
import { useMarkCategoryRead, useThreads } from "./discussions-api.ts";
import { exactTime, postsLabel, relativeTime } from "./format.ts";
import { WatchSelect } from "./WatchSelect.tsx";

export function ThreadList({
  category,
  categoryId,
  onCompose,
}: {
  category: CategorySummary | undefined;
  categoryId: string | undefined;
  onCompose: () => void;
}) {
  const threads = useThreads(categoryId);
  const markRead = useMarkCategoryRead();
  const pages = threads.data?.pages ?? [];
  const pinned = pages[0]?.pinned ?? [];
  const items = pages.flatMap((p) => p.items);
  return (
    <section aria-labelledby="themen-titel">
      <header className="thread-list__header">
        <div>
          <h2 id="themen-titel" className="thread-list__title">
            {category ? category.name : "Neueste Themen"}
          </h2>
          {category?.description ? <p className="muted thread-list__description">{category.description}</p> : null}
        </div>
        {category ? (
          <div className="thread-list__actions">
            <WatchSelect target={{ categoryId: category.id }} level={category.watchLevel} label="Bereich" />
            <button
              type="button"
              className="button button--small"
              disabled={markRead.isPending || category.newThreads + category.unreadThreads === 0}
              onClick={() => markRead.mutate(category.id)}
            >
              Alle als gelesen markieren
            </button>
          </div>
        ) : null}
      </header>
      {threads.isPending ? (
        <Spinner label="Themen werden geladen …" />
      ) : threads.isError ? (
        <QueryError error={threads.error} onRetry={() => void threads.refetch()} />
      ) : pinned.length + items.length === 0 ? (
        <EmptyState
          title="Noch keine Themen"
          text={
            category?.canWrite === false
              ? "In diesem Bereich wurde noch nichts geschrieben."
              : "Eröffnen Sie das erste Thema – alle, die diesen Bereich lesen dürfen, können antworten."
          }
          action={
            category?.canWrite === false ? undefined : (
              <button type="button" className="button button--primary" onClick={onCompose}>
                Neues Thema
              </button>
            )
          }
        />
      ) : (
        <>
          <ul className="thread-list">
            {[...pinned, ...items].map((t) => (
              <ThreadRow key={t.id} thread={t} showCategory={!category} />
            ))}
          </ul>
          {threads.hasNextPage ? (
            <button type="button" className="button thread-list__more" disabled={threads.isFetchingNextPage} onClick={() => void threads.fetchNextPage()}>
              {threads.isFetchingNextPage ? "Wird geladen …" : "Ältere Themen laden"}
            </button>
          ) : null}
        </>
      )}
    </section>
  );
}

function ThreadRow({ thread, showCategory }: { thread: ThreadSummary; showCategory: boolean }) {
  const target = `/backend/discussions/${thread.id}${thread.firstUnreadPostNumber ? `#beitrag-${thread.firstUnreadPostNumber}` : ""}`;
  const replies = Math.max(0, thread.postCount - 1);
  return (
    <li className={thread.unreadPosts > 0 ? "thread-row thread-row--unread" : "thread-row"}>
      <div className="thread-row__main">
        <p className="thread-row__badges">
          {thread.pinned ? <span className="tag tag--pinned">Angeheftet</span> : null}
          {thread.closed ? <span className="tag tag--closed">Geschlossen</span> : null}
          {thread.isNew ? <span className="tag tag--new">neu</span> : null}
          {showCategory ? <span className="tag">{thread.categoryName}</span> : null}
        </p>
        <Link to={target} className="thread-row__title">
          {thread.title}
        </Link>
        <p className="thread-row__meta">
          {thread.author?.name ?? "Ehemaliges Mitglied"} ·{" "}
          <time dateTime={thread.createdAt} title={exactTime(thread.createdAt)}>
            {relativeTime(thread.createdAt)}
          </time>
        </p>
      </div>
      <div className="thread-row__stats">
        {thread.unreadPosts > 0 && !thread.isNew ? (
          <Link
            to={target}
            className="unread-pill"
            aria-label={`${thread.unreadPosts} ungelesene Beiträge in ${thread.title}, zum ersten ungelesenen springen`}
          >
            {thread.unreadPosts}
          </Link>
        ) : null}
        <span className="thread-row__count">{countOf(replies, "Antwort", "Antworten")}</span>
        <span className="thread-row__last">
          <time dateTime={thread.lastPostAt} title={exactTime(thread.lastPostAt)}>
            {relativeTime(thread.lastPostAt)}
          </time>
          {thread.lastPoster ? ` · ${thread.lastPoster.name}` : ""}
        </span>
        <span className="visually-hidden">{postsLabel(thread.postCount)}</span>
      </div>
    </li>
  );
}
