/**
 * CSV of a chart's numbers as German spreadsheets read it: semicolons, decimal commas, a byte
 * order mark for the umlauts; cells that a spreadsheet would run as formulas are defused.
 */
export type Cell = string | number | null;

function cell(value: Cell): string {
  if (value === null) return "";
  if (typeof value === "number") return String(value).replace(".", ",");
  const text = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[";\n\r]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function toCsv(header: readonly string[], rows: readonly (readonly Cell[])[]): string {
  return `\uFEFF${[header, ...rows].map((row) => row.map(cell).join(";")).join("\r\n")}\r\n`;
}

export function downloadCsv(fileName: string, header: readonly string[], rows: readonly (readonly Cell[])[]): void {
  const url = URL.createObjectURL(new Blob([toCsv(header, rows)], { type: "text/csv;charset=utf-8" }));
  const link = document.createElement("a");
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
