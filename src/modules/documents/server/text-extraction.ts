/**
 * Text for full-text search, taken from PDFs (pdf.js via unpdf: pure JavaScript, no native
 * dependencies, runs in a Netlify function) and from text files. Both are capped (ADR 120): a
 * 50 MB PDF of 6,700 dense pages took 26 s and 525 MB to read completely here, the first 500
 * pages 1.7 s and 123 MB, and Postgres refuses tsvectors over 1 MB anyway. Search covers the start
 * of very long documents; everything else about them still works.
 */
import type { TextCharset } from "../domain/text-sniffer.ts";

export interface ExtractionLimits {
  maxPages: number;
  maxChars: number;
  /** Checked between pages; a single page cannot be interrupted. */
  maxMillis: number;
}

export const EXTRACTION_LIMITS: ExtractionLimits = { maxPages: 500, maxChars: 300_000, maxMillis: 20_000 };

export interface ExtractedText {
  text: string;
  /** True when a limit stopped the extraction before the end. */
  truncated: boolean;
  /** Why no text could be read at all (encrypted or damaged PDF), for the log. */
  failure?: string;
}

export async function extractPdfText(bytes: Uint8Array, limits: ExtractionLimits = EXTRACTION_LIMITS, now = () => performance.now()): Promise<ExtractedText> {
  const started = now();
  const { getDocumentProxy } = await import("unpdf");
  let document: Awaited<ReturnType<typeof getDocumentProxy>>;
  try {
    document = await getDocumentProxy(bytes, {
      // No fonts are loaded or rendered: text extraction needs none. (pdf.js 6 no longer compiles
      // font programs to JavaScript at all, the path of CVE-2024-4367.)
      disableFontFace: true,
      useSystemFonts: false,
      stopAtErrors: false,
      verbosity: 0, // no console warnings about fonts that are irrelevant for text
    });
  } catch (error) {
    return { text: "", truncated: false, failure: error instanceof Error ? error.name || error.message : "unreadable" };
  }
  const collector = new TextCollector(limits.maxChars);
  let truncated = false;
  try {
    const pages = document.numPages;
    for (let number = 1; number <= pages && !collector.full; number++) {
      if (number > limits.maxPages || now() - started > limits.maxMillis) {
        truncated = true;
        break;
      }
      const page = await document.getPage(number);
      const content = await page.getTextContent();
      for (const item of content.items) {
        if (!("str" in item)) continue;
        collector.add(item.str);
        if (item.hasEOL) collector.add("\n");
      }
      collector.add("\n");
      page.cleanup();
    }
  } finally {
    // pdf.js frees a document through its loading task.
    await document.loadingTask.destroy();
  }
  return { text: collector.text(), truncated: truncated || collector.full };
}

/** Decodes a text file chunk by chunk in its detected charset, stopping at the character limit. */
export async function extractPlainText(
  chunks: AsyncIterable<Uint8Array>,
  charset: TextCharset,
  limits: ExtractionLimits = EXTRACTION_LIMITS,
): Promise<ExtractedText> {
  const decoder = new TextDecoder(charset);
  const collector = new TextCollector(limits.maxChars);
  for await (const chunk of chunks) {
    collector.add(decoder.decode(chunk, { stream: true }));
    if (collector.full) return { text: collector.text(), truncated: true };
  }
  collector.add(decoder.decode());
  return { text: collector.text(), truncated: collector.full };
}

/**
 * Collects text up to a limit, dropping what Postgres text cannot hold (NUL) and what only
 * bloats the index (runs of whitespace).
 */
class TextCollector {
  #parts: string[] = [];
  #length = 0;
  #limit: number;
  full = false;

  constructor(limit: number) {
    this.#limit = limit;
  }

  add(piece: string): void {
    if (this.full || !piece) return;
    const clean = piece
      .replaceAll("\u0000", "")
      .replace(/[^\S\n]+/g, " ")
      .replace(/\s*\n\s*/g, "\n");
    const room = this.#limit - this.#length;
    if (clean.length > room) {
      this.#parts.push(clean.slice(0, room));
      this.#length = this.#limit;
      this.full = true;
      return;
    }
    this.#parts.push(clean);
    this.#length += clean.length;
  }

  text(): string {
    return this.#parts
      .join("")
      .replace(/[^\S\n]+/g, " ")
      .replace(/ ?\n[\s]*/g, "\n")
      .trim();
  }
}
