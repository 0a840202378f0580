/**
 * One route of the registry on screen: its guard, its lazily loaded module (with retries), and the
 * document title. The screen's code is only fetched once the guard lets the user in.
 */
import { lazy, Suspense, type ComponentType, type LazyExoticComponent, type ReactNode } from "react";
import { useDocumentTitle } from "#ui/backoffice/use-document-title.ts";
import { lazyWithRetry } from "../lib/lazy-with-retry.ts";
import { opensFor, type AppRoute, type ScreenProps } from "#shared/routes.ts";
import { useRouteViewer } from "#ui/session/route-viewer.ts";
import { NoMemberCompany } from "./NoPermission.tsx";
import { screens } from "../screens.ts";
import { ProtectedRoute } from "./ProtectedRoute.tsx";
import { Spinner } from "#ui/backoffice/Spinner.tsx";

const lazyScreens = new Map<string, LazyExoticComponent<ComponentType<ScreenProps>>>();

function screenOf(route: AppRoute) {
  let screen = lazyScreens.get(route.id);
  if (!screen) {
    screen = lazy(() => lazyWithRetry(screens[route.id as keyof typeof screens]));
    lazyScreens.set(route.id, screen);
  }
  return screen;
}

export function RouteScreen({ route }: { route: AppRoute }) {
  useDocumentTitle(route.title);
  const Screen = screenOf(route);
  return (
    <ProtectedRoute requiredRoles={route.requiredRoles} title={route.title}>
      <MemberCompanyGuard route={route}>
        <Suspense fallback={<Spinner />}>
          <Screen route={route} />
        </Suspense>
      </MemberCompanyGuard>
    </ProtectedRoute>
  );
}

/** A member company's own page (its invoices) for an account without one: say so instead of an empty screen. */
function MemberCompanyGuard({ route, children }: { route: AppRoute; children: ReactNode }) {
  const viewer = useRouteViewer();
  if (opensFor(route, viewer)) return children;
  return <NoMemberCompany title={route.title} />;
}
