/** The security center's sections; each is its own lazily loaded screen. */
import { NavLink } from "react-router";
import { routes } from "#shared/routes.ts";

const SECTIONS = [
  { path: routes.security.path, label: "Übersicht" },
  { path: routes.securitySessions.path, label: "Sitzungen" },
  { path: routes.securitySessionSecurity.path, label: "Sitzungssicherheit" },
  { path: routes.securityRateLimits.path, label: "Anmeldeschutz" },
  { path: routes.securityIncidents.path, label: "Vorfälle" },
];

export function SecurityNav() {
  return (
    <nav className="security-nav" aria-label="Bereiche der Sicherheit">
      {SECTIONS.map((s) => (
        <NavLink key={s.path} to={s.path} end className={({ isActive }) => `security-nav__link${isActive ? " security-nav__link--active" : ""}`}>
          {s.label}
        </NavLink>
      ))}
    </nav>
  );
}
