/**
 * A chart with its caption and the same numbers as a table underneath (nothing only as a picture).
 * The drawing is hidden from assistive technology (the table says the same), so the charts switch
 * off Recharts' keyboard layer: nothing focusable may hide behind aria-hidden.
 */
import type { ReactNode } from "react";

export function ChartFigure({ id, title, chart, table, wide = false }: { id: string; title: string; chart: ReactNode; table: ReactNode; wide?: boolean }) {
  return (
    <figure className={wide ? "panel pw-chart pw-chart--wide" : "panel pw-chart"} aria-labelledby={`pw-chart-${id}`}>
      <figcaption id={`pw-chart-${id}`} className="panel__title">
        {title}
      </figcaption>
      <div className="pw-chart__canvas" aria-hidden="true">
        {chart}
      </div>
      <div className="pw-chart__table">{table}</div>
    </figure>
  );
}
