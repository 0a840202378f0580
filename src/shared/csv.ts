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

export function csvCell(value: CsvValue): string {
  if (value === null || value === undefined) return "";
  let text = typeof value === "number" ? value.toLocaleString("de-DE", { useGrouping: false, maximumFractionDigits: 2 }) : value;
  if (typeof value === "string" && FORMULA_START.test(text)) text = `'${text}`;
  return /[;"\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function toCsv(header: readonly string[], rows: readonly (readonly CsvValue[])[]): string {
  const lines = [header, ...rows].map((row) => row.map(csvCell).join(";"));
  return "\uFEFF" + lines.join("\r\n") + "\r\n";
}
