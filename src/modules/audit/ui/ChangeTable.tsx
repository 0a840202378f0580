/**
 * Before and after of a change, field by field, in words (change-format.ts): German field names,
 * amounts, dates and roles as people read them, changed fields first and marked. Values are shown
 * as text, never as markup.
 */
import { changeRows } from "./change-format.ts";

export function ChangeTable({ before, after }: { before: unknown; after: unknown }) {
  const rows = changeRows(before, after);
  if (rows.length === 0) return <p className="audit-muted">Dieser Eintrag hält keine Werte fest.</p>;
  const hasBefore = before !== null && before !== undefined;
  const hasAfter = after !== null && after !== undefined;
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must take focus so keyboard users can scroll it (axe scrollable-region-focusable)
    <div className="data-table audit-change-table" role="region" aria-label="Änderung" tabIndex={0}>
      <table>
        <caption className="visually-hidden">Werte vor und nach der Änderung</caption>
        <thead>
          <tr>
            <th scope="col">Feld</th>
            {hasBefore ? <th scope="col">Vorher</th> : null}
            {hasAfter ? <th scope="col">Nachher</th> : null}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.key} className={row.changed && hasBefore && hasAfter ? "audit-change--changed" : undefined}>
              <th scope="row" title={row.label === row.key ? undefined : row.key}>
                {row.label}
              </th>
              {hasBefore ? (
                <td data-label="Vorher">
                  <div className="data-table__cell audit-value">{row.before}</div>
                </td>
              ) : null}
              {hasAfter ? (
                <td data-label="Nachher">
                  <div className="data-table__cell audit-value">
                    {row.after}
                    {row.changed && hasBefore ? <span className="visually-hidden"> (geändert)</span> : null}
                  </div>
                </td>
              ) : null}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
