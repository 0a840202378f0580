import { Link } from "react-router";
import { useDocumentTitle } from "#ui/backoffice/use-document-title.ts";
import { routes } from "#shared/routes.ts";

export function NotFoundScreen() {
  useDocumentTitle("Seite nicht gefunden");
  return (
    <section className="panel" aria-labelledby="not-found-title">
      <h1 id="not-found-title">Seite nicht gefunden</h1>
      <p>Diese Adresse gibt es im internen Bereich nicht.</p>
      <Link className="button button--primary" to={routes.dashboard.path}>
        Zur Übersicht
      </Link>
    </section>
  );
}
