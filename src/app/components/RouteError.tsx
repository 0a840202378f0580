/**
 * What a route shows when its screen fails (React Router catches render and loading errors of a
 * route before any outer boundary would). A screen whose code no longer exists on the server (a
 * deploy replaced it while the page was open, after lazyWithRetry's retries) asks for a reload;
 * anything else gets SPEC section 2's 'Etwas ist schiefgelaufen' and is reported. The navigation
 * around it stays usable.
 */
import { useEffect, useRef } from "react";
import { useRouteError } from "react-router";
import { reportError } from "#ui/sentry-client.ts";
import { isChunkLoadError } from "../lib/chunk-load-error.ts";
import "#ui/error-boundary.css";

export function RouteError() {
  const error = useRouteError();
  const stale = isChunkLoadError(error);
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (!stale) reportError(error, { boundary: "route" });
    heading.current?.focus();
  }, [error, stale]);
  return (
    <div className="error-fallback" role="alert">
      <h2 className="error-fallback__title" tabIndex={-1} ref={heading}>
        {stale ? "Neue Version verfügbar" : "Etwas ist schiefgelaufen"}
      </h2>
      <p>
        {stale
          ? "Der interne Bereich wurde inzwischen aktualisiert, und dieser Teil der alten Version ist nicht mehr verfügbar. Bitte laden Sie die Seite neu."
          : "Beim Anzeigen dieses Bereichs ist ein unerwarteter Fehler aufgetreten. Bitte laden Sie die Seite neu."}
      </p>
      <div className="error-fallback__actions">
        <button type="button" className="error-fallback__button error-fallback__button--primary" onClick={() => location.reload()}>
          Seite neu laden
        </button>
      </div>
    </div>
  );
}
