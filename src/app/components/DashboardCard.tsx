import { Link } from "react-router";
import { opensFor, type AppRoute, type RouteViewer } from "#shared/routes.ts";
import { hyphenate } from "#shared/hyphenate.ts";

export interface CardSpec {
  title: string;
  description: string;
  /** Where the card leads; it is enabled exactly when this route opens for the person. */
  route: AppRoute;
}

/** A dashboard card; when its route does not open for the person, its button is disabled and says so (SPEC section 2). */
export function DashboardCard({ card, viewer }: { card: CardSpec; viewer: RouteViewer }) {
  const allowed = opensFor(card.route, viewer);
  const headingId = `card-${card.route.path.replace(/\W+/g, "-")}`;
  return (
    <article className={allowed ? "card" : "card card--locked"} aria-labelledby={headingId}>
      <h2 id={headingId} className="card__title">
        {hyphenate(card.title)}
      </h2>
      <p className="card__text">{card.description}</p>
      {allowed ? (
        <Link className="button button--primary card__button" to={card.route.path}>
          {card.title} öffnen
        </Link>
      ) : (
        <button type="button" className="button card__button" disabled>
          Keine Berechtigung
        </button>
      )}
    </article>
  );
}
