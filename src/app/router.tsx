/**
 * The routes of the internal area, built from the registry in paths.ts (React Router, data mode).
 * The login page stands alone; every other page sits in the signed-in layout, which the outer
 * guard protects, and carries its own role guard so the navigation stays visible around a
 * no-permission panel.
 */
import { lazy, Suspense } from "react";
import { createBrowserRouter, Navigate, type RouteObject } from "react-router";
import { ProtectedRoute } from "./components/ProtectedRoute.tsx";
import { RouteError } from "./components/RouteError.tsx";
import { RouteScreen } from "./components/RouteScreen.tsx";
import { Spinner } from "#ui/backoffice/Spinner.tsx";
import { BackendLayout } from "./layout/BackendLayout.tsx";
import { lazyWithRetry } from "./lib/lazy-with-retry.ts";
import { INVITATION_PATH, LOGIN_PATH, PASSWORD_FORGOTTEN_PATH, PASSWORD_RESET_PATH, redirects, routes } from "#shared/routes.ts";
import { NotFoundScreen } from "./routes/NotFoundScreen.tsx";

const LoginScreen = lazy(() => lazyWithRetry(() => import("#modules/account/ui/LoginScreen.tsx")));
const AcceptInvitationScreen = lazy(() => lazyWithRetry(() => import("#modules/account/ui/AcceptInvitationScreen.tsx")));
const ForgotPasswordScreen = lazy(() => lazyWithRetry(() => import("#modules/account/ui/ForgotPasswordScreen.tsx")));
const ResetPasswordScreen = lazy(() => lazyWithRetry(() => import("#modules/account/ui/ResetPasswordScreen.tsx")));

export function buildRoutes(): RouteObject[] {
  return [
    {
      path: LOGIN_PATH,
      element: (
        <Suspense fallback={<Spinner />}>
          <LoginScreen />
        </Suspense>
      ),
    },
    {
      path: INVITATION_PATH,
      element: (
        <Suspense fallback={<Spinner />}>
          <AcceptInvitationScreen />
        </Suspense>
      ),
    },
    // "Passwort vergessen?" and the reset mail's link (issue 25): public, like the login page.
    {
      path: PASSWORD_FORGOTTEN_PATH,
      element: (
        <Suspense fallback={<Spinner />}>
          <ForgotPasswordScreen />
        </Suspense>
      ),
    },
    {
      path: PASSWORD_RESET_PATH,
      element: (
        <Suspense fallback={<Spinner />}>
          <ResetPasswordScreen />
        </Suspense>
      ),
    },
    {
      element: (
        <ProtectedRoute requiredRoles={[]} title="Interner Bereich">
          <BackendLayout />
        </ProtectedRoute>
      ),
      children: [
        // Each screen's own error element keeps the navigation around a failed screen.
        ...Object.values(routes).map((route) => ({ path: route.path, element: <RouteScreen route={route} />, errorElement: <RouteError /> })),
        ...redirects.map(({ from, to }) => ({ path: from, element: <Navigate to={to} replace /> })),
        { path: "/backend/*", element: <NotFoundScreen /> },
      ],
    },
  ];
}

export function createBackendRouter() {
  return createBrowserRouter(buildRoutes());
}
