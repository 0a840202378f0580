/**
 * CSV for German Excel: UTF-8 with BOM, semicolons, CRLF, quoted where needed; cells a spreadsheet
 * would read as a formula get a leading apostrophe. (The member register has the same rules in its
 * server folder; modules may not import each other's internals, so the dozen lines live here too.)
 */
const FORMULA_START = /^[=+\-@\t\r]/;

export function csvCell(value: string | number | null | undefined): string {
  if (value === null || value === undefined) return "";
  let text = typeof value === "number" ? value.toLocaleString("de-DE", { useGrouping: false, maximumFractionDigits: 2 }) : value;
  if (typeof value === "string" && FORMULA_START.test(text)) text = `'${text}`;
  return /[;"\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function toCsv(header: readonly string[], rows: readonly (readonly (string | number | null | undefined)[])[]): string {
  return "\uFEFF" + [header, ...rows].map((row) => row.map(csvCell).join(";")).join("\r\n") + "\r\n";
}

export function csvResponse(csv: string, fileName: string): Response {
  return new Response(csv, { headers: { "content-type": "text/csv; charset=utf-8", "content-disposition": `attachment; filename="${fileName}"`, "cache-control": "no-store" } });
}
