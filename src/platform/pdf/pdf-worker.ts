/**
 * The worker thread of render-off-thread.ts: builds a document definition with a builder module's
 * named export (functions cannot cross threads; the input, plain data, can) and renders it.
 */
import { parentPort } from "node:worker_threads";
import type { TDocumentDefinitions } from "pdfmake/interfaces";
import { renderPdf } from "./render-pdf.ts";

interface Job {
  id: number;
  module: string;
  name: string;
  input: unknown;
}

parentPort!.on("message", async (job: Job) => {
  try {
    const builder = (await import(job.module)) as Record<string, (input: unknown) => TDocumentDefinitions>;
    const bytes = await renderPdf(builder[job.name]!(job.input));
    // Copied, not transferred: the bytes may be a view into a buffer Node shares with other data.
    parentPort!.postMessage({ id: job.id, bytes });
  } catch (error) {
    parentPort!.postMessage({ id: job.id, error: (error as Error)?.message ?? String(error) });
  }
});
