/**
 * The state of the upload list on the documents screen: every dropped or picked file is an entry
 * with its own progress and outcome. A reducer, so the rules (which entry starts next, what a
 * retry resets) are plain functions with tests; use-upload-queue.ts runs the uploads.
 */
import { countOf } from "#shared/plural.ts";
export type UploadStatus = "waiting" | "uploading" | "checking" | "done" | "failed" | "cancelled";

export interface UploadEntry {
  key: string;
  fileName: string;
  size: number;
  status: UploadStatus;
  sentBytes: number;
  /** German message of a failure (shown as it is). */
  error?: string;
  /** Whether trying again can help (not for a refused type or size). */
  retryable?: boolean;
  /** After success: the stored name and whether the file became a new version of a document. */
  storedName?: string;
  versionNumber?: number;
}

export type UploadAction =
  | { type: "add"; entries: Array<Pick<UploadEntry, "key" | "fileName" | "size"> & { error?: string }> }
  | { type: "start"; key: string }
  | { type: "progress"; key: string; sentBytes: number; checking: boolean }
  | { type: "done"; key: string; storedName: string; versionNumber: number }
  | { type: "failed"; key: string; error: string; retryable: boolean }
  | { type: "cancelled"; key: string }
  | { type: "retry"; key: string }
  | { type: "clear-finished" };

/** Files uploaded at the same time; each file itself sends three chunks in parallel. */
export const PARALLEL_FILES = 2;

export function uploadQueueReducer(entries: UploadEntry[], action: UploadAction): UploadEntry[] {
  const update = (key: string, change: (entry: UploadEntry) => UploadEntry) => entries.map((entry) => (entry.key === key ? change(entry) : entry));
  switch (action.type) {
    case "add":
      return [
        ...entries,
        ...action.entries.map(
          (entry): UploadEntry => ({
            ...entry,
            // A file refused before any request (too large, empty, wrong type) fails at once.
            status: entry.error ? "failed" : "waiting",
            retryable: !entry.error,
            sentBytes: 0,
          }),
        ),
      ];
    case "start":
      return update(action.key, (entry) => (entry.status === "waiting" ? { ...entry, status: "uploading", sentBytes: 0 } : entry));
    case "progress":
      return update(action.key, (entry) =>
        isActive(entry)
          ? { ...entry, sentBytes: Math.max(entry.sentBytes, Math.min(action.sentBytes, entry.size)), status: action.checking ? "checking" : "uploading" }
          : entry,
      );
    case "done":
      return update(action.key, (entry) => ({
        ...entry,
        status: "done",
        sentBytes: entry.size,
        storedName: action.storedName,
        versionNumber: action.versionNumber,
        error: undefined,
      }));
    case "failed":
      return update(action.key, (entry) =>
        entry.status === "cancelled" ? entry : { ...entry, status: "failed", error: action.error, retryable: action.retryable },
      );
    case "cancelled":
      return update(action.key, (entry) => (entry.status === "done" ? entry : { ...entry, status: "cancelled" }));
    case "retry":
      return update(action.key, (entry) =>
        (entry.status === "failed" && entry.retryable) || entry.status === "cancelled"
          ? { ...entry, status: "waiting", sentBytes: 0, error: undefined }
          : entry,
      );
    case "clear-finished":
      return entries.filter((entry) => entry.status !== "done" && entry.status !== "cancelled");
  }
}

export function isActive(entry: UploadEntry): boolean {
  return entry.status === "uploading" || entry.status === "checking";
}

/** The waiting entries to start now, oldest first, keeping PARALLEL_FILES running. */
export function entriesToStart(entries: UploadEntry[], parallel = PARALLEL_FILES): UploadEntry[] {
  const running = entries.filter(isActive).length;
  return entries.filter((entry) => entry.status === "waiting").slice(0, Math.max(0, parallel - running));
}

/** One line for the whole list: "2 von 5 Dateien hochgeladen". */
export function queueSummary(entries: UploadEntry[]): string {
  const done = entries.filter((entry) => entry.status === "done").length;
  const failed = entries.filter((entry) => entry.status === "failed").length;
  const total = entries.filter((entry) => entry.status !== "cancelled").length;
  const base = `${done} von ${countOf(total, "Datei", "Dateien")} hochgeladen`;
  return failed ? `${base}, ${failed} fehlgeschlagen` : base;
}

/** Percent for the progress bar (0-100, whole numbers). */
export function percentOf(entry: UploadEntry): number {
  if (entry.status === "done") return 100;
  return entry.size ? Math.floor((entry.sentBytes / entry.size) * 100) : 0;
}
