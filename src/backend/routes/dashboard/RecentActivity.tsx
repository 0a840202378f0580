import { useQuery } from "@tanstack/react-query";
import { isActivityType, type ActivityEntry, type MyActivityResponse } from "../../../shared/schemas/my-activity.ts";
import { useAuth } from "../../../ui/session/auth-context.ts";
import { apiFetch } from "../../../ui/backoffice/api-client.ts";
import { Spinner } from "../../../ui/backoffice/Spinner.tsx";
import { ACTIVITY_LABELS, formatActivityTime } from "./activity-labels.ts";

function ActivityRow({ entry }: { entry: ActivityEntry }) {
  return (
    <li className="activity__item">
      <span className={`activity__badge activity__badge--${entry.activityType}`}>{isActivityType(entry.activityType) ? ACTIVITY_LABELS[entry.activityType] : entry.activityType}</span>
      <span className="activity__text">{entry.description}</span>
      <time className="activity__time" dateTime={entry.createdAt}>
        {formatActivityTime(entry.createdAt)}
      </time>
    </li>
  );
}

/** The signed-in user's own latest entries of the activity log. */
export function RecentActivity() {
  const { user } = useAuth();
  const query = useQuery({
    queryKey: ["my-activity", user?.id],
    queryFn: ({ signal }) => apiFetch<MyActivityResponse>("/api/my-activity", { signal }),
    enabled: Boolean(user),
    // The dashboard should show the sign-in that just happened, whatever the back-office defaults say.
    staleTime: 0,
    refetchOnMount: "always",
  });

  if (query.isPending) return <Spinner label="Aktivitäten werden geladen …" />;
  if (query.isError) return <p className="form-alert">Ihre Aktivitäten konnten nicht geladen werden: {query.error.message}</p>;
  if (query.data.activity.length === 0) return <p className="muted">Noch keine Aktivitäten aufgezeichnet.</p>;
  return (
    <ol className="activity">
      {query.data.activity.map((entry) => (
        <ActivityRow key={entry.id} entry={entry} />
      ))}
    </ol>
  );
}
