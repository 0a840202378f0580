/**
 * Registers the service worker (/sw.js) once the page has loaded (SPEC section 7), so that it never
 * competes with the page's own requests. What it caches (and never caches) is described in
 * public/sw.js.
 */
if ("serviceWorker" in navigator) {
  addEventListener("load", () => {
    navigator.serviceWorker.register("/sw.js", { scope: "/" }).catch(() => {
      // Without a service worker (unsupported, blocked, or sw.js missing) the site works the same.
    });
  });
}
