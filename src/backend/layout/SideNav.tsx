import { NavLink } from "react-router";
import { useAuth } from "../../ui/session/auth-context.ts";
import { navSections } from "./nav-items.ts";

/** The sidebar: one list per group, only the routes the user may open. */
export function SideNav({ onNavigate }: { onNavigate: () => void }) {
  const { roles } = useAuth();
  return (
    <nav className="side-nav" aria-label="Interner Bereich">
      {navSections(roles).map((section) => (
        <div key={section.group} className="side-nav__section">
          <h2 className="side-nav__heading" id={`nav-${section.group}`}>
            {section.label}
          </h2>
          <ul className="side-nav__list" aria-labelledby={`nav-${section.group}`}>
            {section.items.map((item) => (
              <li key={item.id}>
                <NavLink to={item.path} end className="side-nav__link" onClick={onNavigate}>
                  {item.title}
                </NavLink>
              </li>
            ))}
          </ul>
        </div>
      ))}
    </nav>
  );
}
