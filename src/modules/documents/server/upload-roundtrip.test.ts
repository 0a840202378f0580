/**
 * The browser's uploader (ui/chunked-upload.ts) against the real upload service, joined by an
 * in-process transport that behaves like the routes will: errors become status codes, chunks
 * travel as Blobs. Covers retries, resume after lost chunks, aborts and refusals end to end.
 */
import { describe, expect, it } from "vitest";
import { ContentStore, sha256Hex } from "#platform/storage/content-store.ts";
import { memoryStorage } from "#platform/storage/memory-storage.ts";
import { MemoryUploadStore } from "./memory-upload-store.ts";
import { buildSimplePdf } from "./simple-pdf.ts";
import { UploadError } from "./upload-errors.ts";
import { UploadService, type CompletedUpload } from "./upload-service.ts";
import { openFileStream } from "./file-stream.ts";
import { concatBytes, samples } from "./test-samples.ts";
import { UploadTransportError, uploadFile, type UploadProgress, type UploadTransport } from "../ui/chunked-upload.ts";

const CHUNK = 2048;
const OWNER = "member-1";

type Result = CompletedUpload<{ folderId: string; label?: string }>;

function setup(faults: { failSend?: (index: number, attempt: number) => number | null } = {}) {
  const content = new ContentStore(memoryStorage(), "chunks");
  const store = new MemoryUploadStore();
  const service = new UploadService({ content, store, chunkBytes: CHUNK });
  const sendAttempts = new Map<number, number>();
  const translate = async <T>(action: () => Promise<T>): Promise<T> => {
    try {
      return await action();
    } catch (error) {
      if (error instanceof UploadError) throw new UploadTransportError(error.status, error.code, error.message, error.missingChunks);
      throw error;
    }
  };
  const transport: UploadTransport<Result> = {
    begin: (input) =>
      translate(async () => {
        const session = await service.begin({
          ownerId: OWNER,
          fileName: input.fileName,
          size: input.size,
          target: { folderId: input.folderId, ...(input.label ? { label: input.label } : {}) },
        });
        return {
          id: session.id,
          fileName: session.fileName,
          chunkBytes: session.chunkBytes,
          chunkCount: Math.ceil(session.size / session.chunkBytes),
          received: [],
          expiresAt: session.expiresAt.toISOString(),
        };
      }),
    sendChunk: (sessionId, index, body, sha256, onProgress) =>
      translate(async () => {
        const attempt = (sendAttempts.get(index) ?? 0) + 1;
        sendAttempts.set(index, attempt);
        onProgress(Math.floor(body.size / 2));
        const status = faults.failSend?.(index, attempt);
        if (status !== undefined && status !== null) throw new UploadTransportError(status, "fault", "Störung");
        await service.putChunk(sessionId, OWNER, index, new Uint8Array(await body.arrayBuffer()), sha256);
        onProgress(body.size);
      }),
    complete: (sessionId) => translate(() => service.complete(sessionId, OWNER, async (upload: Result) => upload)),
    cancel: (sessionId) => service.cancel(sessionId, OWNER),
  };
  return { service, store, content, transport, sendAttempts };
}

function fileOf(bytes: Uint8Array, name: string): File {
  return new File([bytes as Uint8Array<ArrayBuffer>], name, { type: "application/octet-stream" });
}

async function readAll(stream: ReadableStream<Uint8Array>) {
  const parts: Uint8Array[] = [];
  for await (const part of stream) parts.push(part);
  return concatBytes(...parts);
}

const noWait = async () => {};
const pdf = (size: number) => buildSimplePdf([{ lines: ["Protokoll"], imageBytes: size }]);

