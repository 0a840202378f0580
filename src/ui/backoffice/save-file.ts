/**
 * Saving files in the browser: one way for every screen. Downloads are fetched with the session's
 * token (a plain link would not carry it) and handed to the browser's save dialog as a blob URL.
 */
import { toCsv, type CsvValue } from "#shared/csv.ts";
import { toast } from "../toast/toast-store.ts";
import { apiDownload } from "./api-client.ts";
import { errorMessage } from "./QueryError.tsx";

/** Offers a blob for saving under the given name. */
export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement("a");
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked later: some browsers read the URL only after click() has returned.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

/** Fetches a file answer of the API and saves it under the server's name (else the fallback). Throws ApiError. */
export async function saveDownload(path: string, fallbackName: string): Promise<void> {
  const { blob, filename } = await apiDownload(path);
  saveBlob(blob, filename ?? fallbackName);
}

/** saveDownload for a button: a failure becomes a German toast instead of an exception. */
export async function downloadOrToast(path: string, fallbackName: string): Promise<void> {
  try {
    await saveDownload(path, fallbackName);
  } catch (error) {
    toast({ title: "Download fehlgeschlagen", description: errorMessage(error), variant: "destructive" });
  }
}

/** Saves numbers a screen shows as CSV for German Excel (src/shared/csv.ts). */
export function saveCsv(fileName: string, header: readonly string[], rows: readonly (readonly CsvValue[])[]): void {
  saveBlob(new Blob([toCsv(header, rows)], { type: "text/csv;charset=utf-8" }), fileName);
}
