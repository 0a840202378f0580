/**
 * The cards of the /member and /board dashboards (SPEC section 2), built from the route registry so
 * that a card is locked exactly when its route would refuse the user.
 */
import type { Role } from "../../shared/roles.ts";
import type { CardSpec } from "../components/DashboardCard.tsx";
import { requiredRolesOf } from "../../shared/access.ts";
import { routes, type AppRoute } from "../../shared/routes.ts";

const card = (route: AppRoute, title = route.title, requiredRoles: readonly Role[] = route.requiredRoles): CardSpec => ({
  title,
  description: route.description,
  to: route.path,
  requiredRoles,
});

const fullBackend = (requiredRoles: readonly Role[]): CardSpec => ({
  title: "Gesamtes Backend",
  description: "Alle Module des internen Bereichs, die Ihre Rolle öffnen darf, mit Navigation und Übersicht.",
  to: routes.dashboard.path,
  requiredRoles,
});

export const memberCards: readonly CardSpec[] = [
  card(routes.discussions),
  card(routes.todos),
  card(routes.documents),
  card(routes.politicalWorkbench),
  // Issue 15: members see invitations, motions and ballots of the general assembly.
  card(routes.assembly),
  fullBackend(routes.dashboard.requiredRoles),
];

export const boardCards: readonly CardSpec[] = [
  card(routes.members),
  card(routes.crm),
  // The /board card for finances is for management or admin (SPEC sections 2 and 6), stricter than
  // the finances route itself (admin or vorstand): a board member reaches it from the navigation.
  card(routes.finances, "Finanzen", requiredRolesOf("financesCard")),
  card(routes.analytics),
  card(routes.system),
  fullBackend(routes.board.requiredRoles),
];
