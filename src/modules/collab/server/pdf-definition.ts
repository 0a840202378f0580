/**
 * The PDF of a notes document as a pdfmake definition, built from plain data so that it can be
 * built in the PDF worker thread as well (src/platform/pdf/render-off-thread.ts).
 */
import type { TDocumentDefinitions } from "pdfmake/interfaces";
import { a4Document } from "#platform/pdf/document.ts";
import { association } from "#shared/association.ts";
import { toPdfContent } from "./content/pdf-content.ts";
import type { PmNode } from "./content/prosemirror-json.ts";

export interface NotePdfInput {
  title: string;
  stand: string;
  content: PmNode;
}

export function notePdfDefinition(input: NotePdfInput): TDocumentDefinitions {
  return a4Document({
    title: input.title,
    subject: "Gemeinsame Notizen",
    author: association.name,
    footerText: `${association.shortName} · ${input.title}`,
    content: [{ text: input.title, style: "title" }, { text: input.stand, style: "muted", margin: [0, 0, 0, 12] }, ...toPdfContent(input.content)],
  });
}
