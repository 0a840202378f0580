/**
 * A notes document as PDF through the shared helper (src/platform/pdf, ADR 166): title, the "Stand"
 * line, the content. Used by the export and by "Als Protokoll ablegen". Rendered in the PDF worker
 * thread where there is one, and only up to a bound (issue 23, ADR 241): eight PDFs of a 2.9 MB note
 * kept the server busy for a minute; pdfmake needs about 4 s for the 200,000 characters allowed
 * here (some 80 pages), and Markdown has no bound.
 */
import { HttpError } from "#platform/http/errors.ts";
import { renderPdfWith, type PdfBuilder } from "#platform/pdf/render-off-thread.ts";
import { plainText, type PmNode } from "./content/prosemirror-json.ts";
import { exportFileName, standLine, type ExportSource } from "./export.ts";
import { notePdfDefinition, type NotePdfInput } from "./pdf-definition.ts";

export const MAX_PDF_CHARACTERS = 200_000;
export const MAX_PDF_BLOCKS = 20_000;

const NOTE_PDF: PdfBuilder<NotePdfInput> = {
  build: notePdfDefinition,
  module: new URL("./pdf-definition.ts", import.meta.url).href,
  name: "notePdfDefinition",
};

const tooLongForPdf = () =>
  new HttpError(
    413,
    "too_long_for_pdf",
    `Die Notiz ist für ein PDF zu lang (höchstens ${MAX_PDF_CHARACTERS.toLocaleString("de-DE")} Zeichen, etwa 80 Seiten). Bitte exportieren Sie sie als Markdown oder teilen Sie sie auf mehrere Notizen auf.`,
  );

function countNodes(node: PmNode): number {
  let total = 0;
  const stack = [node];
  while (stack.length > 0) {
    const next = stack.pop()!;
    total += 1;
    stack.push(...(next.content ?? []));
  }
  return total;
}

export async function pdfBytes(source: ExportSource): Promise<Uint8Array> {
  if (plainText(source.content).length > MAX_PDF_CHARACTERS || countNodes(source.content) > MAX_PDF_BLOCKS) throw tooLongForPdf();
  return renderPdfWith(NOTE_PDF, { title: source.doc.title, stand: standLine(source), content: source.content });
}

export async function pdfExport(source: ExportSource): Promise<Response> {
  const bytes = await pdfBytes(source);
  return new Response(bytes.slice(), {
    headers: {
      "content-type": "application/pdf",
      "content-disposition": `attachment; filename="${exportFileName(source, "pdf")}"`,
      "cache-control": "no-store",
    },
  });
}
