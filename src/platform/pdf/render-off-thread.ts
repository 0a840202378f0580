/**
 * PDF rendering off the request path where it can take long (issue 23, ADR 241). pdfmake renders
 * synchronously for seconds on a long document; in the long-lived local server (npm start, one
 * process for every request) that held up every other request: eight exports of a large note made
 * unrelated answers take 2.5-21 s. Here a document is built and rendered in a worker thread, so
 * the server keeps answering; a render that takes longer than RENDER_TIMEOUT_MS is stopped (the
 * worker is ended) and answered with a German 503. Netlify runs one request per function instance
 * and bundles only what it traces, so there (and with PDF_RENDER_THREADS=0) it renders in place.
 *
 * Functions cannot cross threads, so a caller names its definition builder twice: the function
 * itself (statically imported, for rendering in place and for the bundler) and its module and
 * export name (for the worker to import).
 */
import { Worker } from "node:worker_threads";
import type { TDocumentDefinitions } from "pdfmake/interfaces";
import { HttpError } from "../http/errors.ts";
import { onNetlifyRuntime } from "../runtime.ts";
import { renderPdf } from "./render-pdf.ts";

export interface PdfBuilder<I> {
  build: (input: I) => TDocumentDefinitions;
  /** The builder's module (`import.meta.url` of the file that exports it) and export name. */
  module: string;
  name: string;
}

export const RENDER_TIMEOUT_MS = 30_000;

const renderTimedOut = () =>
  new HttpError(
    503,
    "pdf_timeout",
    "Das PDF konnte nicht rechtzeitig erstellt werden. Bitte versuchen Sie es später erneut oder exportieren Sie als Markdown.",
  );

interface Job {
  id: number;
  module: string;
  name: string;
  input: unknown;
  resolve: (bytes: Uint8Array) => void;
  reject: (error: unknown) => void;
}

class RenderThread {
  private worker: Worker | undefined;
  private current: { job: Job; timer: NodeJS.Timeout } | undefined;
  private readonly next: () => Job | undefined;
  constructor(next: () => Job | undefined) {
    this.next = next;
  }

  get idle(): boolean {
    return this.current === undefined;
  }

  private start(): Worker {
    const worker = new Worker(new URL("./pdf-worker.ts", import.meta.url));
    worker.unref();
    worker.on("message", (message: { id: number; bytes?: Uint8Array; error?: string }) => {
      const running = this.current;
      if (!running || running.job.id !== message.id) return;
      clearTimeout(running.timer);
      this.current = undefined;
      if (message.bytes) running.job.resolve(new Uint8Array(message.bytes));
      else running.job.reject(new Error(`PDF rendering failed: ${message.error}`));
      this.pump();
    });
    // A thread that was stopped on a timeout is no longer this.worker: its end concerns nobody.
    worker.on("error", (error) => {
      if (this.worker === worker) this.fail(error);
    });
    worker.on("exit", () => {
      if (this.worker !== worker) return;
      this.worker = undefined;
      this.fail(new Error("PDF worker exited"));
    });
    return worker;
  }

  private fail(error: unknown): void {
    const running = this.current;
    this.current = undefined;
    if (running) {
      clearTimeout(running.timer);
      running.job.reject(error);
    }
    this.pump();
  }

  pump(): void {
    if (this.current) return;
    const job = this.next();
    if (!job) return;
    this.worker ??= this.start();
    const worker = this.worker;
    const timer = setTimeout(() => {
      // Stopping the thread is the only way to stop pdfmake; the next job gets a new one.
      this.worker = undefined;
      const running = this.current;
      this.current = undefined;
      running?.job.reject(renderTimedOut());
      void worker.terminate();
      this.pump();
    }, RENDER_TIMEOUT_MS);
    this.current = { job, timer };
    worker.postMessage({ id: job.id, module: job.module, name: job.name, input: job.input });
  }
}

const queue: Job[] = [];
let threads: RenderThread[] | undefined;
let nextId = 0;

function threadCount(): number {
  if (onNetlifyRuntime()) return 0;
  const configured = Number(process.env.PDF_RENDER_THREADS ?? 1);
  return Number.isInteger(configured) && configured >= 0 ? Math.min(configured, 4) : 1;
}

export async function renderPdfWith<I>(builder: PdfBuilder<I>, input: I): Promise<Uint8Array> {
  const count = threadCount();
  if (count === 0) return renderPdf(builder.build(input));
  threads ??= Array.from({ length: count }, () => new RenderThread(() => queue.shift()));
  return new Promise<Uint8Array>((resolve, reject) => {
    queue.push({ id: ++nextId, module: builder.module, name: builder.name, input, resolve, reject });
    threads!.find((thread) => thread.idle)?.pump();
  });
}
