/**
 * One route of the registry on screen: its guard, its lazily loaded module (with retries), and the
 * document title. The screen's code is only fetched once the guard lets the user in.
 */
import { lazy, Suspense, useEffect, type ComponentType, type LazyExoticComponent } from "react";
import { lazyWithRetry } from "../lib/lazy-with-retry.ts";
import type { BackendRoute, ScreenProps } from "../paths.ts";
import { ProtectedRoute } from "./ProtectedRoute.tsx";
import { Spinner } from "./Spinner.tsx";

const lazyScreens = new Map<string, LazyExoticComponent<ComponentType<ScreenProps>>>();

function screenOf(route: BackendRoute) {
  let screen = lazyScreens.get(route.id);
  if (!screen) {
    screen = lazy(() => lazyWithRetry(route.screen));
    lazyScreens.set(route.id, screen);
  }
  return screen;
}

export function useDocumentTitle(title: string) {
  useEffect(() => {
    document.title = `${title} | Interner Bereich`;
  }, [title]);
}

export function RouteScreen({ route }: { route: BackendRoute }) {
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
