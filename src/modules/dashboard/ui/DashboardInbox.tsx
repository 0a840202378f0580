/**
 * "What needs me today" (issue 25): key figures, the sections of open things and others' recent
 * activity, for the view of the page (/backend all, /member, /board). Loading, error and the
 * sections' own empty texts; the app shell puts it under each dashboard's heading.
 */
import { useQuery } from "@tanstack/react-query";
import { QueryError } from "#ui/backoffice/QueryError.tsx";
import { Spinner } from "#ui/backoffice/Spinner.tsx";
import type { DashboardView } from "../schema.ts";
import { dashboardApi } from "./dashboard-api.ts";
import { DashboardActivity } from "./DashboardActivity.tsx";
import { DashboardFigures } from "./DashboardFigures.tsx";
import { DashboardSections } from "./DashboardSections.tsx";
import "./dashboard.css";

export function DashboardInbox({ view }: { view: DashboardView }) {
  // Always fresh on arrival: it is the first screen of the day.
  const inbox = useQuery({ ...dashboardApi.inbox.queryOptions({ query: { view } }), staleTime: 0, refetchOnMount: "always" });
  if (inbox.isPending) return <Spinner label="Ihre Übersicht wird geladen …" />;
  if (inbox.isError) return <QueryError error={inbox.error} onRetry={() => void inbox.refetch()} />;
  const { figures, sections, activity } = inbox.data;
  return (
    <div className="inbox" aria-busy={inbox.isFetching}>
      <DashboardFigures figures={figures} />
      {sections.length ? <DashboardSections sections={sections} /> : <p className="muted">Für Ihre Rolle gibt es hier noch nichts zu erledigen.</p>}
      <DashboardActivity entries={activity} />
    </div>
  );
}