describe("uploadFile against the upload service", () => {
  it("stores a new version under the document's name with its label, whatever the chosen file is called", async () => {
    const { transport } = setup();
    const bytes = pdf(3 * CHUNK);
    const result = await uploadFile(fileOf(bytes, "Satzung_Entwurf_v3_final.pdf"), transport, {
      folderId: "f1",
      fileName: "Satzung.pdf",
      label: "Beschlossene Fassung",
      sleep: noWait,
    });
    expect(result.fileName).toBe("Satzung.pdf");
    expect(result.session.target).toEqual({ folderId: "f1", label: "Beschlossene Fassung" });
    // The bytes still decide: a text file cannot become a version of a PDF document.
    await expect(
      uploadFile(fileOf(samples.textUtf8("Notizen"), "notizen.txt"), transport, { folderId: "f1", fileName: "Satzung.pdf", sleep: noWait }),
    ).rejects.toMatchObject({ code: "type_refused" });
  });

  it("uploads several chunks and the stored file is byte-identical, with monotonic progress", async () => {
    const { transport, content } = setup();
    const bytes = pdf(9 * CHUNK);
    const progress: UploadProgress[] = [];
    const result = await uploadFile(fileOf(bytes, "Protokoll.pdf"), transport, { folderId: "f1", onProgress: (p) => progress.push(p), sleep: noWait });
    expect(result.file.sha256).toBe(sha256Hex(bytes));
    expect(result.session.target).toEqual({ folderId: "f1" });
    expect(await readAll(openFileStream(content, result.file))).toEqual(bytes);
    const uploading = progress.filter((p) => p.phase === "uploading").map((p) => p.sentBytes);
    expect(uploading.length).toBeGreaterThan(4);
    expect(Math.max(...uploading)).toBe(bytes.length);
    expect(progress.at(-1)).toEqual({ phase: "done", sentBytes: bytes.length, totalBytes: bytes.length });
  });

  it("retries chunks after network and server errors", async () => {
    const { transport, sendAttempts } = setup({ failSend: (index, attempt) => (index === 2 && attempt < 3 ? (attempt === 1 ? 0 : 503) : null) });
    const bytes = pdf(5 * CHUNK);
    const result = await uploadFile(fileOf(bytes, "a.pdf"), transport, { folderId: "f1", sleep: noWait });
    expect(result.file.sha256).toBe(sha256Hex(bytes));
    expect(sendAttempts.get(2)).toBe(3);
  });

  it("gives up after the last attempt and leaves nothing visible", async () => {
    const { transport, store } = setup({ failSend: (index) => (index === 1 ? 503 : null) });
    const error = await uploadFile(fileOf(pdf(4 * CHUNK), "a.pdf"), transport, { folderId: "f1", sleep: noWait, attempts: 3 }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(UploadTransportError);
    expect((error as UploadTransportError).status).toBe(503);
    expect(store.files.size).toBe(0);
  });

  it("resends chunks that storage lost before completing", async () => {
    const setupResult = setup();
    const { content, transport } = setupResult;
    const bytes = pdf(4 * CHUNK);
    const lostHash = sha256Hex(bytes.slice(CHUNK, 2 * CHUNK));
    let dropped = false;
    const dropping: UploadTransport<Result> = {
      ...transport,
      complete: async (sessionId) => {
        if (!dropped) {
          dropped = true;
          await content.delete(lostHash);
        }
        return transport.complete(sessionId);
      },
    };
    const result = await uploadFile(fileOf(bytes, "a.pdf"), dropping, { folderId: "f1", sleep: noWait });
    expect(await readAll(openFileStream(content, result.file))).toEqual(bytes);
  });

  it("shows the German refusal of a spoofed type without sending the rest", async () => {
    const { transport, sendAttempts, store } = setup();
    const exe = concatBytes(samples.exe(), new Uint8Array(6 * CHUNK));
    const error = (await uploadFile(fileOf(exe, "Rechnung.pdf"), transport, { folderId: "f1", sleep: noWait, concurrency: 1 }).catch(
      (e: unknown) => e,
    )) as UploadTransportError;
    expect(error.status).toBe(415);
    expect(error.message).toContain("ist keine PDF-Datei, sondern ein Windows-Programm");
    expect(sendAttempts.size).toBe(1);
    expect(store.sessions.size).toBe(0);
  });

  it("cancels the session when the user aborts, so nothing stays behind", async () => {
    const controller = new AbortController();
    const { transport, store } = setup({
      failSend: (index) => {
        if (index === 2) controller.abort();
        return null;
      },
    });
    const error = (await uploadFile(fileOf(pdf(8 * CHUNK), "a.pdf"), transport, {
      folderId: "f1",
      signal: controller.signal,
      sleep: noWait,
      concurrency: 1,
    }).catch((e: unknown) => e)) as UploadTransportError;
    expect(error.code).toBe("aborted");
    expect(error.message).toBe("Der Upload wurde abgebrochen.");
    expect(store.sessions.size).toBe(0);
    expect(store.files.size).toBe(0);
  });
});
