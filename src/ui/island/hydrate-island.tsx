/**
 * The client half of a form island: hydrates the server-rendered markup (the same root component
 * the .astro wrapper rendered), mounts the shared toaster and starts error reporting. The root
 * component receives `onReady`, called after its first client commit, which marks the container
 * data-hydrated="true" (tests wait for it; the pre-hydration submit guard lets go).
 */
import "../../shared/schemas/zod-csp.ts";
import type { ComponentType } from "react";
import { hydrateRoot } from "react-dom/client";
import { mountToaster } from "../toast/mount-toaster.tsx";
import { initSentry, reportError } from "../sentry-client.ts";

export interface IslandRootProps {
  onReady?: () => void;
}

export function hydrateIsland(container: HTMLElement, Root: ComponentType<IslandRootProps>): void {
  mountToaster();
  void initSentry();
  hydrateRoot(container, <Root onReady={() => (container.dataset.hydrated = "true")} />, {
    onRecoverableError: (error) => reportError(error, { phase: "hydration" }),
  });
}
