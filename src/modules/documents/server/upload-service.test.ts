import { describe, expect, it } from "vitest";
import { ContentStore, sha256Hex } from "#platform/storage/content-store.ts";
import { memoryStorage } from "#platform/storage/memory-storage.ts";
import type { ObjectStorage } from "#platform/storage/object-storage.ts";
import { concatBytes, samples } from "./test-samples.ts";
import { CHUNK_BYTES, UPLOAD_SESSION_TTL_MS } from "../domain/upload-limits.ts";
import { openFileStream } from "./file-stream.ts";
import { MemoryUploadStore } from "./memory-upload-store.ts";
import { buildSimplePdf } from "./simple-pdf.ts";
import { adoptionSliceOf, CHUNK_GRACE_MS, UploadService } from "./upload-service.ts";
import { UploadError } from "./upload-errors.ts";

const CHUNK = 1024;

function setup(options: { chunkBytes?: number; objects?: ObjectStorage } = {}) {
  let now = new Date("2026-11-24T10:00:00Z");
  let ids = 0;
  const objects = options.objects ?? memoryStorage();
  const content = new ContentStore(objects, "chunks");
  const store = new MemoryUploadStore();
  const service = new UploadService({
    content,
    store,
    chunkBytes: options.chunkBytes ?? CHUNK,
    now: () => now,
    newId: () => `session-${++ids}`,
  });
  const advance = (ms: number) => {
    now = new Date(now.getTime() + ms);
  };
  const storedKeys = async () => {
    const keys: string[] = [];
    for await (const key of objects.list("")) keys.push(key);
    return keys.sort();
  };
  return { service, store, content, objects, advance, storedKeys };
}

/** A PDF of roughly `size` bytes (text lines plus an image), so type checks pass. */
function pdfOfSize(size: number): Uint8Array {
  return buildSimplePdf([{ lines: ["Haushaltsplan 2026"], imageBytes: Math.max(0, size - 1200) }]);
}

function split(bytes: Uint8Array, chunkBytes = CHUNK): Uint8Array[] {
  const parts: Uint8Array[] = [];
  for (let at = 0; at < bytes.length; at += chunkBytes) parts.push(bytes.slice(at, at + chunkBytes));
  return parts;
}

async function readAll(stream: ReadableStream<Uint8Array>): Promise<Uint8Array> {
  const parts: Uint8Array[] = [];
  for await (const part of stream) parts.push(part);
  return concatBytes(...parts);
}

async function uploadWhole(service: UploadService<undefined>, bytes: Uint8Array, fileName = "Haushalt.pdf", ownerId = "u1") {
  const session = await service.begin({ ownerId, fileName, size: bytes.length, target: { folderId: "f1" } });
  for (const [index, part] of split(bytes, service.chunkBytes).entries()) await service.putChunk(session.id, ownerId, index, part);
  return service.complete(session.id, ownerId, async (upload) => upload);
}

async function codeOf(promise: Promise<unknown>): Promise<string> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof UploadError) return error.code;
    throw error;
  }
  throw new Error("expected an UploadError");
}

