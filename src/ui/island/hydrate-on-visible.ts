/**
 * Loads and hydrates a server-rendered island when it scrolls near the viewport or receives focus
 * (keyboard users tabbing in). This replaces Astro's client:visible, whose inline bootstrap script
 * the CSP forbids. Until hydration, native submission of the static form is blocked: it must never
 * send form values as a query string or to a URL that cannot handle them.
 */
export interface IslandModule {
  hydrate(container: HTMLElement): void;
}

export function hydrateOnVisible(container: HTMLElement, load: () => Promise<IslandModule>): void {
  let started = false;
  const observer = new IntersectionObserver((entries) => {
    if (entries.some((entry) => entry.isIntersecting)) start();
  }, { rootMargin: "200px" });

  function start(): void {
    if (started) return;
    started = true;
    observer.disconnect();
    container.removeEventListener("focusin", start);
    container.dataset.hydrated = "loading";
    load()
      .then((module) => module.hydrate(container))
      .catch((error: unknown) => {
        container.dataset.hydrated = "failed";
        console.error(error);
      });
  }

  container.addEventListener("focusin", start);
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
  observer.observe(container);
}

/** Starts hydrateOnVisible for every element matching the selector on this page. */
export function hydrateAllOnVisible(selector: string, load: () => Promise<IslandModule>): void {
  for (const container of document.querySelectorAll<HTMLElement>(selector)) hydrateOnVisible(container, load);
}
