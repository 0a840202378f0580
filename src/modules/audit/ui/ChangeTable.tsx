/** Before and after of a change, field by field; values are shown as text, never as markup. */
function fields(value: unknown): Record<string, unknown> {
  return value && typeof value === "object" && !Array.isArray(value) ? (value as Record<string, unknown>) : value === null || value === undefined ? {} : { Wert: value };
}

export function formatValue(value: unknown): string {
  if (value === undefined) return "–";
  if (value === null) return "leer";
  if (typeof value === "string") return value;
  return JSON.stringify(value);
}

export function ChangeTable({ before, after }: { before: unknown; after: unknown }) {
  const b = fields(before);
  const a = fields(after);
  const keys = [...new Set([...Object.keys(b), ...Object.keys(a)])];
  if (keys.length === 0) return <p className="audit-muted">Dieser Eintrag hält keine Werte fest.</p>;
  return (
    <div className="data-table" role="region" aria-label="Änderung" tabIndex={0}>
      <table>
        <caption className="visually-hidden">Werte vor und nach der Änderung</caption>
        <thead>
          <tr>
            <th scope="col">Feld</th>
            <th scope="col">Vorher</th>
            <th scope="col">Nachher</th>
          </tr>
        </thead>
        <tbody>
          {keys.map((key) => {
            const changed = formatValue(b[key]) !== formatValue(a[key]);
            return (
              <tr key={key} className={changed ? "audit-change--changed" : undefined}>
                <th scope="row">{key}</th>
                <td data-label="Vorher"><div className="data-table__cell audit-value">{formatValue(b[key])}</div></td>
                <td data-label="Nachher"><div className="data-table__cell audit-value">{formatValue(a[key])}{changed ? <span className="visually-hidden"> (geändert)</span> : null}</div></td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
