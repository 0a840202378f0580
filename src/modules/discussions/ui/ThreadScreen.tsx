/**
 * /backend/discussions/:id: a thread with its posts. It opens at the caller's first unread post
 * (marked "neu"), records how far they read, and offers reply (with quoting), edit ("bearbeitet"
 * opens the history), delete, watching and, for the board, pin, close and move. A thread the
 * caller may not read answers 404 and shows as not found.
 */
import { countOf } from "#shared/plural.ts";
import { useCallback, useEffect, useRef, useState } from "react";
import { Link, useLocation, useParams } from "react-router";
import { QueryError } from "#ui/backoffice/QueryError.tsx";
import { Spinner } from "#ui/backoffice/Spinner.tsx";
import { ApiError } from "#ui/backoffice/api-client.ts";
import { EmptyState } from "#ui/backoffice/EmptyState.tsx";
import { PageHeader } from "#ui/backoffice/PageHeader.tsx";
import type { ScreenProps } from "#shared/routes.ts";
import type { Post, PostPage } from "../schema.ts";
import { fetchPosts, useMarkThreadRead, useThread } from "./discussions-api.ts";
import { PostItem } from "./PostItem.tsx";
import { ReplyForm } from "./ReplyForm.tsx";
import { ModerationBar } from "./ModerationBar.tsx";
import { WatchSelect } from "./WatchSelect.tsx";
import { RevisionsDialog } from "./RevisionsDialog.tsx";
import "./discussions.css";

export default function ThreadScreen(_props: ScreenProps) {
  const { id = "" } = useParams();
  const thread = useThread(id);
  const { hash } = useLocation();
  const [extra, setExtra] = useState<{ before: Post[]; after: Post[]; people: Record<string, string>; hasEarlier?: boolean; hasLater?: boolean }>({
    before: [],
    after: [],
    people: {},
  });
  const [quote, setQuote] = useState<Post | null>(null);
  const [history, setHistory] = useState<Post | null>(null);
  const [loading, setLoading] = useState(false);
  const markRead = useMarkThreadRead(id);
  const scrolled = useRef(false);
  const clearQuote = useCallback(() => setQuote(null), []);
  const readUpTo = useRef(0);

  const data = thread.data;
  const posts = data ? [...extra.before, ...data.posts.filter((p) => !extra.after.some((a) => a.id === p.id)), ...extra.after] : [];
  const people = { ...(data?.people ?? {}), ...extra.people };
  const hasEarlier = extra.hasEarlier ?? data?.hasEarlier ?? false;
  const hasLater = extra.hasLater ?? data?.hasLater ?? false;

  // Reset what was loaded on top when the thread itself reloads (e.g. after a reply).
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the thread's data changes, by design
  useEffect(() => setExtra({ before: [], after: [], people: {} }), [data]);

  // Open at the post in the address (#beitrag-N), else at the first unread one.
  useEffect(() => {
    if (!data || scrolled.current) return;
    scrolled.current = true;
    const target = hash ? hash.slice(1) : data.thread.firstUnreadPostNumber ? `beitrag-${data.thread.firstUnreadPostNumber}` : null;
    if (target) requestAnimationFrame(() => document.getElementById(target)?.scrollIntoView({ block: "start" }));
  }, [data, hash]);

  // What is shown counts as read.
  const lastShown = posts.at(-1)?.postNumber ?? 0;
  useEffect(() => {
    if (!data || lastShown <= Math.max(readUpTo.current, data.thread.lastReadPostNumber)) return;
    readUpTo.current = lastShown;
    markRead.mutate(lastShown);
  }, [data, lastShown, markRead]);

  const load = async (direction: "before" | "after") => {
    setLoading(true);
    try {
      const page: PostPage =
        direction === "before" ? await fetchPosts(id, { before: posts[0]!.postNumber }) : await fetchPosts(id, { after: posts.at(-1)!.postNumber });
      setExtra((e) =>
        direction === "before"
          ? { ...e, before: [...page.posts, ...e.before], people: { ...e.people, ...page.people }, hasEarlier: page.hasEarlier }
          : { ...e, after: [...e.after, ...page.posts], people: { ...e.people, ...page.people }, hasLater: page.hasLater },
      );
    } finally {
      setLoading(false);
    }
  };

  if (thread.isPending) return <Spinner label="Thema wird geladen …" />;
  if (thread.isError) {
    if (thread.error instanceof ApiError && thread.error.status === 404)
      return (
        <>
          <PageHeader title="Thema nicht gefunden" />
          <EmptyState
            title="Dieses Thema gibt es nicht (mehr)"
            text="Es wurde gelöscht, oder es liegt in einem Bereich, den Sie nicht lesen dürfen."
            action={<Link to="/backend/discussions">Zur Übersicht der Diskussionen</Link>}
          />
        </>
      );
    return <QueryError error={thread.error} onRetry={() => void thread.refetch()} />;
  }
  const { thread: t, category, permissions } = data!;
  const firstUnread = t.lastReadPostNumber + 1;
  return (
    <article className="thread">
      <nav className="thread__crumbs" aria-label="Brotkrumen">
        <Link to="/backend/discussions">Diskussionen</Link> <span aria-hidden="true">›</span>{" "}
        <Link to={`/backend/discussions?bereich=${category.id}`}>{category.name}</Link>
      </nav>
      <header className="thread__header">
        <h1 className="thread__title">{t.title}</h1>
        <p className="thread__badges">
          {t.pinned ? <span className="tag tag--pinned">Angeheftet</span> : null}
          {t.closed ? <span className="tag tag--closed">Geschlossen</span> : null}
          <span className="muted">{countOf(t.postCount, "Beitrag", "Beiträge")}</span>
        </p>
        <div className="thread__tools">
          <WatchSelect target={{ threadId: t.id }} level={t.watchLevel} label="Thema" />
          {permissions.canModerate ? <ModerationBar threadId={t.id} categoryId={category.id} version={t.version} pinned={t.pinned} closed={t.closed} /> : null}
        </div>
      </header>
      {hasEarlier ? (
        <button type="button" className="button thread__more" disabled={loading} onClick={() => void load("before")}>
          Frühere Beiträge anzeigen
        </button>
      ) : null}
      <ol className="posts">
        {posts.map((post) => (
          <PostItem
            key={post.id}
            post={post}
            people={people}
            isNew={post.postNumber >= firstUnread && (t.lastReadPostNumber > 0 || t.isNew)}
            threadTitle={t.title}
            categoryId={category.id}
            onQuote={permissions.canReply ? setQuote : undefined}
            onHistory={setHistory}
          />
        ))}
      </ol>
      {hasLater ? (
        <button type="button" className="button thread__more" disabled={loading} onClick={() => void load("after")}>
          Weitere Beiträge anzeigen
        </button>
      ) : null}
      {permissions.canReply ? (
        <ReplyForm threadId={t.id} categoryId={category.id} quote={quote} onQuoteDone={clearQuote} />
      ) : (
        <p className="notice thread__closed-note">
          {t.closed ? "Dieses Thema ist geschlossen. Antworten sind nicht mehr möglich." : "In diesem Bereich dürfen Sie lesen, aber nicht schreiben."}
        </p>
      )}
      {history ? <RevisionsDialog post={history} people={people} onClose={() => setHistory(null)} /> : null}
    </article>
  );
}
