/**
 * (Shared copy for every module that exports CSV: audit, analytics; members keeps its own.)
 * CSV for German Excel: UTF-8 with BOM (so umlauts survive), semicolon-separated, CRLF lines,
 * quoted where needed. Cells that a spreadsheet would read as a formula (= + - @, also after a
 * tab or carriage return) get a leading apostrophe: the export must not run code when opened.
 */
const FORMULA_START = /^[=+\-@\t\r]/;

export function csvCell(value: string | number | null | undefined): string {
  if (value === null || value === undefined) return "";
  let text = typeof value === "number" ? value.toLocaleString("de-DE", { useGrouping: false, maximumFractionDigits: 1 }) : value;
  if (typeof value === "string" && FORMULA_START.test(text)) text = `'${text}`;
  return /[;"\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function toCsv(header: readonly string[], rows: readonly (readonly (string | number | null | undefined)[])[]): string {
  const lines = [header, ...rows].map((row) => row.map(csvCell).join(";"));
  return "\uFEFF" + lines.join("\r\n") + "\r\n";
}