describe("UploadService: the happy path", () => {
  it("uploads a file in chunks and streams it back byte-identical", async () => {
    const { service, content } = setup();
    const bytes = pdfOfSize(10 * CHUNK + 123);
    const { file, fileName, type, session } = await uploadWhole(service, bytes);
    expect(file.sha256).toBe(sha256Hex(bytes));
    expect(file.size).toBe(bytes.length);
    expect(file.chunks).toHaveLength(Math.ceil(bytes.length / CHUNK));
    expect(file.typeId).toBe("pdf");
    expect(file.mediaType).toBe("application/pdf");
    expect(fileName).toBe("Haushalt.pdf");
    expect(type.preview).toBe("pdf");
    expect(session.target).toEqual({ folderId: "f1" });
    expect(await readAll(openFileStream(content, file))).toEqual(bytes);
  });

  it("works with the real chunk size on a 9 MB file", async () => {
    const { service, content } = setup({ chunkBytes: CHUNK_BYTES });
    const bytes = pdfOfSize(9 * 1024 * 1024);
    const { file } = await uploadWhole(service, bytes);
    expect(file.chunks.map((chunk) => chunk.size)).toEqual([CHUNK_BYTES, CHUNK_BYTES, bytes.length - 2 * CHUNK_BYTES]);
    expect(sha256Hex(await readAll(openFileStream(content, file)))).toBe(sha256Hex(bytes));
  });

  it("accepts chunks in any order and the same chunk twice", async () => {
    const { service, content } = setup();
    const bytes = pdfOfSize(5 * CHUNK);
    const parts = split(bytes);
    const session = await service.begin({ ownerId: "u1", fileName: "a.pdf", size: bytes.length, target: null });
    for (const index of [3, 0, 5, 1, 1, 4, 2]) if (parts[index]) await service.putChunk(session.id, "u1", index, parts[index]!);
    expect((await service.status(session.id, "u1")).received).toEqual([0, 1, 2, 3, 4, 5].filter((i) => parts[i]));
    const { file } = await service.complete(session.id, "u1", async (upload) => upload);
    expect(await readAll(openFileStream(content, file))).toEqual(bytes);
  });

  it("takes chunk bodies as streams, as a request delivers them", async () => {
    const { service } = setup();
    const bytes = samples.textUtf8("Protokoll\n".repeat(300));
    const session = await service.begin({ ownerId: "u1", fileName: "p.txt", size: bytes.length, target: null });
    for (const [index, part] of split(bytes).entries()) {
      const stream = new ReadableStream<Uint8Array>({
        start(controller) {
          controller.enqueue(part.subarray(0, 100));
          controller.enqueue(part.subarray(100));
          controller.close();
        },
      });
      await service.putChunk(session.id, "u1", index, stream, sha256Hex(part));
    }
    const { file } = await service.complete(session.id, "u1", async (upload) => upload);
    expect(file.mediaType).toBe("text/plain; charset=utf-8");
  });

  it("checks the browser's whole-file SHA-256 when it sent one", async () => {
    const { service } = setup();
    const bytes = pdfOfSize(3 * CHUNK);
    const good = await service.begin({ ownerId: "u1", fileName: "a.pdf", size: bytes.length, sha256: sha256Hex(bytes).toUpperCase(), target: null });
    for (const [index, part] of split(bytes).entries()) await service.putChunk(good.id, "u1", index, part);
    await service.complete(good.id, "u1", async () => "ok");

    const bad = await service.begin({ ownerId: "u1", fileName: "a.pdf", size: bytes.length, sha256: sha256Hex(samples.pdf()), target: null });
    for (const [index, part] of split(bytes).entries()) await service.putChunk(bad.id, "u1", index, part);
    expect(await codeOf(service.complete(bad.id, "u1", async () => "ok"))).toBe("file_corrupted");
  });
});

describe("UploadService: content addressing", () => {
  it("stores identical bytes once, across uploads and within a file", async () => {
    const { service, storedKeys } = setup();
    const header = samples.textUtf8("a".repeat(CHUNK));
    const bytes = concatBytes(header, header, header); // three identical chunks
    await uploadWhole(service, bytes, "a.txt");
    await uploadWhole(service, bytes, "b.txt");
    expect(await storedKeys()).toHaveLength(1);
  });
});

