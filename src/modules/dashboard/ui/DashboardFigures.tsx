/** A few key figures in a row of tiles; each links to the list behind it. */
import { Link } from "react-router";
import { hyphenate } from "#shared/hyphenate.ts";
import type { DashboardFigure } from "../schema.ts";

export function DashboardFigures({ figures }: { figures: readonly DashboardFigure[] }) {
  if (figures.length === 0) return null;
  return (
    <section className="figures" aria-label="Kennzahlen">
      <dl className="figures__list">
        {figures.map((figure) => (
          <div key={figure.key} className="figure">
            <dt className="figure__label">{hyphenate(figure.label)}</dt>
            <dd className="figure__value">{figure.link ? <Link to={figure.link}>{figure.value}</Link> : figure.value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
