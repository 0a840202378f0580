/**
 * A minimal PDF writer: pages of Helvetica text lines, optionally with a grey-scale image per page.
 * It exists for test fixtures, the extraction benchmark and believable seed documents, so none of
 * them needs a PDF library or binary files in the repository. Text is WinAnsi-encoded, which
 * covers German umlauts and ß.
 */
export interface SimplePdfPage {
  lines: string[];
  /** Bytes of an uncompressed 8-bit grey image drawn on the page (0 for none). */
  imageBytes?: number;
}

export function buildSimplePdf(pages: SimplePdfPage[], title = "Dokument"): Uint8Array {
  const parts: Uint8Array[] = [];
  const offsets: number[] = [];
  let length = 0;
  const push = (part: Uint8Array | string) => {
    const bytes = typeof part === "string" ? latin1(part) : part;
    parts.push(bytes);
    length += bytes.length;
  };
  const object = (id: number, body: string | Uint8Array[]) => {
    offsets[id] = length;
    push(`${id} 0 obj\n`);
    if (typeof body === "string") push(body);
    else body.forEach(push);
    push("\nendobj\n");
  };

  // Object ids: 1 catalog, 2 page tree, 3 font, 4 info, then three per page (page, content, image).
  const pageIds = pages.map((_, index) => 5 + index * 3);
  push("%PDF-1.4\n%\xE2\xE3\xCF\xD3\n");
  object(1, "<< /Type /Catalog /Pages 2 0 R >>");
  object(2, `<< /Type /Pages /Kids [${pageIds.map((id) => `${id} 0 R`).join(" ")}] /Count ${pages.length} >>`);
  object(3, "<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>");
  object(4, `<< /Title (${escapeText(title)}) /Producer (VNSI) >>`);
  pages.forEach((page, index) => {
    const [pageId, contentId, imageId] = [pageIds[index]!, pageIds[index]! + 1, pageIds[index]! + 2];
    const side = page.imageBytes ? Math.max(1, Math.floor(Math.sqrt(page.imageBytes))) : 0;
    const resources = side ? `<< /Font << /F1 3 0 R >> /XObject << /Im1 ${imageId} 0 R >> >>` : "<< /Font << /F1 3 0 R >> >>";
    object(pageId, `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources ${resources} /Contents ${contentId} 0 R >>`);
    const text = page.lines.map((line, row) => `BT /F1 11 Tf 56 ${790 - row * 14} Td (${escapeText(line)}) Tj ET`).join("\n");
    const drawing = side ? `q 480 0 0 300 56 60 cm /Im1 Do Q\n${text}` : text;
    const content = latin1(drawing);
    object(contentId, [latin1(`<< /Length ${content.length} >>\nstream\n`), content, latin1("\nendstream")]);
    if (side) {
      const pixels = new Uint8Array(side * side);
      for (let i = 0; i < pixels.length; i++) pixels[i] = (i * 31 + index * 7) & 0xff;
      object(imageId, [
        latin1(
          `<< /Type /XObject /Subtype /Image /Width ${side} /Height ${side} /ColorSpace /DeviceGray /BitsPerComponent 8 /Length ${pixels.length} >>\nstream\n`,
        ),
        pixels,
        latin1("\nendstream"),
      ]);
    }
  });

  const objectCount = 5 + pages.length * 3;
  const xrefStart = length;
  const rows = ["0000000000 65535 f "];
  for (let id = 1; id < objectCount; id++) {
    // Unused ids (pages without an image) are listed as free entries.
    rows.push(offsets[id] === undefined ? "0000000000 65535 f " : `${String(offsets[id]).padStart(10, "0")} 00000 n `);
  }
  push(`xref\n0 ${objectCount}\n${rows.join("\n")}\ntrailer\n<< /Size ${objectCount} /Root 1 0 R /Info 4 0 R >>\nstartxref\n${xrefStart}\n%%EOF\n`);

  const out = new Uint8Array(length);
  let at = 0;
  for (const part of parts) {
    out.set(part, at);
    at += part.length;
  }
  return out;
}

/** PDF string literal escaping; characters outside Latin-1 become '?'. */
function escapeText(text: string): string {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: the range is Latin-1, of which the control characters are part
  return text.replace(/[\\()]/g, (c) => `\\${c}`).replace(/[^\x00-\xff]/g, "?");
}

function latin1(text: string): Uint8Array {
  const bytes = new Uint8Array(text.length);
  for (let i = 0; i < text.length; i++) bytes[i] = text.charCodeAt(i) & 0xff;
  return bytes;
}