describe("UploadService: refusals", () => {
  it("refuses a Windows program renamed to .pdf at the first chunk, keeping nothing", async () => {
    const { service, store, storedKeys } = setup();
    const exe = concatBytes(samples.exe(), new Uint8Array(3 * CHUNK));
    const session = await service.begin({ ownerId: "u1", fileName: "Rechnung.pdf", size: exe.length, target: null });
    const error = await service.putChunk(session.id, "u1", 0, exe.slice(0, CHUNK)).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(UploadError);
    expect((error as UploadError).status).toBe(415);
    expect((error as UploadError).message).toContain("„Rechnung.pdf“ ist keine PDF-Datei, sondern ein Windows-Programm");
    expect(store.sessions.size).toBe(0);
    expect(await storedKeys()).toEqual([]);
    expect(await codeOf(service.putChunk(session.id, "u1", 1, exe.slice(CHUNK, 2 * CHUNK)))).toBe("not_found");
  });

  it("refuses a text file with binary data after its first chunk, on completion", async () => {
    const { service, store } = setup();
    const bytes = concatBytes(samples.textUtf8("x".repeat(CHUNK)), new Uint8Array([0x41, 0x00, 0x42]));
    const session = await service.begin({ ownerId: "u1", fileName: "liste.csv", size: bytes.length, target: null });
    for (const [index, part] of split(bytes).entries()) await service.putChunk(session.id, "u1", index, part);
    expect(await codeOf(service.complete(session.id, "u1", async () => "ok"))).toBe("type_refused");
    expect(store.files.size).toBe(0);
  });

  it("labels a Windows-1252 CSV with its charset", async () => {
    const { service } = setup();
    const { file } = await uploadWhole(service, samples.textWindows1252(), "Mitglieder.csv");
    expect(file.mediaType).toBe("text/csv; charset=windows-1252");
  });

  it("refuses empty, oversized and too many parallel uploads", async () => {
    const { service } = setup();
    expect(await codeOf(service.begin({ ownerId: "u1", fileName: "a.pdf", size: 0, target: null }))).toBe("empty");
    expect(await codeOf(service.begin({ ownerId: "u1", fileName: "a.pdf", size: 50 * 1024 * 1024 + 1, target: null }))).toBe("too_large");
    expect(await codeOf(service.begin({ ownerId: "u1", fileName: "a.pdf", size: 1.5, target: null }))).toBe("empty");
    await service.begin({ ownerId: "u1", fileName: "a.pdf", size: 50 * 1024 * 1024, target: null });
    for (let i = 1; i < 50; i++) await service.begin({ ownerId: "u1", fileName: `f${i}.pdf`, size: 10, target: null });
    expect(await codeOf(service.begin({ ownerId: "u1", fileName: "zu-viel.pdf", size: 10, target: null }))).toBe("too_many_uploads");
    await service.begin({ ownerId: "u2", fileName: "andere.pdf", size: 10, target: null });
  });

  it("refuses chunks of the wrong size or index and damaged chunks", async () => {
    const { service } = setup();
    const bytes = pdfOfSize(2 * CHUNK + 10);
    const parts = split(bytes);
    const session = await service.begin({ ownerId: "u1", fileName: "a.pdf", size: bytes.length, target: null });
    expect(await codeOf(service.putChunk(session.id, "u1", 0, parts[0]!.subarray(1)))).toBe("bad_chunk");
    expect(await codeOf(service.putChunk(session.id, "u1", 0, concatBytes(parts[0]!, new Uint8Array([1]))))).toBe("bad_chunk");
    expect(await codeOf(service.putChunk(session.id, "u1", parts.length, parts[0]!))).toBe("bad_chunk");
    expect(await codeOf(service.putChunk(session.id, "u1", -1, parts[0]!))).toBe("bad_chunk");
    expect(await codeOf(service.putChunk(session.id, "u1", 0, parts[0]!, sha256Hex(parts[1]!)))).toBe("chunk_corrupted");
  });

  it("stops reading a chunk body at the first byte too many (one chunk in memory at most)", async () => {
    const { service } = setup();
    const bytes = pdfOfSize(2 * CHUNK);
    const session = await service.begin({ ownerId: "u1", fileName: "a.pdf", size: bytes.length, target: null });
    let pulled = 0;
    let cancelled = false;
    const endless = new ReadableStream<Uint8Array>({
      pull(controller) {
        pulled += 1;
        controller.enqueue(bytes.subarray(0, 300));
      },
      cancel() {
        cancelled = true;
      },
    });
    expect(await codeOf(service.putChunk(session.id, "u1", 0, endless))).toBe("bad_chunk");
    expect(cancelled).toBe(true);
    expect(pulled).toBeLessThanOrEqual(Math.ceil(CHUNK / 300) + 2);
  });
});

