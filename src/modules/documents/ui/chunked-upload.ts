/**
 * Sends one file through the chunked upload API (ADR 120): begin, the chunks (three at a time,
 * each with its SHA-256, retried with backoff on network and server errors), then complete. On a
 * 409 that names missing chunks it sends those and completes again. Progress counts the bytes the
 * server confirmed plus those of chunks in flight. Transport-agnostic, so the same code runs in
 * the browser (XHR for upload progress) and in tests (straight into the upload service).
 */
import type { UploadBegin, UploadSessionInfo } from "../schema/upload.ts";

export class UploadTransportError extends Error {
  readonly status: number;
  readonly code: string;
  readonly missingChunks: number[] | undefined;
  constructor(status: number, code: string, message: string, missingChunks?: number[]) {
    super(message);
    this.name = "UploadTransportError";
    this.status = status;
    this.code = code;
    this.missingChunks = missingChunks;
  }
  /** Worth another try: no answer at all, a timeout, rate limiting or a server fault. */
  get retryable(): boolean {
    return this.status === 0 || this.status === 408 || this.status === 429 || this.status >= 500;
  }
}

export interface UploadTransport<Result> {
  begin(input: UploadBegin, signal?: AbortSignal): Promise<UploadSessionInfo>;
  sendChunk(sessionId: string, index: number, body: Blob, sha256: string, onProgress: (loadedBytes: number) => void, signal?: AbortSignal): Promise<void>;
  complete(sessionId: string, signal?: AbortSignal): Promise<Result>;
  cancel(sessionId: string): Promise<void>;
}

export type UploadPhase = "starting" | "uploading" | "checking" | "done";

export interface UploadProgress {
  phase: UploadPhase;
  sentBytes: number;
  totalBytes: number;
}

export interface UploadOptions {
  folderId: string;
  /** The name to store under instead of the file's own (a new version of an existing document). */
  fileName?: string;
  label?: string;
  onProgress?: (progress: UploadProgress) => void;
  signal?: AbortSignal;
  concurrency?: number;
  /** Tries per chunk (and for begin/complete) before giving up. */
  attempts?: number;
  sleep?: (ms: number) => Promise<void>;
}

export const UPLOAD_ABORTED_MESSAGE = "Der Upload wurde abgebrochen.";

export async function uploadFile<Result>(file: File, transport: UploadTransport<Result>, options: UploadOptions): Promise<Result> {
  const { signal, concurrency = 3, attempts = 4 } = options;
  const sleep = options.sleep ?? ((ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms)));
  const report = (phase: UploadPhase, sentBytes: number) => options.onProgress?.({ phase, sentBytes: Math.min(sentBytes, file.size), totalBytes: file.size });
  const withRetries = async <T>(action: () => Promise<T>): Promise<T> => {
    for (let attempt = 1; ; attempt++) {
      signal?.throwIfAborted();
      try {
        return await action();
      } catch (error) {
        const retryable = error instanceof UploadTransportError ? error.retryable : false;
        if (!retryable || attempt >= attempts || signal?.aborted) throw error;
        await sleep(500 * 2 ** (attempt - 1));
      }
    }
  };

  report("starting", 0);
  const session = await withRetries(() =>
    transport.begin(
      { folderId: options.folderId, fileName: options.fileName ?? file.name, size: file.size, ...(options.label ? { label: options.label } : {}) },
      signal,
    ),
  );
  const confirmed = new Map<number, number>();
  const inFlight = new Map<number, number>();
  const chunkRange = (index: number) => [index * session.chunkBytes, Math.min(file.size, (index + 1) * session.chunkBytes)] as const;
  for (const index of session.received) confirmed.set(index, chunkRange(index)[1] - chunkRange(index)[0]);
  const sent = () => sum(confirmed.values()) + sum(inFlight.values());

  const sendChunks = async (indexes: number[]) => {
    const queue = [...indexes];
    const worker = async () => {
      for (let index = queue.shift(); index !== undefined; index = queue.shift()) {
        const [start, end] = chunkRange(index);
        const body = file.slice(start, end);
        const sha256 = await sha256Hex(body);
        const chunkIndex = index;
        await withRetries(async () => {
          inFlight.set(chunkIndex, 0);
          try {
            await transport.sendChunk(
              session.id,
              chunkIndex,
              body,
              sha256,
              (loaded) => {
                inFlight.set(chunkIndex, loaded);
                report("uploading", sent());
              },
              signal,
            );
          } finally {
            inFlight.delete(chunkIndex);
          }
        });
        confirmed.set(index, end - start);
        report("uploading", sent());
      }
    };
    await Promise.all(Array.from({ length: Math.min(concurrency, queue.length) }, worker));
  };

  try {
    await sendChunks(range(session.chunkCount).filter((index) => !confirmed.has(index)));
    for (let round = 0; ; round++) {
      report("checking", file.size);
      try {
        const result = await withRetries(() => transport.complete(session.id, signal));
        report("done", file.size);
        return result;
      } catch (error) {
        // Storage lost a chunk (or one never arrived): send what the server names, then again.
        if (!(error instanceof UploadTransportError) || error.status !== 409 || !error.missingChunks?.length || round >= 2) throw error;
        for (const index of error.missingChunks) confirmed.delete(index);
        await sendChunks(error.missingChunks);
      }
    }
  } catch (error) {
    if (signal?.aborted) {
      await transport.cancel(session.id).catch(() => undefined);
      throw new UploadTransportError(0, "aborted", UPLOAD_ABORTED_MESSAGE);
    }
    throw error;
  }
}

async function sha256Hex(blob: Blob): Promise<string> {
  const digest = await crypto.subtle.digest("SHA-256", await blob.arrayBuffer());
  return Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, "0")).join("");
}

function range(count: number): number[] {
  return Array.from({ length: count }, (_, index) => index);
}

function sum(values: Iterable<number>): number {
  let total = 0;
  for (const value of values) total += value;
  return total;
}
