/** One section of the notifications screen (unread or read), newest first, paged by cursor. */
import { Link, useNavigate } from "react-router";
import { EmptyState } from "#ui/backoffice/EmptyState.tsx";
import { QueryError } from "#ui/backoffice/QueryError.tsx";
import { Spinner } from "#ui/backoffice/Spinner.tsx";
import { formatGermanDateTime } from "#shared/dates.ts";
import { NOTIFICATION_KINDS, isNotificationKind } from "#shared/notification-kinds.ts";
import type { NotificationItem } from "../schema.ts";
import { useMarkRead, useNotificationList } from "./notifications-api.ts";

const kindLabel = (kind: string) => (isNotificationKind(kind) ? NOTIFICATION_KINDS[kind].label : "Benachrichtigung");

export function NotificationList({ status, heading }: { status: "unread" | "read"; heading: string }) {
  const list = useNotificationList(status);
  const headingId = `benachrichtigungen-${status}`;
  const items = list.data?.pages.flatMap((p) => p.items) ?? [];
  return (
    <section className="notification-section" aria-labelledby={headingId}>
      <h2 id={headingId} className="notification-section__title">
        {heading}
      </h2>
      {list.isPending ? (
        <Spinner />
      ) : list.isError ? (
        <QueryError error={list.error} onRetry={() => void list.refetch()} />
      ) : items.length === 0 ? (
        status === "unread" ? (
          <EmptyState
            title="Alles gelesen"
            text="Sie haben keine ungelesenen Benachrichtigungen. Neue Erwähnungen und Antworten erscheinen hier und am Glockensymbol oben."
          />
        ) : (
          <p className="muted">Noch keine gelesenen Benachrichtigungen.</p>
        )
      ) : (
        <>
          <ul className="notification-list">
            {items.map((item) => (
              <NotificationRow key={item.id} item={item} />
            ))}
          </ul>
          {list.hasNextPage ? (
            <button type="button" className="button notification-section__more" disabled={list.isFetchingNextPage} onClick={() => void list.fetchNextPage()}>
              {list.isFetchingNextPage ? "Wird geladen …" : "Ältere anzeigen"}
            </button>
          ) : null}
        </>
      )}
    </section>
  );
}

function NotificationRow({ item }: { item: NotificationItem }) {
  const markRead = useMarkRead();
  const navigate = useNavigate();
  const unread = item.readAt === null;
  const open = (event: React.MouseEvent) => {
    if (!unread) return;
    // Mark read on the way to the target; the target's screen does not wait for it.
    event.preventDefault();
    markRead.mutate(item.id);
    void navigate(item.link);
  };
  return (
    <li className={unread ? "notification notification--unread" : "notification"}>
      <div className="notification__main">
        <p className="notification__meta">
          <span className="notification__kind">{kindLabel(item.kind)}</span>
          <span>
            {item.actorName ? `${item.actorName} · ` : ""}
            <time dateTime={item.createdAt}>{formatGermanDateTime(item.createdAt)}</time>
          </span>
        </p>
        <Link to={item.link} className="notification__title" onClick={open}>
          {unread ? <span className="visually-hidden">Ungelesen: </span> : null}
          {item.title}
        </Link>
        {item.body ? <p className="notification__body">{item.body}</p> : null}
      </div>
      {unread ? (
        <button
          type="button"
          className="button button--small"
          disabled={markRead.isPending}
          onClick={() => markRead.mutate(item.id)}
          aria-label={`Als gelesen markieren: ${item.title}`}
        >
          Als gelesen markieren
        </button>
      ) : null}
    </li>
  );
}
