/**
 * One analysis on a screen (issue 24: was written three times, each behaving differently): the
 * chart, drawn for sighted users and hidden from screen readers; the same numbers as a table that
 * everybody can open ("Tabelle: <title>"); and a CSV of them for German Excel (src/shared/csv.ts
 * through saveCsv). The chart is a child, so a screen brings its own chart library.
 */
import { useId, type ReactNode } from "react";
import type { CsvValue } from "#shared/csv.ts";
import { saveCsv } from "#ui/backoffice/save-file.ts";
import "./chart-section.css";

/** The numbers behind a chart: the first column names the row (a month, a week, a project). */
export interface ChartTable {
  header: readonly string[];
  rows: readonly (readonly CsvValue[])[];
}

const numbers = new Intl.NumberFormat("de-DE", { maximumFractionDigits: 1 });

/** A table cell as shown: numbers in German notation, a missing value as a dash. */
export const cellText = (value: CsvValue): string => (value === null || value === undefined ? "–" : typeof value === "number" ? numbers.format(value) : value);

export interface ChartSectionProps {
  title: string;
  description: string;
  /** The CSV's file name (".csv" is added when missing). */
  fileName: string;
  table: ChartTable;
  /** No chart to draw (default: the table has no rows). */
  empty?: boolean;
  /** Shown between the heading and the chart (a funnel, a choice of breakdown). */
  summary?: ReactNode;
  children: ReactNode;
}

export function ChartSection({ title, description, fileName, table, empty = table.rows.length === 0, summary, children }: ChartSectionProps) {
  const id = useId();
  const csvName = fileName.endsWith(".csv") ? fileName : `${fileName}.csv`;
  return (
    <section className="panel chart-section" aria-labelledby={`${id}-title`}>
      <header className="chart-section__head">
        <div>
          <h2 id={`${id}-title`} className="panel__title">
            {title}
          </h2>
          <p className="chart-section__description">{description}</p>
        </div>
        <button
          type="button"
          className="button button--small"
          aria-label={`CSV herunterladen: ${title}`}
          onClick={() => saveCsv(csvName, table.header, table.rows)}
          disabled={table.rows.length === 0}
        >
          CSV herunterladen
        </button>
      </header>
      {summary}
      {empty ? (
        <p className="chart-section__empty">Im gewählten Zeitraum gibt es dazu keine Zahlen.</p>
      ) : (
        <div className="chart-section__chart" aria-hidden="true">
          {children}
        </div>
      )}
      <details className="chart-section__table">
        <summary>Tabelle: {title}</summary>
        {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must take focus so keyboard users can scroll it (axe scrollable-region-focusable) */}
        <div className="data-table" role="region" aria-label={`Tabelle: ${title}`} tabIndex={0}>
          <table>
            <caption className="visually-hidden">{title}</caption>
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
                        {cellText(value)}
                      </th>
                    ) : (
                      <td key={table.header[j]} data-label={table.header[j]}>
                        <div className="data-table__cell chart-section__number">{cellText(value)}</div>
                      </td>
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
