/** How documents are described on screen: type badges, dates, access lines. */
import type { Role } from "#shared/roles.ts";
import { ROLE_AUDIENCE } from "../schema/folder.ts";

const TYPE_BADGES: Record<string, { label: string; tone: string }> = {
  pdf: { label: "PDF", tone: "red" },
  docx: { label: "Word", tone: "blue" },
  doc: { label: "Word", tone: "blue" },
  odt: { label: "Text", tone: "blue" },
  rtf: { label: "RTF", tone: "blue" },
  xlsx: { label: "Excel", tone: "green" },
  xls: { label: "Excel", tone: "green" },
  ods: { label: "Tabelle", tone: "green" },
  csv: { label: "CSV", tone: "green" },
  tsv: { label: "TSV", tone: "green" },
  pptx: { label: "PowerPoint", tone: "orange" },
  ppt: { label: "PowerPoint", tone: "orange" },
  odp: { label: "Präsentation", tone: "orange" },
  png: { label: "Bild", tone: "purple" },
  jpeg: { label: "Bild", tone: "purple" },
  gif: { label: "Bild", tone: "purple" },
  webp: { label: "Bild", tone: "purple" },
  tiff: { label: "Bild", tone: "purple" },
  txt: { label: "Text", tone: "grey" },
  md: { label: "Text", tone: "grey" },
  msg: { label: "E-Mail", tone: "grey" },
};

export function typeBadge(typeId: string): { label: string; tone: string } {
  return TYPE_BADGES[typeId] ?? { label: typeId.toUpperCase(), tone: "grey" };
}

export function accessLine(readRole: Role, writeRole: Role): string {
  return `Lesen: ${ROLE_AUDIENCE[readRole]} · Bearbeiten: ${ROLE_AUDIENCE[writeRole]}`;
}
