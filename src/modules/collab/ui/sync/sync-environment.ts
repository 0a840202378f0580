/**
 * What the sync provider needs from its surroundings: a clock, timers, page visibility and the
 * online signal. The browser supplies the real ones; tests and the benchmark supply their own.
 */
export interface SyncEnvironment {
  now(): number;
  setTimeout(run: () => void, delayMs: number): unknown;
  clearTimeout(handle: unknown): void;
  isVisible(): boolean;
  onVisibilityChange(listener: () => void): () => void;
  onOnline(listener: () => void): () => void;
  /** The page is being left (reload, navigation, closed tab): the last moment to send anything. */
  onPageHide(listener: () => void): () => void;
  /** The page came back from the back/forward cache after a pagehide. */
  onPageRestore(listener: () => void): () => void;
}

export function browserEnvironment(): SyncEnvironment {
  return {
    now: () => Date.now(),
    setTimeout: (run, delayMs) => window.setTimeout(run, delayMs),
    clearTimeout: (handle) => window.clearTimeout(handle as number),
    isVisible: () => document.visibilityState !== "hidden",
    onVisibilityChange(listener) {
      document.addEventListener("visibilitychange", listener);
      return () => document.removeEventListener("visibilitychange", listener);
    },
    onOnline(listener) {
      window.addEventListener("online", listener);
      return () => window.removeEventListener("online", listener);
    },
    onPageHide(listener) {
      window.addEventListener("pagehide", listener);
      return () => window.removeEventListener("pagehide", listener);
    },
    onPageRestore(listener) {
      const onShow = (event: PageTransitionEvent) => event.persisted && listener();
      window.addEventListener("pageshow", onShow);
      return () => window.removeEventListener("pageshow", onShow);
    },
  };
}

/** Real timers without a page: always visible, never told about going online. */
export function headlessEnvironment(): SyncEnvironment {
  return {
    now: () => Date.now(),
    setTimeout: (run, delayMs) => setTimeout(run, delayMs),
    clearTimeout: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
    isVisible: () => true,
    onVisibilityChange: () => () => {},
    onOnline: () => () => {},
    onPageHide: () => () => {},
    onPageRestore: () => () => {},
  };
}
