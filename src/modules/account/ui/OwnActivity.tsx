/** The person's own activity log, newest first, ten at a time ("Ältere anzeigen", keyset). */
import { EmptyState } from "#ui/backoffice/EmptyState.tsx";
import { QueryError } from "#ui/backoffice/QueryError.tsx";
import { Spinner } from "#ui/backoffice/Spinner.tsx";
import { formatGermanDateTime } from "#shared/dates.ts";
import { useOwnActivity } from "./account-api.ts";

/** The description beside its label, without repeating it ("Sitzung beendet: Safari …" -> "Safari …"). */
function detailOf(label: string, description: string): string {
  if (description === label) return "";
  return description.startsWith(`${label}: `) ? description.slice(label.length + 2) : description;
}

export function OwnActivity() {
  const activity = useOwnActivity();
  if (activity.isPending) return <Spinner />;
  if (activity.isError) return <QueryError error={activity.error} onRetry={() => void activity.refetch()} />;
  const items = activity.data.pages.flatMap((page) => page.items);
  if (items.length === 0) return <EmptyState title="Noch keine Aktivitäten" text="Hier erscheinen Ihre Anmeldungen und Änderungen, sobald es welche gibt." />;
  return (
    <div className="own-activity">
      <ol className="own-activity__list">
        {items.map((item) => (
          <li key={item.id} className="own-activity__item">
            <span className="own-activity__when">{formatGermanDateTime(item.createdAt)}</span>
            <span className="own-activity__what">
              <strong>{item.label}</strong>
              {detailOf(item.label, item.description) ? ` – ${detailOf(item.label, item.description)}` : ""}
            </span>
          </li>
        ))}
      </ol>
      {activity.hasNextPage ? (
        <div className="button-row">
          <button type="button" className="button" disabled={activity.isFetchingNextPage} onClick={() => void activity.fetchNextPage()}>
            {activity.isFetchingNextPage ? "Wird geladen …" : "Ältere anzeigen"}
          </button>
        </div>
      ) : null}
    </div>
  );
}
