import { Link } from "react-router";
import { ROLE_LABELS, type Role } from "../../shared/roles.ts";
import { routes } from "../paths.ts";

/** The panel for a signed-in user who lacks the role (SPEC section 2). */
export function NoPermission({ requiredRoles, title }: { requiredRoles: readonly Role[]; title: string }) {
  const needed = requiredRoles.map((role) => ROLE_LABELS[role]).join(" oder ");
  return (
    <section className="panel no-permission" aria-labelledby="no-permission-title">
      <div className="no-permission__icon" aria-hidden="true">
        🔒
      </div>
      <h1 id="no-permission-title">Keine Berechtigung</h1>
      <p>
        Für „{title}“ benötigen Sie die Rolle <strong>{needed}</strong>.
      </p>
      <p>Der interne Bereich kennt die Rollen Administrator, Vorstand und Mitglied. Wenden Sie sich an die Geschäftsstelle, wenn Ihnen eine Rolle fehlt.</p>
      <Link className="button button--primary" to={routes.dashboard.path}>
        Zur Übersicht
      </Link>
    </section>
  );
}
