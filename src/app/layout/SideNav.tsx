import { useState } from "react";
import { NavLink, matchPath, useLocation } from "react-router";
import { useRouteViewer } from "#ui/session/route-viewer.ts";
import { navSections, type NavSection } from "./nav-items.ts";
import { readClosedSections, writeClosedSections } from "./nav-state.ts";

/**
 * The sidebar: one list per section, only the routes that open for the person. A section's heading
 * folds it (remembered in this browser), so the list fits a short window; the section of the page
 * shown is always open. The start page stands alone above the sections.
 */
export function SideNav({ onNavigate }: { onNavigate: () => void }) {
  const viewer = useRouteViewer();
  const { pathname } = useLocation();
  const [closed, setClosed] = useState<ReadonlySet<string>>(readClosedSections);
  const toggle = (group: string) => {
    const next = new Set(closed);
    if (next.has(group)) next.delete(group);
    else next.add(group);
    setClosed(next);
    writeClosedSections(next);
  };
  const current = (section: NavSection) => section.items.some((item) => matchPath({ path: item.path, end: false }, pathname));

  return (
    <nav className="side-nav" aria-label="Interner Bereich">
      {navSections(viewer).map((section) => {
        const open = section.group === "start" || !closed.has(section.group) || current(section);
        const links = (
          <ul className="side-nav__list" id={`nav-${section.group}`} aria-label={section.label} hidden={!open}>
            {section.items.map((item) => (
              <li key={item.id}>
                <NavLink to={item.path} end className="side-nav__link" onClick={onNavigate}>
                  {item.title}
                </NavLink>
              </li>
            ))}
          </ul>
        );
        if (section.group === "start")
          return (
            <div key={section.group} className="side-nav__section side-nav__section--start">
              {links}
            </div>
          );
        return (
          <div key={section.group} className="side-nav__section">
            <h2 className="side-nav__heading">
              <button
                type="button"
                className="side-nav__toggle"
                aria-expanded={open}
                aria-controls={`nav-${section.group}`}
                onClick={() => toggle(section.group)}
              >
                {section.label}
              </button>
            </h2>
            {links}
          </div>
        );
      })}
    </nav>
  );
}
