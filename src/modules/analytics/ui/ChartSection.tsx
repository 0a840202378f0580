/**
 * One analysis: its chart, or the same numbers as a table, and a CSV of them. The chart is drawn
 * for sighted users; the table carries the numbers for everyone (the chart refers to it).
 */
import { useId, useState, type ReactNode } from "react";
import { saveCsv } from "../../../ui/backoffice/save-file.ts";

export interface TableData {
  header: string[];
  rows: (string | number)[][];
}

const numbers = new Intl.NumberFormat("de-DE", { maximumFractionDigits: 1 });

export function downloadCsv(name: string, data: TableData): void {
  saveCsv(`${name}.csv`, data.header, data.rows);
}

export function ChartSection({ title, description, fileName, table, summary, children }: { title: string; description: string; fileName: string; table: TableData; summary?: ReactNode; children: ReactNode }) {
  const [asTable, setAsTable] = useState(false);
  const id = useId();
  const empty = table.rows.length === 0;
  return (
    <section className="panel analytics-section" aria-labelledby={`${id}-title`}>
      <header className="analytics-section__header">
        <div>
          <h2 id={`${id}-title`} className="panel__title">{title}</h2>
          <p className="analytics-muted">{description}</p>
        </div>
        <div className="analytics-section__actions">
          <button type="button" className="button button--small" aria-pressed={asTable} onClick={() => setAsTable((v) => !v)}>
            Als Tabelle
          </button>
          <button type="button" className="button button--small" onClick={() => downloadCsv(fileName, table)} disabled={empty}>
            CSV herunterladen
          </button>
        </div>
      </header>
      {summary}
      {empty ? (
        <p className="analytics-muted">Für diesen Zeitraum gibt es keine Daten.</p>
      ) : asTable ? (
        <div className="data-table" role="region" aria-label={`${title}: Tabelle`} tabIndex={0}>
          <table>
            <caption className="visually-hidden">{title}</caption>
            <thead>
              <tr>
                {table.header.map((h) => (
                  <th key={h} scope="col">{h}</th>
                ))}
              </tr>
            </thead>
            <tbody>
              {table.rows.map((row, i) => (
                <tr key={i}>
                  {row.map((cell, j) =>
                    j === 0 ? (
                      <th key={j} scope="row">{cell}</th>
                    ) : (
                      <td key={j} data-label={table.header[j]}><div className="data-table__cell analytics-number">{typeof cell === "number" ? numbers.format(cell) : cell}</div></td>
                    ),
                  )}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : (
        <figure className="analytics-chart" aria-label={`${title}: Diagramm. Die Zahlen stehen in der Tabelle.`}>
          <div aria-hidden="true" className="analytics-chart__canvas">{children}</div>
        </figure>
      )}
    </section>
  );
}
