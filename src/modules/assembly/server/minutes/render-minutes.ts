/** The minutes renderer: minutes data in, PDF bytes out. */
import { buildMinutesDocument } from "../../minutes/minutes-document.ts";
import type { MinutesData } from "../../minutes/minutes-data.ts";
import { renderPdf } from "#platform/pdf/render-pdf.ts";

export function renderMinutesPdf(data: MinutesData): Promise<Uint8Array> {
  return renderPdf(buildMinutesDocument(data));
}
