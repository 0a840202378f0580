/**
 * The internal area's app: error boundary, query cache, auth state, router and toasts. One React
 * root for /backend/*, /member and /board (netlify.toml serves backend.html at all of them).
 */
import { useState } from "react";
import { QueryClientProvider } from "@tanstack/react-query";
import { RouterProvider } from "react-router";
import { ErrorBoundary } from "#ui/error-boundary.tsx";
import { Toaster } from "#ui/toast/Toaster.tsx";
import { AuthProvider } from "./auth/AuthProvider.tsx";
import { isIsolatedMode } from "./lib/isolated-mode.ts";
import { createQueryClient } from "./lib/query-client.ts";
import { createBackendRouter } from "./router.tsx";

function safeLocalStorage(): Storage | undefined {
  try {
    return window.localStorage;
  } catch {
    return undefined;
  }
}

export function App() {
  const [queryClient] = useState(() => createQueryClient(isIsolatedMode(window.location.search, safeLocalStorage())));
  const [router] = useState(createBackendRouter);
  return (
    <>
      <ErrorBoundary onReset={() => queryClient.resetQueries()}>
        <QueryClientProvider client={queryClient}>
          <AuthProvider>
            <RouterProvider router={router} />
          </AuthProvider>
        </QueryClientProvider>
      </ErrorBoundary>
      {/* Outside the boundary, so a toast can still be shown when the app has failed. */}
      <Toaster />
    </>
  );
}