describe("UploadService: interrupted and concurrent uploads", () => {
  it("shows nothing for an unfinished upload and sweeps it away once expired", async () => {
    const { service, store, advance, storedKeys } = setup();
    const bytes = pdfOfSize(4 * CHUNK);
    const session = await service.begin({ ownerId: "u1", fileName: "halb.pdf", size: bytes.length, target: null });
    const parts = split(bytes);
    await service.putChunk(session.id, "u1", 0, parts[0]!);
    await service.putChunk(session.id, "u1", 1, parts[1]!);
    // The connection dies here: no complete().
    expect(store.files.size).toBe(0);
    expect(await storedKeys()).toHaveLength(2);

    advance(UPLOAD_SESSION_TTL_MS - 1000);
    expect(await service.sweep()).toEqual({ sessions: 0, adopted: 0, chunks: 0 });
    advance(2000);
    expect(await codeOf(service.putChunk(session.id, "u1", 2, parts[2]!))).toBe("not_found");
    expect(await service.sweep()).toEqual({ sessions: 1, adopted: 0, chunks: 0 }); // chunks still in their grace time
    advance(CHUNK_GRACE_MS);
    expect(await service.sweep()).toEqual({ sessions: 0, adopted: 0, chunks: 2 });
    expect(await storedKeys()).toEqual([]);
    expect(store.sessions.size).toBe(0);
  });

  it("never collects chunks that a committed file or another open upload still uses", async () => {
    const { service, store, advance, storedKeys } = setup();
    const shared = samples.textUtf8("s".repeat(CHUNK));
    const kept = concatBytes(shared, samples.textUtf8("kept"));
    await uploadWhole(service, kept, "kept.txt");
    const open = await service.begin({ ownerId: "u2", fileName: "open.txt", size: 2 * CHUNK, target: null });
    await service.putChunk(open.id, "u2", 0, shared);
    const abandoned = await service.begin({ ownerId: "u3", fileName: "weg.txt", size: 2 * CHUNK, target: null });
    await service.putChunk(abandoned.id, "u3", 0, shared);
    await service.putChunk(abandoned.id, "u3", 1, samples.textUtf8("w".repeat(CHUNK)));
    await service.cancel(abandoned.id, "u3");

    advance(UPLOAD_SESSION_TTL_MS / 2 + CHUNK_GRACE_MS);
    await service.sweep();
    advance(UPLOAD_SESSION_TTL_MS / 2 + CHUNK_GRACE_MS);
    await service.sweep();
    // Only the abandoned upload's own chunk went; the shared one lives on in kept.txt.
    expect(await storedKeys()).toHaveLength(2);
    store.releaseFile(sha256Hex(kept));
    expect(await service.sweep()).toEqual({ sessions: 0, adopted: 0, chunks: 2 });
    expect(await storedKeys()).toEqual([]);
  });

  it("lets exactly one of two simultaneous completions create the document", async () => {
    const { service } = setup();
    const bytes = pdfOfSize(3 * CHUNK);
    const session = await service.begin({ ownerId: "u1", fileName: "a.pdf", size: bytes.length, target: null });
    for (const [index, part] of split(bytes).entries()) await service.putChunk(session.id, "u1", index, part);
    let created = 0;
    const results = await Promise.allSettled([0, 1].map(() => service.complete(session.id, "u1", async () => ++created)));
    expect(created).toBe(1);
    expect(results.map((r) => r.status).sort()).toEqual(["fulfilled", "rejected"]);
  });

  it("answers not_found, not incomplete, to a completion that finds the session committed meanwhile", async () => {
    const { service, store } = setup();
    const bytes = pdfOfSize(3 * CHUNK);
    const session = await service.begin({ ownerId: "u1", fileName: "a.pdf", size: bytes.length, target: null });
    for (const [index, part] of split(bytes).entries()) await service.putChunk(session.id, "u1", index, part);
    // The late completion has opened the session; the first one commits before it lists the chunks.
    const listChunks = store.listChunks.bind(store);
    let first: Promise<unknown> | undefined;
    store.listChunks = async (id: string) => {
      if (!first) {
        first = service.complete(session.id, "u1", async () => "first");
        await first;
      }
      return listChunks(id);
    };
    const late = await service.complete(session.id, "u1", async () => "late").catch((error: UploadError) => error.code);
    expect(await first).toBe("first");
    expect(late).toBe("not_found");
  });

  it("keeps the upload when creating the document fails, so it can be completed again", async () => {
    const { service, store } = setup();
    const bytes = pdfOfSize(2 * CHUNK);
    const session = await service.begin({ ownerId: "u1", fileName: "a.pdf", size: bytes.length, target: null });
    for (const [index, part] of split(bytes).entries()) await service.putChunk(session.id, "u1", index, part);
    await expect(service.complete(session.id, "u1", async () => Promise.reject(new Error("database down")))).rejects.toThrow("database down");
    expect(store.files.size).toBe(0);
    expect(await service.complete(session.id, "u1", async () => "created")).toBe("created");
  });

  it("refuses completion while chunks are missing and names them", async () => {
    const { service } = setup();
    const bytes = pdfOfSize(4 * CHUNK);
    const parts = split(bytes);
    const session = await service.begin({ ownerId: "u1", fileName: "a.pdf", size: bytes.length, target: null });
    await service.putChunk(session.id, "u1", 0, parts[0]!);
    await service.putChunk(session.id, "u1", 2, parts[2]!);
    const error = (await service.complete(session.id, "u1", async () => "x").catch((e: unknown) => e)) as UploadError;
    expect(error.code).toBe("incomplete");
    expect(error.status).toBe(409);
    expect(error.missingChunks).toEqual([1, 3, 4].filter((i) => i < parts.length));
  });

  it("asks for a chunk again when storage lost it, and completes after the resend", async () => {
    const { service, content } = setup();
    const bytes = pdfOfSize(3 * CHUNK);
    const parts = split(bytes);
    const session = await service.begin({ ownerId: "u1", fileName: "a.pdf", size: bytes.length, target: null });
    for (const [index, part] of parts.entries()) await service.putChunk(session.id, "u1", index, part);
    await content.delete(sha256Hex(parts[1]!));
    const error = (await service.complete(session.id, "u1", async () => "x").catch((e: unknown) => e)) as UploadError;
    expect(error.missingChunks).toEqual([1]);
    expect((await service.status(session.id, "u1")).received).not.toContain(1);
    await service.putChunk(session.id, "u1", 1, parts[1]!);
    expect(await service.complete(session.id, "u1", async () => "done")).toBe("done");
  });

  it("treats another person's upload as not existing", async () => {
    const { service } = setup();
    const bytes = pdfOfSize(CHUNK);
    const session = await service.begin({ ownerId: "u1", fileName: "a.pdf", size: bytes.length, target: null });
    expect(await codeOf(service.status(session.id, "u2"))).toBe("not_found");
    expect(await codeOf(service.putChunk(session.id, "u2", 0, split(bytes)[0]!))).toBe("not_found");
    expect(await codeOf(service.complete(session.id, "u2", async () => "x"))).toBe("not_found");
    await service.cancel(session.id, "u2");
    expect((await service.status(session.id, "u1")).received).toEqual([]);
  });

  it("reads stored chunks one at a time on completion", async () => {
    const inner = memoryStorage();
    let reading = 0;
    let mostAtOnce = 0;
    const objects: ObjectStorage = {
      ...inner,
      list: inner.list,
      async get(key) {
        reading += 1;
        mostAtOnce = Math.max(mostAtOnce, reading);
        try {
          return await inner.get(key);
        } finally {
          reading -= 1;
        }
      },
    };
    const { service, content } = setup({ objects });
    const { file } = await uploadWhole(service, pdfOfSize(8 * CHUNK));
    await readAll(openFileStream(content, file));
    expect(mostAtOnce).toBe(1);
  });
});

