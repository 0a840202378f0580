/**
 * One route of the registry on screen: its guard, its lazily loaded module (with retries), and the
 * document title. The screen's code is only fetched once the guard lets the user in.
 */
import { lazy, Suspense, type ComponentType, type LazyExoticComponent } from "react";
import { useDocumentTitle } from "../../ui/backoffice/use-document-title.ts";
import { lazyWithRetry } from "../lib/lazy-with-retry.ts";
import type { AppRoute, ScreenProps } from "../../shared/routes.ts";
import { screens } from "../screens.ts";
import { ProtectedRoute } from "./ProtectedRoute.tsx";
import { Spinner } from "../../ui/backoffice/Spinner.tsx";

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
      <Suspense fallback={<Spinner />}>
        <Screen route={route} />
      </Suspense>
    </ProtectedRoute>
  );
}
