/**
 * Streams a stored file chunk by chunk: the next chunk is read from storage only when the
 * consumer asks for more (high-water mark 0), so a download of 50 MB holds one chunk at a time.
 * Each chunk is verified against its hash on the way (ContentStore.get).
 */
import type { ContentStore } from "#platform/storage/content-store.ts";
import type { ByteRange } from "./http-range.ts";
import type { StoredFile } from "./upload-store.ts";

export class MissingChunkError extends Error {
  constructor(sha256: string) {
    super(`Chunk ${sha256} of a stored file is missing`);
    this.name = "MissingChunkError";
  }
}

export function openFileStream(content: ContentStore, file: StoredFile, range: ByteRange = { start: 0, end: file.size - 1 }): ReadableStream<Uint8Array> {
  // Chunks overlapping the range, with the offsets to cut from the first and last.
  const parts: Array<{ sha256: string; from: number; to: number }> = [];
  let offset = 0;
  for (const chunk of file.chunks) {
    const chunkEnd = offset + chunk.size - 1;
    if (chunkEnd >= range.start && offset <= range.end) {
      parts.push({ sha256: chunk.sha256, from: Math.max(0, range.start - offset), to: Math.min(chunk.size, range.end - offset + 1) });
    }
    offset += chunk.size;
  }
  let next = 0;
  return new ReadableStream<Uint8Array>(
    {
      async pull(controller) {
        const part = parts[next++];
        if (!part) {
          controller.close();
          return;
        }
        const bytes = await content.get(part.sha256);
        if (!bytes) throw new MissingChunkError(part.sha256);
        controller.enqueue(part.from === 0 && part.to === bytes.length ? bytes : bytes.subarray(part.from, part.to));
        if (next === parts.length) controller.close();
      },
    },
    { highWaterMark: 0 },
  );
}
