/** The numbers of a chart as CSV (src/shared/csv.ts: German Excel, formulas defused). */
import type { CsvValue } from "#shared/csv.ts";
import { saveCsv } from "#ui/backoffice/save-file.ts";

export type Cell = CsvValue;

export function downloadCsv(fileName: string, header: readonly string[], rows: readonly (readonly Cell[])[]): void {
  saveCsv(fileName, header, rows);
}
