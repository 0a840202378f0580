import { Link } from "react-router";
import { hasAnyRole, ROLE_LABELS } from "../../../shared/roles.ts";
import { useAuth } from "../../../ui/session/auth-context.ts";
import { PageHeader } from "../../../ui/backoffice/PageHeader.tsx";
import { routes, type AppRoute, type ScreenProps } from "../../../shared/routes.ts";
import { RecentActivity } from "./RecentActivity.tsx";
import { TasksCardSlot } from "./TasksCardSlot.tsx";

const shortcutRoutes: readonly AppRoute[] = Object.values(routes).filter((r) => r.nav && r.id !== "dashboard");

function displayName(profile: { first_name: string | null; last_name: string | null } | null, email: string): string {
  const name = [profile?.first_name, profile?.last_name].filter(Boolean).join(" ");
  return name || email;
}

export default function DashboardScreen({ route }: ScreenProps) {
  const { user, profile, roles } = useAuth();
  if (!user) return null;
  const shortcuts = shortcutRoutes.filter((r) => hasAnyRole(roles, r.requiredRoles));
  return (
    <>
      <PageHeader title={`Willkommen, ${displayName(profile, user.email)}`} lead={route.description} />
      <div className="dashboard-grid">
        <section className="panel" aria-labelledby="roles-title">
          <h2 id="roles-title" className="panel__title">
            Ihre Rollen
          </h2>
          {roles.length > 0 ? (
            <ul className="role-list">
              {roles.map((role) => (
                <li key={role} className={`role-badge role-badge--${role}`}>
                  {ROLE_LABELS[role]}
                </li>
              ))}
            </ul>
          ) : (
            <p className="muted">Ihnen ist noch keine Rolle zugewiesen. Als angemeldeter Benutzer haben Sie die Rechte eines Mitglieds.</p>
          )}
          <p className="muted">Angemeldet als {user.email}</p>
        </section>
        <section className="panel dashboard-grid__wide" aria-labelledby="activity-title">
          <h2 id="activity-title" className="panel__title">
            Letzte Aktivitäten
          </h2>
          <RecentActivity />
        </section>
        <TasksCardSlot className="dashboard-grid__tasks" />
      </div>
      <section className="shortcuts" aria-labelledby="shortcuts-title">
        <h2 id="shortcuts-title" className="section-title">
          Ihre Bereiche
        </h2>
        <ul className="shortcut-grid">
          {shortcuts.map((r) => (
            <li key={r.id}>
              <Link className="shortcut" to={r.path}>
                <span className="shortcut__title">{r.title}</span>
                <span className="shortcut__text">{r.description}</span>
              </Link>
            </li>
          ))}
        </ul>
      </section>
    </>
  );
}
