/**
 * The text extraction job for one stored file (ADR 120): reads the file, extracts its text within
 * the limits, stores it once per file and refreshes the search vectors of every document whose
 * current version it is. Runs after the upload's commit (outbox channel documents.extract_text),
 * so a slow or failing PDF never delays or breaks an upload; a throw makes the outbox retry.
 */
import { eq } from "drizzle-orm";
import type { Db } from "#platform/db/client.ts";
import type { ContentStore } from "#platform/storage/content-store.ts";
import { fileTypeById } from "../domain/file-types.ts";
import type { TextCharset } from "../domain/text-sniffer.ts";
import { MissingChunkError } from "./file-stream.ts";
import { loadFile } from "./postgres-upload-store.ts";
import { refreshSearchVectorsOfFile } from "./search-vector.ts";
import { documentFiles } from "./tables.ts";
import { EXTRACTION_LIMITS, extractPdfText, extractPlainText, type ExtractedText, type ExtractionLimits } from "./text-extraction.ts";
import type { StoredFile } from "./upload-store.ts";

export async function extractFileText(
  db: Db,
  content: ContentStore,
  sha256: string,
  limits: ExtractionLimits = EXTRACTION_LIMITS,
): Promise<"done" | "none" | "failed" | "skipped"> {
  const [row] = await db.select({ status: documentFiles.textStatus }).from(documentFiles).where(eq(documentFiles.sha256, sha256));
  if (row?.status !== "pending") return "skipped";
  const file = await loadFile(db, sha256);
  if (!file) return "skipped";
  const source = fileTypeById(file.typeId)?.textSource;
  let result: ExtractedText;
  if (source === "pdf") result = await extractPdfText(await readWhole(content, file), limits);
  else if (source === "text") result = await extractPlainText(chunksOf(content, file), charsetOf(file.mediaType));
  else result = { text: "", truncated: false };
  const status = result.failure ? "failed" : result.text ? "done" : "none";
  await db.transaction(async (txn) => {
    const tx = txn as unknown as Db;
    await tx
      .update(documentFiles)
      .set({ textStatus: status, textContent: result.text || null, textHead: result.text ? result.text.slice(0, 5000) : null, textTruncated: result.truncated })
      .where(eq(documentFiles.sha256, sha256));
    if (result.text) await refreshSearchVectorsOfFile(tx, sha256);
  });
  return status;
}

/** pdf.js needs the whole file: one buffer of the file's size, filled chunk by chunk. */
async function readWhole(content: ContentStore, file: StoredFile): Promise<Uint8Array> {
  const bytes = new Uint8Array(file.size);
  let at = 0;
  for (const chunk of file.chunks) {
    const part = await content.get(chunk.sha256);
    if (!part) throw new MissingChunkError(chunk.sha256);
    bytes.set(part, at);
    at += part.length;
  }
  return bytes;
}

async function* chunksOf(content: ContentStore, file: StoredFile): AsyncGenerator<Uint8Array> {
  for (const chunk of file.chunks) {
    const part = await content.get(chunk.sha256);
    if (!part) throw new MissingChunkError(chunk.sha256);
    yield part;
  }
}

function charsetOf(mediaType: string): TextCharset {
  const charset = /charset=([\w-]+)/i.exec(mediaType)?.[1]?.toLowerCase();
  return charset === "windows-1252" || charset === "utf-16le" || charset === "utf-16be" ? charset : "utf-8";
}
