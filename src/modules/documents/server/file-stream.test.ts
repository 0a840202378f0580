import { describe, expect, it } from "vitest";
import { ContentStore } from "#platform/storage/content-store.ts";
import { memoryStorage } from "#platform/storage/memory-storage.ts";
import { concatBytes } from "./test-samples.ts";
import { MissingChunkError, openFileStream } from "./file-stream.ts";
import type { StoredFile } from "./upload-store.ts";

async function fileOf(parts: number[][]): Promise<{ content: ContentStore; file: StoredFile; bytes: Uint8Array }> {
  const content = new ContentStore(memoryStorage());
  const chunks = [];
  for (const part of parts) chunks.push(await content.put(new Uint8Array(part)));
  const bytes = concatBytes(...parts.map((part) => new Uint8Array(part)));
  return { content, bytes, file: { sha256: "x", size: bytes.length, typeId: "txt", mediaType: "text/plain", chunks } };
}

async function read(stream: ReadableStream<Uint8Array>) {
  const parts: Uint8Array[] = [];
  for await (const part of stream) parts.push(part);
  return { bytes: concatBytes(...parts), parts: parts.length };
}

describe("openFileStream", () => {
  it("yields the chunks in order, one per read", async () => {
    const { content, file, bytes } = await fileOf([[1, 2, 3], [4, 5, 6], [7]]);
    expect(await read(openFileStream(content, file))).toEqual({ bytes, parts: 3 });
  });

  it("serves byte ranges across chunk borders", async () => {
    const { content, file, bytes } = await fileOf([
      [0, 1, 2],
      [3, 4, 5],
      [6, 7, 8],
    ]);
    for (const [start, end] of [
      [0, 0],
      [2, 3],
      [1, 7],
      [3, 5],
      [8, 8],
      [0, 8],
      [4, 4],
    ] as const) {
      expect((await read(openFileStream(content, file, { start, end }))).bytes, `${start}-${end}`).toEqual(bytes.slice(start, end + 1));
    }
    expect((await read(openFileStream(content, file, { start: 3, end: 5 }))).parts).toBe(1);
  });

  it("reads a chunk only when the consumer asks for it", async () => {
    const { content, file } = await fileOf([[1], [2], [3]]);
    let gets = 0;
    const counting = Object.assign(Object.create(content) as ContentStore, {
      get: async (sha256: string) => {
        gets += 1;
        return content.get(sha256);
      },
    });
    const reader = openFileStream(counting, file).getReader();
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(gets).toBe(0);
    await reader.read();
    expect(gets).toBe(1);
    await reader.cancel();
  });

  it("fails the stream when a chunk is missing", async () => {
    const { content, file } = await fileOf([[1], [2]]);
    await content.delete(file.chunks[1]!.sha256);
    await expect(read(openFileStream(content, file))).rejects.toBeInstanceOf(MissingChunkError);
  });
});
