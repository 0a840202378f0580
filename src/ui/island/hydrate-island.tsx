/**
 * The client half of a form island: hydrates the server-rendered markup (the same root component
 * the .astro wrapper rendered), mounts the shared toaster and starts error reporting. The root
 * component receives `onReady`, called after its first client commit, which puts back what the
 * visitor entered before hydration (keep-early-input.ts) and marks the container
 * data-hydrated="true" (tests wait for it; the pre-hydration submit guard lets go).
 */
import "#shared/schemas/zod-csp.ts";
import type { ComponentType } from "react";
import { hydrateRoot } from "react-dom/client";
import { mountToaster } from "../toast/mount-toaster.tsx";
import { initSentry, reportError } from "../sentry-client.ts";
import { keepEarlyInput } from "./keep-early-input.ts";

export interface IslandRootProps {
  onReady?: () => void;
}

export function hydrateIsland(container: HTMLElement, Root: ComponentType<IslandRootProps>): void {
  mountToaster();
  void initSentry();
  // What the visitor entered into the static form so far (and while hydrating) is put back once
  // React has committed: react-hook-form's registration would otherwise reset it (issue 23).
  const early = keepEarlyInput(container);
  const ready = () => {
    early.restore();
    container.dataset.hydrated = "true";
  };
  // Hydration runs from here until React's first commit (ready): "hydrating" lets a test act
  // exactly in that window, where a visitor's pick used to be undone (issue 23).
  container.dataset.hydrated = "hydrating";
  hydrateRoot(container, <Root onReady={ready} />, {
    onRecoverableError: (error) => reportError(error, { phase: "hydration" }),
  });
}
