/**
 * The frame of every signed-in page: sidebar navigation (a drawer on small screens), a top bar with
 * the user menu, the page, and the inactivity watch.
 */
import { lazy, Suspense, useEffect, useState } from "react";
import { Link, Outlet, useLocation } from "react-router";
import { association } from "#shared/association.ts";
import { SessionInactivity } from "../session/SessionInactivity.tsx";
import { routes } from "#shared/routes.ts";
import { SideNav } from "./SideNav.tsx";
import { UserMenu } from "./UserMenu.tsx";
import { useAuth } from "#ui/session/auth-context.ts";

// The bell polls through the notifications contract, whose schemas bring zod: loaded after the
// first paint so the app's initial bundle stays without zod (budget: 150 KB brotli).
const NotificationBell = lazy(() => import("#modules/notifications/ui/NotificationBell.tsx").then((m) => ({ default: m.NotificationBell })));

export function BackendLayout() {
  const [navOpen, setNavOpen] = useState(false);
  const { pathname } = useLocation();
  // An account waiting for approval has no notifications (the endpoint answers 403).
  const { roles } = useAuth();

  // Every path change starts at the top of the page (SPEC section 2): the path is the trigger.
  // biome-ignore lint/correctness/useExhaustiveDependencies: see above
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);

  return (
    <div className={navOpen ? "shell shell--nav-open" : "shell"}>
      <a className="skip-link" href="#inhalt">
        Zum Inhalt springen
      </a>
      <header className="topbar">
        <button type="button" className="topbar__menu" aria-expanded={navOpen} aria-controls="sidebar" onClick={() => setNavOpen(!navOpen)}>
          <span className="hamburger" aria-hidden="true" />
          <span className="visually-hidden">Navigation {navOpen ? "schließen" : "öffnen"}</span>
        </button>
        <Link to={routes.dashboard.path} className="topbar__brand">
          <span className="brand-mark" aria-hidden="true">
            VNSI
          </span>
          <span className="topbar__title">Interner Bereich</span>
        </Link>
        <p className="topbar__org">{association.name}</p>
        {roles.length > 0 ? (
          <Suspense fallback={<span className="bell-slot" aria-hidden="true" />}>
            <NotificationBell />
          </Suspense>
        ) : null}
        <UserMenu />
      </header>
      <aside id="sidebar" className="sidebar">
        <Link to={routes.dashboard.path} className="sidebar__brand">
          <span className="brand-mark" aria-hidden="true">
            VNSI
          </span>
          Interner Bereich
        </Link>
        <SideNav onNavigate={() => setNavOpen(false)} />
      </aside>
      {/* Tapping beside the open drawer closes it; keyboard users have the menu button. */}
      <div className="backdrop" aria-hidden="true" onClick={() => setNavOpen(false)} />
      <main id="inhalt" className="content" tabIndex={-1}>
        <Outlet />
      </main>
      <SessionInactivity />
    </div>
  );
}
