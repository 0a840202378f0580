import { describe, expect, it } from "vitest";
import { entriesToStart, percentOf, queueSummary, uploadQueueReducer, type UploadAction, type UploadEntry } from "./upload-queue.ts";

const run = (actions: UploadAction[], start: UploadEntry[] = []) => actions.reduce(uploadQueueReducer, start);
const add = (...names: string[]): UploadAction => ({ type: "add", entries: names.map((fileName) => ({ key: fileName, fileName, size: 1000 })) });

describe("uploadQueueReducer", () => {
  it("adds files as waiting and refused ones as failed with their message", () => {
    const entries = run([add("a.pdf"), { type: "add", entries: [{ key: "b", fileName: "b.exe", size: 5, error: "Dateityp nicht erlaubt" }] }]);
    expect(entries.map((e) => [e.fileName, e.status, e.error])).toEqual([
      ["a.pdf", "waiting", undefined],
      ["b.exe", "failed", "Dateityp nicht erlaubt"],
    ]);
  });

  it("tracks progress, never backwards, capped at the size, and the checking phase", () => {
    let entries = run([add("a.pdf"), { type: "start", key: "a.pdf" }, { type: "progress", key: "a.pdf", sentBytes: 600, checking: false }]);
    entries = run([{ type: "progress", key: "a.pdf", sentBytes: 400, checking: false }], entries);
    expect(entries[0]!.sentBytes).toBe(600);
    entries = run([{ type: "progress", key: "a.pdf", sentBytes: 5000, checking: true }], entries);
    expect(entries[0]).toMatchObject({ sentBytes: 1000, status: "checking" });
    entries = run([{ type: "done", key: "a.pdf", storedName: "a.pdf", versionNumber: 2 }], entries);
    expect(entries[0]).toMatchObject({ status: "done", versionNumber: 2 });
    expect(percentOf(entries[0]!)).toBe(100);
  });

  it("ignores progress of an entry that is no longer running", () => {
    const entries = run([
      add("a.pdf"),
      { type: "start", key: "a.pdf" },
      { type: "cancelled", key: "a.pdf" },
      { type: "progress", key: "a.pdf", sentBytes: 900, checking: false },
    ]);
    expect(entries[0]).toMatchObject({ status: "cancelled", sentBytes: 0 });
  });

  it("keeps a cancellation when the aborted upload reports its failure afterwards", () => {
    const entries = run([
      add("a.pdf"),
      { type: "start", key: "a.pdf" },
      { type: "cancelled", key: "a.pdf" },
      { type: "failed", key: "a.pdf", error: "abgebrochen", retryable: true },
    ]);
    expect(entries[0]!.status).toBe("cancelled");
  });

  it("retries failed and cancelled entries from the start", () => {
    const entries = run([
      add("a.pdf"),
      { type: "start", key: "a.pdf" },
      { type: "progress", key: "a.pdf", sentBytes: 500, checking: false },
      { type: "failed", key: "a.pdf", error: "Netz", retryable: true },
      { type: "retry", key: "a.pdf" },
    ]);
    expect(entries[0]).toMatchObject({ status: "waiting", sentBytes: 0, error: undefined });
    const refused = run([
      { type: "add", entries: [{ key: "x", fileName: "x.exe", size: 1, error: "Dateityp nicht erlaubt" }] },
      { type: "retry", key: "x" },
    ]);
    expect(refused[0]).toMatchObject({ status: "failed", retryable: false });
  });

  it("clears finished entries but keeps failed ones visible", () => {
    const entries = run([
      add("a", "b", "c"),
      { type: "done", key: "a", storedName: "a", versionNumber: 1 },
      { type: "failed", key: "b", error: "x", retryable: true },
      { type: "cancelled", key: "c" },
      { type: "clear-finished" },
    ]);
    expect(entries.map((e) => e.key)).toEqual(["b"]);
  });
});

describe("queue helpers", () => {
  it("starts the oldest waiting files up to the parallel limit", () => {
    let entries = run([add("a", "b", "c", "d")]);
    expect(entriesToStart(entries).map((e) => e.key)).toEqual(["a", "b"]);
    entries = run([{ type: "start", key: "a" }], entries);
    expect(entriesToStart(entries).map((e) => e.key)).toEqual(["b"]);
    entries = run([{ type: "start", key: "b" }], entries);
    expect(entriesToStart(entries)).toEqual([]);
    entries = run([{ type: "done", key: "a", storedName: "a", versionNumber: 1 }], entries);
    expect(entriesToStart(entries).map((e) => e.key)).toEqual(["c"]);
  });

  it("summarises the list in German", () => {
    const entries = run([
      add("a", "b", "c"),
      { type: "done", key: "a", storedName: "a", versionNumber: 1 },
      { type: "failed", key: "b", error: "x", retryable: true },
    ]);
    expect(queueSummary(entries)).toBe("1 von 3 Dateien hochgeladen, 1 fehlgeschlagen");
    expect(queueSummary(run([add("a")]))).toBe("0 von 1 Datei hochgeladen");
  });
});
