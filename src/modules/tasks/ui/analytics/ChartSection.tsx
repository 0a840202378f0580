/** One chart with its numbers: the chart (hidden from screen readers), a table to open, a CSV download. */
import type { ReactNode } from "react";
import { downloadCsv } from "./csv.ts";
import type { ChartTable } from "./chart-specs.ts";

export function ChartSection({ table, children, empty }: { table: ChartTable; children: ReactNode; empty?: boolean }) {
  return (
    <section className="panel chart-section" aria-labelledby={`${table.id}-title`}>
      <div className="chart-section__head">
        <div>
          <h2 id={`${table.id}-title`} className="panel__title">
            {table.title}
          </h2>
          <p className="muted chart-section__description">{table.description}</p>
        </div>
        <button
          type="button"
          className="button button--small"
          aria-label={`CSV herunterladen: ${table.title}`}
          onClick={() => downloadCsv(table.fileName, table.header, table.rows)}
          disabled={!table.rows.length}
        >
          CSV herunterladen
        </button>
      </div>
      {empty ? (
        <p className="muted">Im gewählten Zeitraum gibt es dazu keine Zahlen.</p>
      ) : (
        <div className="chart-section__chart" aria-hidden="true">
          {children}
        </div>
      )}
      <details className="chart-section__table">
        <summary>Tabelle: {table.title}</summary>
        {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must take focus so keyboard users can scroll it (axe scrollable-region-focusable) */}
        <div className="data-table" role="region" aria-label={`Tabelle: ${table.title}`} tabIndex={0}>
          <table>
            <caption className="visually-hidden">{table.title}</caption>
            <thead>
              <tr>
                {table.header.map((h) => (
                  <th key={h} scope="col">
                    {h}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {table.rows.map((row, i) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: the rows of a fixed table, never reordered
                <tr key={i}>
                  {row.map((value, j) =>
                    j === 0 ? (
                      <th key={table.header[j]} scope="row">
                        {value}
                      </th>
                    ) : (
                      <td key={table.header[j]}>{value === null ? "–" : typeof value === "number" ? value.toLocaleString("de-DE") : value}</td>
                    ),
                  )}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </details>
    </section>
  );
}
