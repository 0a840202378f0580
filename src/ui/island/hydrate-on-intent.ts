/**
 * Loads and hydrates a server-rendered form island when the visitor shows intent to use it (the
 * pointer enters the form, a touch, a key, focus from tabbing in) or, failing that, once the page
 * has been idle for a while after loading. The form's HTML is complete and visible from the first
 * byte; its ~100 KB of JavaScript stays off the critical path, so reading the page is never held
 * up by it (issue 9: Lighthouse TBT under 50 ms on the form pages). This replaces Astro's client:*
 * directives, whose inline bootstrap script the CSP forbids. Until hydration, native submission of
 * the static form is blocked: it must never send form values as a query string.
 */
export interface IslandModule {
  hydrate(container: HTMLElement): void;
}

const INTENT_EVENTS = ["pointerenter", "pointerdown", "touchstart", "focusin", "keydown"] as const;
/** After the load event, hydrate anyway once the browser is idle this long (a later first use is then instant). */
export const IDLE_HYDRATION_DELAY_MS = 3_000;

export function hydrateOnIntent(container: HTMLElement, load: () => Promise<IslandModule>, idleDelayMs = IDLE_HYDRATION_DELAY_MS): void {
  let started = false;

  function start(): void {
    if (started) return;
    started = true;
    for (const type of INTENT_EVENTS) container.removeEventListener(type, start);
    container.dataset.hydrated = "loading";
    load()
      .then((module) => module.hydrate(container))
      .catch((error: unknown) => {
        container.dataset.hydrated = "failed";
        console.error(error);
      });
  }

  for (const type of INTENT_EVENTS) container.addEventListener(type, start, { passive: true });
  container.addEventListener(
    "submit",
    (event) => {
      if (container.dataset.hydrated !== "true") {
        event.preventDefault();
        start();
      }
    },
    true,
  );

  const whenIdle = () => {
    const idle = window.requestIdleCallback ?? ((callback: () => void) => window.setTimeout(callback, 1));
    window.setTimeout(() => idle(start, { timeout: 2_000 }), idleDelayMs);
  };
  if (document.readyState === "complete") whenIdle();
  else window.addEventListener("load", whenIdle, { once: true });
}

/** Starts hydrateOnIntent for every element matching the selector on this page. */
export function hydrateAllOnIntent(selector: string, load: () => Promise<IslandModule>): void {
  for (const container of document.querySelectorAll<HTMLElement>(selector)) hydrateOnIntent(container, load);
}
