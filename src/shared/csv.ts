/**
 * THE CSV writer of the platform (isomorphic: server exports and screens that build a CSV of the
 * numbers they show both use it; the download answer is `csvResponse` in
 * src/platform/http/respond.ts). CSV for German Excel: UTF-8 with BOM (so umlauts survive),
 * semicolon-separated, CRLF lines, quoted where needed, numbers with a decimal comma (at most two
 * places, no grouping). Text cells that a spreadsheet would read as a formula (starting with
 * = + - @, a tab or a carriage return) get a leading apostrophe: opening an export must never run
 * what a user wrote.
 */
const FORMULA_START = /^[=+\-@\t\r]/;

export type CsvValue = string | number | null | undefined;

/** `formatted`: the cell is a number the caller already wrote as text ("-1.234,50"), never a formula. */
export function csvCell(value: CsvValue, formatted = false): string {
  if (value === null || value === undefined) return "";
  let text = typeof value === "number" ? value.toLocaleString("de-DE", { useGrouping: false, maximumFractionDigits: 2 }) : value;
  if (typeof value === "string" && !formatted && FORMULA_START.test(text)) text = `'${text}`;
  return /[;"\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/**
 * `numberColumns`: the indexes of columns holding amounts the caller formatted itself (grouped,
 * two decimals: "1.234,50"); a negative amount there stays a number instead of getting the
 * formula guard's apostrophe.
 */
export function toCsv(header: readonly string[], rows: readonly (readonly CsvValue[])[], numberColumns: ReadonlySet<number> = new Set()): string {
  const lines = [header.map((value) => csvCell(value)), ...rows.map((row) => row.map((value, index) => csvCell(value, numberColumns.has(index))))].map(
    (cells) => cells.join(";"),
  );
  return "\uFEFF" + lines.join("\r\n") + "\r\n";
}
