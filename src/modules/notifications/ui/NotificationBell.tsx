/**
 * The bell in the internal app's header: a link to /backend/notifications with the unread count,
 * kept current by polling the summary (304 while nothing changed). Part of the initial bundle, so
 * it stays tiny: no list, no dates, just the count.
 */
import { Link } from "react-router";
import { useNotificationSummary } from "./notifications-api.ts";
import "./notification-bell.css";

export function NotificationBell() {
  const { data } = useNotificationSummary();
  const unread = data?.unread ?? 0;
  const shown = unread > 99 ? "99+" : String(unread);
  const label = unread === 0 ? "Benachrichtigungen, keine ungelesenen" : `Benachrichtigungen, ${unread} ungelesene`;
  return (
    <Link to="/backend/notifications" className="bell" aria-label={label} title={label}>
      <svg className="bell__icon" viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
        <path
          fill="currentColor"
          d="M12 22a2.5 2.5 0 0 0 2.45-2h-4.9A2.5 2.5 0 0 0 12 22Zm7-6V11a7 7 0 0 0-5.5-6.84V3.5a1.5 1.5 0 0 0-3 0v.66A7 7 0 0 0 5 11v5l-2 2v1h18v-1l-2-2Z"
        />
      </svg>
      {unread > 0 ? (
        <span className="bell__count" data-testid="notification-count" aria-hidden="true">
          {shown}
        </span>
      ) : null}
    </Link>
  );
}
