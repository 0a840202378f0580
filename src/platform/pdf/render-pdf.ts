import pdfmake from "pdfmake";
import type { TDocumentDefinitions } from "pdfmake/interfaces";
import { pdfFontFiles, PDF_FONT } from "./fonts.ts";

/**
 * Renders a pdfmake document definition to PDF bytes on the server. Documents are built from
 * our own data only: remote URLs are refused and local files are limited to the font files,
 * so text a member typed can never make the renderer fetch or read anything.
 */
let configured = false;

function configure(): void {
  if (configured) return;
  pdfmake.setUrlAccessPolicy(() => false);
  const allowed = new Set(Object.values(pdfFontFiles()));
  pdfmake.setLocalAccessPolicy((path) => allowed.has(path));
  configured = true;
}

export async function renderPdf(definition: TDocumentDefinitions): Promise<Uint8Array> {
  configure();
  // pdfmake rewrites font descriptors in place while resolving them, so hand it a fresh copy.
  pdfmake.setFonts({ [PDF_FONT]: { ...pdfFontFiles() } });
  const buffer = await pdfmake.createPdf({ ...definition, defaultStyle: { font: PDF_FONT, fontSize: 10, lineHeight: 1.25, ...definition.defaultStyle } }).getBuffer();
  return new Uint8Array(buffer.buffer, buffer.byteOffset, buffer.byteLength);
}
