/**
 * A notes document as PDF through the shared helper (src/platform/pdf, ADR 166): title, the "Stand"
 * line, the content. Used by the export and by "Als Protokoll ablegen".
 */
import { a4Document } from "../../../platform/pdf/document.ts";
import { renderPdf } from "../../../platform/pdf/render-pdf.ts";
import { association } from "../../../shared/association.ts";
import { toPdfContent } from "./content/pdf-content.ts";
import { exportFileName, standLine, type ExportSource } from "./export.ts";

export async function pdfBytes(source: ExportSource): Promise<Uint8Array> {
  return renderPdf(
    a4Document({
      title: source.doc.title,
      subject: "Gemeinsame Notizen",
      author: association.name,
      footerText: `${association.shortName} · ${source.doc.title}`,
      content: [{ text: source.doc.title, style: "title" }, { text: standLine(source), style: "muted", margin: [0, 0, 0, 12] }, ...toPdfContent(source.content)],
    }),
  );
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
