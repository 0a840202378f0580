/**
 * The cards of the /member and /board dashboards: the SPEC's list (section 2), each built from its
 * route, so a card opens exactly when its route does (opensFor). Issue 25: the SPEC's stricter
 * finances card locked the board's treasurer out of a route that opens for him; the role
 * hierarchy (management passes board checks) already gives management the card.
 */
import type { CardSpec } from "../components/DashboardCard.tsx";
import { routes, type AppRoute } from "#shared/routes.ts";

const card = (route: AppRoute): CardSpec => ({ title: route.title, description: route.description, route });

const fullBackend = (route: AppRoute): CardSpec => ({
  title: "Gesamtes Backend",
  description: "Alle Module des internen Bereichs, die Ihre Rolle öffnen darf, mit Navigation und Übersicht.",
  route: { ...routes.dashboard, requiredRoles: route.requiredRoles },
});

export const memberCards: readonly CardSpec[] = [
  card(routes.discussions),
  card(routes.todos),
  card(routes.documents),
  card(routes.politicalWorkbench),
  // Issue 15: members see invitations, motions and ballots of the general assembly.
  card(routes.assembly),
  fullBackend(routes.dashboard),
];

export const boardCards: readonly CardSpec[] = [
  card(routes.members),
  card(routes.crm),
  card(routes.finances),
  card(routes.analytics),
  card(routes.system),
  fullBackend(routes.board),
];
