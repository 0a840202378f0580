/**
 * /backend: the start page of every signed-in person, "what needs me today" over all their roles
 * (issue 25), with the entries to the member and board areas for those they open for.
 */
import { Link } from "react-router";
import { displayName } from "#shared/people.ts";
import { opensFor, routes, type ScreenProps } from "#shared/routes.ts";
import { DashboardInbox } from "#modules/dashboard/ui/DashboardInbox.tsx";
import { PageHeader } from "#ui/backoffice/PageHeader.tsx";
import { useAuth } from "#ui/session/auth-context.ts";
import { useRouteViewer } from "#ui/session/route-viewer.ts";

export default function DashboardScreen(_props: ScreenProps) {
  const { user, profile } = useAuth();
  const viewer = useRouteViewer();
  if (!user) return null;
  const areas = [routes.member, routes.board].filter((route) => opensFor(route, viewer));
  const name = displayName({ firstName: profile?.first_name, lastName: profile?.last_name, email: user.email });
  return (
    <>
      <PageHeader
        title={`Willkommen, ${name}`}
        lead="Was heute bei Ihnen ansteht: Entscheidungen, Fristen, Aufgaben und Neues – jeder Eintrag führt dorthin, wo er erledigt wird."
      >
        {areas.length ? (
          <nav className="area-links" aria-label="Bereiche">
            {areas.map((route) => (
              <Link key={route.id} className="button button--outline button--small" to={route.path}>
                {route.title}
              </Link>
            ))}
          </nav>
        ) : null}
      </PageHeader>
      <DashboardInbox view="all" />
    </>
  );
}
