import type { TDocumentDefinitions } from "pdfmake/interfaces";
import { pdfFontFiles, PDF_FONT } from "./fonts.ts";

/**
 * Renders a pdfmake document definition to PDF bytes on the server. Documents are built from
 * our own data only: remote URLs are refused and local files are limited to the font files,
 * so text a member typed can never make the renderer fetch or read anything.
 */
let configured = false;

// Imported on the first PDF: a function bundle inlines this file, and a static import loaded
// pdfmake (with pdfkit and fontkit) on every cold start of every function (ADR 203).
type Pdfmake = typeof import("pdfmake");

async function loadPdfmake(): Promise<Pdfmake> {
  const loaded = (await import("pdfmake")) as Pdfmake & { default?: Pdfmake };
  return loaded.default ?? loaded;
}

function configure(pdfmake: Pdfmake): void {
  if (configured) return;
  pdfmake.setUrlAccessPolicy(() => false);
  const allowed = new Set(Object.values(pdfFontFiles()));
  pdfmake.setLocalAccessPolicy((path: string) => allowed.has(path));
  configured = true;
}

export async function renderPdf(definition: TDocumentDefinitions): Promise<Uint8Array> {
  const pdfmake = await loadPdfmake();
  configure(pdfmake);
  // pdfmake rewrites font descriptors in place while resolving them, so hand it a fresh copy.
  pdfmake.setFonts({ [PDF_FONT]: { ...pdfFontFiles() } });
  const buffer = await pdfmake
    .createPdf({ ...definition, defaultStyle: { font: PDF_FONT, fontSize: 10, lineHeight: 1.25, ...definition.defaultStyle } })
    .getBuffer();
  return new Uint8Array(buffer.buffer, buffer.byteOffset, buffer.byteLength);
}
