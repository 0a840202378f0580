/**
 * Isolate mode (SPEC section 2): `?isolate` / `?isolate=1` switches it on, `?isolate=0` off; the
 * choice is kept in localStorage under 'isolate'. While on, the site is restricted to the home page:
 * every other page redirects to "/", and the home page hides its links to other pages.
 */
const FLAG = "isolate";
const OFF_VALUES = new Set(["0", "false", "off", "no"]);

/** Reads the query flag (persisting it) or else the stored flag. Storage may be unavailable. */
export function readIsolateFlag(url: URL, storage: Pick<Storage, "getItem" | "setItem" | "removeItem"> | null): boolean {
  const queryValue = url.searchParams.get(FLAG);
  if (queryValue !== null) {
    const on = !OFF_VALUES.has(queryValue.trim().toLowerCase());
    try {
      if (on) storage?.setItem(FLAG, "1");
      else storage?.removeItem(FLAG);
    } catch {
      // Private mode or disabled storage: the query flag still applies to this page view.
    }
    return on;
  }
  try {
    const stored = storage?.getItem(FLAG);
    return stored !== null && stored !== undefined && !OFF_VALUES.has(stored);
  } catch {
    return false;
  }
}

function isHomePath(pathname: string): boolean {
  return pathname === "/" || pathname === "/index.html";
}

function safeLocalStorage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

/** Hides every same-origin link that leads away from the home page (navigation, footer, calls to action). */
function hideLinksToOtherPages(): void {
  for (const link of document.querySelectorAll<HTMLAnchorElement>("a[href]")) {
    const target = new URL(link.href, location.href);
    if (target.origin === location.origin && !isHomePath(target.pathname)) {
      (link.closest("li") ?? link).hidden = true;
    }
  }
  document.querySelector<HTMLElement>("[data-menu-toggle]")?.setAttribute("hidden", "");
  document.documentElement.dataset.isolated = "";
}

export function applyIsolateMode(): void {
  if (!readIsolateFlag(new URL(location.href), safeLocalStorage())) return;
  if (!isHomePath(location.pathname)) {
    location.replace("/");
    return;
  }
  hideLinksToOtherPages();
}
