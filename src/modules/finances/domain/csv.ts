/**
 * CSV for spreadsheets used in Germany: semicolon separators, decimal comma (the caller formats
 * numbers), CRLF line ends and a byte order mark so Excel reads UTF-8 umlauts correctly.
 * Text cells that start like a formula are prefixed with an apostrophe (CSV injection): a
 * member name "=HYPERLINK(...)" must stay text on the auditor's machine.
 */
export type CsvCell = string | number | null;

function cell(value: CsvCell, isNumber: boolean): string {
  if (value === null) return "";
  let text = String(value);
  if (!isNumber && /^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[;"\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function toCsv(header: readonly string[], rows: readonly CsvCell[][], numericColumns: ReadonlySet<number> = new Set()): string {
  const lines = [header.map((value) => cell(value, false)), ...rows.map((row) => row.map((value, index) => cell(value, numericColumns.has(index))))];
  return `\ufeff${lines.map((line) => line.join(";")).join("\r\n")}\r\n`;
}
