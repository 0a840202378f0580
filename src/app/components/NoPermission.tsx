import { Link } from "react-router";
import { ROLE_LABELS, type Role } from "#shared/roles.ts";
import { routes } from "#shared/routes.ts";

/** The panel for a signed-in user who lacks the role (SPEC section 2). */
export function NoPermission({ requiredRoles, title }: { requiredRoles: readonly Role[]; title: string }) {
  const needed = requiredRoles.map((role) => ROLE_LABELS[role]).join(" oder ");
  return (
    <section className="panel no-permission" aria-labelledby="no-permission-title">
      <svg className="no-permission__icon" viewBox="0 0 24 24" width="40" height="40" aria-hidden="true" focusable="false">
        <rect x="4" y="10" width="16" height="11" rx="2" fill="none" stroke="currentColor" strokeWidth="2" />
        <path d="M8 10V7a4 4 0 0 1 8 0v3" fill="none" stroke="currentColor" strokeWidth="2" />
        <circle cx="12" cy="15.5" r="1.5" fill="currentColor" />
      </svg>
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

/** The panel for a page of a member company's own records, opened by an account without a company. */
export function NoMemberCompany({ title }: { title: string }) {
  return (
    <section className="panel no-permission" aria-labelledby="no-company-title">
      <h1 id="no-company-title">Kein Mitgliedsunternehmen</h1>
      <p>„{title}“ zeigt die Unterlagen eines Mitgliedsunternehmens. Ihr Konto ist keinem Mitgliedsunternehmen zugeordnet.</p>
      <Link className="button button--primary" to={routes.dashboard.path}>
        Zur Übersicht
      </Link>
    </section>
  );
}
