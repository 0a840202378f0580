import { ErrorBoundary } from "#ui/error-boundary.tsx";
import type { IslandRootProps } from "#ui/island/hydrate-island.tsx";
import { ContactFormApp } from "./ContactFormApp.tsx";

/** The root rendered on the server by ContactForm.astro and hydrated by contact-island-entry.tsx. */
export function ContactFormIsland({ onReady }: IslandRootProps) {
  return (
    <ErrorBoundary>
      <ContactFormApp onReady={onReady} />
    </ErrorBoundary>
  );
}
