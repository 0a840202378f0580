import { Link } from "react-router";
import { hasAnyRole, type Role } from "../../shared/roles.ts";

export interface CardSpec {
  title: string;
  description: string;
  to: string;
  requiredRoles: readonly Role[];
}

/** A dashboard card; without the role its button is disabled and says so (SPEC section 2). */
export function DashboardCard({ card, roles }: { card: CardSpec; roles: readonly Role[] }) {
  const allowed = hasAnyRole(roles, card.requiredRoles);
  const headingId = `card-${card.to.replace(/\W+/g, "-")}`;
  return (
    <article className={allowed ? "card" : "card card--locked"} aria-labelledby={headingId}>
      <h2 id={headingId} className="card__title">
        {card.title}
      </h2>
      <p className="card__text">{card.description}</p>
      {allowed ? (
        <Link className="button button--primary card__button" to={card.to}>
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