describe("UploadService.storeBytes: files the server generates", () => {
  it("stores a generated PDF in chunks and streams it back", async () => {
    const { service, content } = setup();
    const pdf = pdfOfSize(3 * CHUNK + 7);
    const { file, fileName } = await service.storeBytes(pdf, "Protokoll MV 2026");
    expect(fileName).toBe("Protokoll MV 2026.pdf");
    expect(file.sha256).toBe(sha256Hex(pdf));
    expect(await readAll(openFileStream(content, file))).toEqual(pdf);
  });

  it("refuses what it would refuse from a user", async () => {
    const { service } = setup();
    expect(await codeOf(service.storeBytes(samples.exe(), "x.pdf"))).toBe("type_refused");
    expect(await codeOf(service.storeBytes(new Uint8Array(0), "x.pdf"))).toBe("empty");
  });
});

describe("UploadService.sweep: bytes in storage that nothing tracks", () => {
  it("checks one sixteenth of the storage per day, adopts untracked bytes, and removes them a day later", async () => {
    const { service, content, store } = setup();
    const days = Array.from({ length: 16 }, (_, day) => adoptionSliceOf(new Date(Date.UTC(2026, 10, 1 + day, 3, 40))));
    expect(new Set(days).size).toBe(16); // every first hex digit once in 16 days

    const orphan = await content.put(samples.textUtf8("übrig aus einer zurückgerollten Transaktion"));
    const tracked = samples.textUtf8("ein gewöhnlicher Upload");
    await uploadWhole(service, tracked, "notiz.txt");
    let day = new Date(Date.UTC(2026, 10, 1, 3, 40));
    while (adoptionSliceOf(day) === orphan.sha256[0]) day = new Date(day.getTime() + 24 * 3600_000);
    expect((await service.sweep(500, day)).adopted).toBe(0); // another slice's day
    expect(await content.has(orphan.sha256)).toBe(true);

    while (adoptionSliceOf(day) !== orphan.sha256[0]) day = new Date(day.getTime() + 24 * 3600_000);
    expect((await service.sweep(500, day)).adopted).toBe(1);
    expect(store.chunkTouched.get(orphan.sha256)).toEqual(day);
    const later = new Date(day.getTime() + UPLOAD_SESSION_TTL_MS + CHUNK_GRACE_MS + 1000);
    expect((await service.sweep(500, later)).chunks).toBe(1);
    expect(await content.has(orphan.sha256)).toBe(false);
    expect(await content.has(sha256Hex(tracked))).toBe(true);
  });
});
