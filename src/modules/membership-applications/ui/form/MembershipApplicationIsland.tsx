import { ErrorBoundary } from "#ui/error-boundary.tsx";
import type { IslandRootProps } from "#ui/island/hydrate-island.tsx";
import { MembershipApplicationApp } from "./MembershipApplicationApp.tsx";

/** The root rendered on the server by MembershipApplicationForm.astro and hydrated by its entry. */
export function MembershipApplicationIsland({ onReady }: IslandRootProps) {
  return (
    <ErrorBoundary>
      <MembershipApplicationApp onReady={onReady} />
    </ErrorBoundary>
  );
}
