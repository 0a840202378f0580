/**
 * `node scripts/bench-documents-files.ts`: what a 50 MB file costs a function (ADR 120), each case
 * in a fresh child process so the peak RSS belongs to that case alone.
 *
 *   upload      a 50 MB upload through the upload service into the folder storage (chunked,
 *               completed, streamed back): peak RSS above the process's start, time
 *   pdf-images  text extraction from a 50 MB PDF of ten large images (the usual scan)
 *   pdf-text    text extraction from a 50 MB PDF of 6,700 dense text pages, with the limits
 *   pdf-text-all  the same PDF without page/time limits (why the limits exist; ~30 s)
 */
import { spawnSync } from "node:child_process";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { ContentStore } from "#platform/storage/content-store.ts";
import { folderStorage } from "#platform/storage/folder-storage.ts";
import { buildSimplePdf, type SimplePdfPage } from "#modules/documents/server/simple-pdf.ts";
import { EXTRACTION_LIMITS, extractPdfText } from "#modules/documents/server/text-extraction.ts";
import { MemoryUploadStore } from "#modules/documents/server/memory-upload-store.ts";
import { UploadService } from "#modules/documents/server/upload-service.ts";
import { openFileStream } from "#modules/documents/server/file-stream.ts";

const LINE = "Die Mitgliederversammlung beschließt die Änderung der Satzung über Schienenwege und Serviceeinrichtungen.";
const cases = ["upload", "pdf-images", "pdf-text", "pdf-text-all"] as const;
type Case = (typeof cases)[number];

function imagePdf(): Uint8Array {
  return buildSimplePdf(Array.from({ length: 10 }, (_, page) => ({ lines: [`Seite ${page + 1}: ${LINE}`], imageBytes: 5_200_000 })));
}

function textPdf(): Uint8Array {
  const pages: SimplePdfPage[] = Array.from({ length: 6_700 }, (_, page) => ({ lines: Array.from({ length: 50 }, (_, row) => `${page}.${row} ${LINE}`) }));
  return buildSimplePdf(pages);
}

/**
 * Samples RSS every 10 ms while `work` runs (peak above the start). `checkpoint` collects garbage
 * and records the binary memory still alive, which is what a function really holds at that point
 * (RSS also counts garbage the collector has not reclaimed yet).
 */
async function measure(work: (checkpoint: (phase: "upload" | "download") => void) => Promise<string>): Promise<void> {
  globalThis.gc!();
  const base = process.memoryUsage();
  let peak = base.rss;
  const retained = { upload: 0, download: 0 };
  const checkpoint = (phase: "upload" | "download") => {
    globalThis.gc!();
    retained[phase] = Math.max(retained[phase], process.memoryUsage().arrayBuffers - base.arrayBuffers);
  };
  const timer = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 10);
  const started = performance.now();
  const detail = await work(checkpoint);
  const ms = performance.now() - started;
  clearInterval(timer);
  peak = Math.max(peak, process.memoryUsage().rss);
  console.log(
    JSON.stringify({
      ms: Math.round(ms),
      peakAboveStartMB: Math.round((peak - base.rss) / 1e6),
      retainedMB: { upload: Number((retained.upload / 1e6).toFixed(1)), download: Number((retained.download / 1e6).toFixed(1)) },
      detail,
    }),
  );
}

async function runCase(name: Case): Promise<void> {
  if (name === "upload") {
    const bytes = imagePdf(); // 52 MB, within the 50 MiB limit
    const root = await mkdtemp(path.join(tmpdir(), "vnsi-bench-upload-"));
    try {
      const content = new ContentStore(folderStorage(root), "chunks");
      const service = new UploadService({ content, store: new MemoryUploadStore() });
      await measure(async (checkpoint) => {
        const session = await service.begin({ ownerId: "bench", fileName: "Scan.pdf", size: bytes.length, target: null });
        for (let index = 0, at = 0; at < bytes.length; index++, at += service.chunkBytes) {
          // A copy, as a request body would arrive: the service sees one chunk, never the file.
          const body = bytes.slice(at, at + service.chunkBytes);
          await service.putChunk(session.id, "bench", index, body);
          checkpoint("upload");
        }
        const { file } = await service.complete(session.id, "bench", async (upload) => upload);
        let streamed = 0;
        for await (const part of openFileStream(content, file)) {
          streamed += part.length;
          checkpoint("download");
        }
        return `${(bytes.length / 1e6).toFixed(1)} MB in ${file.chunks.length} chunks, streamed back ${streamed} bytes (the test file itself is allocated before the start)`;
      });
    } finally {
      await rm(root, { recursive: true, force: true });
    }
    return;
  }
  const pdf = name === "pdf-images" ? imagePdf() : textPdf();
  const size = pdf.length; // pdf.js takes the buffer over (it is detached afterwards)
  const limits = name === "pdf-text-all" ? { maxPages: Infinity, maxChars: Infinity, maxMillis: Infinity } : EXTRACTION_LIMITS;
  await measure(async () => {
    const result = await extractPdfText(pdf, limits);
    return `${(size / 1e6).toFixed(1)} MB PDF -> ${result.text.length} characters, truncated: ${result.truncated}`;
  });
}

const requested = process.argv[2] as Case | undefined;
if (requested) {
  await runCase(requested);
} else {
  const selected = process.env.BENCH_ONLY ? cases.filter((c) => c.includes(process.env.BENCH_ONLY!)) : cases;
  console.log(
    `Documents: cost of a 50 MB file (limits: ${EXTRACTION_LIMITS.maxPages} pages, ${EXTRACTION_LIMITS.maxChars} chars, ${EXTRACTION_LIMITS.maxMillis} ms)`,
  );
  for (const name of selected) {
    const child = spawnSync(process.execPath, ["--expose-gc", import.meta.filename, name], { encoding: "utf8" });
    const line = child.stdout.trim().split("\n").pop() ?? "";
    if (child.status !== 0) {
      console.log(`${name.padEnd(14)} failed: ${child.stderr.trim().split("\n").slice(-3).join(" | ")}`);
      continue;
    }
    const { ms, peakAboveStartMB, retainedMB, detail } = JSON.parse(line) as {
      ms: number;
      peakAboveStartMB: number;
      retainedMB: { upload: number; download: number };
      detail: string;
    };
    const retained =
      name === "upload" ? `; binary memory alive at most: ${retainedMB.upload} MB while uploading, ${retainedMB.download} MB while streaming back` : "";
    console.log(`${name.padEnd(14)} ${String(ms).padStart(7)} ms  ${String(peakAboveStartMB).padStart(5)} MB peak RSS above start${retained}  ${detail}`);
  }
}
