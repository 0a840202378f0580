import type { TDocumentDefinitions } from "pdfmake/interfaces";
import { pdfFontData, PDF_FONT, type PdfFontStyle } from "./fonts.ts";

/**
 * Renders a pdfmake document definition to PDF bytes on the server. Documents are built from
 * our own data only: remote URLs are refused and so are local files (the fonts come from
 * pdfmake's in-memory file system), so text a member typed can never make the renderer fetch or
 * read anything.
 */
let configured = false;

// Imported on the first PDF: a function bundle inlines this file, and a static import loaded
// pdfmake (with pdfkit and fontkit) on every cold start of every function (ADR 203).
type Pdfmake = typeof import("pdfmake") & { virtualfs: { writeFileSync(name: string, content: Buffer): void } };

async function loadPdfmake(): Promise<Pdfmake> {
  const loaded = (await import("pdfmake")) as Pdfmake & { default?: Pdfmake };
  return loaded.default ?? loaded;
}

/** The names the unpacked fonts have in pdfmake's in-memory file system. */
const fontNames: Record<PdfFontStyle, string> = {
  normal: `${PDF_FONT}-400-normal.ttf`,
  bold: `${PDF_FONT}-700-normal.ttf`,
  italics: `${PDF_FONT}-400-italic.ttf`,
  bolditalics: `${PDF_FONT}-700-italic.ttf`,
};

async function configure(pdfmake: Pdfmake): Promise<void> {
  if (configured) return;
  pdfmake.setUrlAccessPolicy(() => false);
  pdfmake.setLocalAccessPolicy(() => false);
  const data = await pdfFontData();
  for (const style of Object.keys(fontNames) as PdfFontStyle[]) pdfmake.virtualfs.writeFileSync(fontNames[style], data[style]);
  configured = true;
}

export async function renderPdf(definition: TDocumentDefinitions): Promise<Uint8Array> {
  const pdfmake = await loadPdfmake();
  await configure(pdfmake);
  // pdfmake rewrites font descriptors in place while resolving them, so hand it a fresh copy.
  pdfmake.setFonts({ [PDF_FONT]: { ...fontNames } });
  const buffer = await pdfmake
    .createPdf({ ...definition, defaultStyle: { font: PDF_FONT, fontSize: 10, lineHeight: 1.25, ...definition.defaultStyle } })
    .getBuffer();
  return new Uint8Array(buffer.buffer, buffer.byteOffset, buffer.byteLength);
}
