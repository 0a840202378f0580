/**
 * Small but genuine sample files for tests (and nothing else): each starts with the real signature
 * of its format, so type detection sees what it would see in a user's upload.
 */
import { crc32, deflateSync } from "node:zlib";
import { buildSimplePdf } from "./simple-pdf.ts";

const latin1 = (text: string) => Uint8Array.from(text, (char) => char.charCodeAt(0) & 0xff);
const utf8 = (text: string) => new TextEncoder().encode(text);

export function concatBytes(...parts: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((sum, part) => sum + part.length, 0));
  let at = 0;
  for (const part of parts) {
    out.set(part, at);
    at += part.length;
  }
  return out;
}

function u16(value: number): Uint8Array {
  return new Uint8Array([value & 0xff, (value >> 8) & 0xff]);
}
function u32(value: number): Uint8Array {
  return new Uint8Array([value & 0xff, (value >> 8) & 0xff, (value >> 16) & 0xff, (value >>> 24) & 0xff]);
}
function u32be(value: number): Uint8Array {
  return new Uint8Array([(value >>> 24) & 0xff, (value >> 16) & 0xff, (value >> 8) & 0xff, value & 0xff]);
}

/** A ZIP archive with stored (uncompressed) entries, in the given order. */
export function zipOf(entries: Array<[name: string, content: string | Uint8Array]>): Uint8Array {
  const locals: Uint8Array[] = [];
  const centrals: Uint8Array[] = [];
  let offset = 0;
  for (const [name, content] of entries) {
    const data = typeof content === "string" ? utf8(content) : content;
    const nameBytes = utf8(name);
    const crc = crc32(data);
    const common = concatBytes(u16(20), u16(0), u16(0), u16(0), u16(0x21), u32(crc), u32(data.length), u32(data.length), u16(nameBytes.length), u16(0));
    const local = concatBytes(u32(0x04034b50), common, nameBytes, data);
    centrals.push(concatBytes(u32(0x02014b50), u16(20), common, u16(0), u16(0), u16(0), u32(0), u32(offset), nameBytes));
    locals.push(local);
    offset += local.length;
  }
  const central = concatBytes(...centrals);
  const end = concatBytes(u32(0x06054b50), u16(0), u16(0), u16(entries.length), u16(entries.length), u32(central.length), u32(offset), u16(0));
  return concatBytes(...locals, central, end);
}

function contentTypes(mainType: string): string {
  return `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="xml" ContentType="application/xml"/><Override PartName="/main.xml" ContentType="${mainType}.main+xml"/></Types>`;
}

export const samples = {
  pdf: () => buildSimplePdf([{ lines: ["Protokoll der Mitgliederversammlung", "Beschluss über die Satzungsänderung"] }], "Protokoll"),
  png: () => {
    const chunk = (kind: string, data: Uint8Array) => concatBytes(u32be(data.length), latin1(kind), data, u32be(crc32(concatBytes(latin1(kind), data))));
    const header = concatBytes(u32be(1), u32be(1), new Uint8Array([8, 0, 0, 0, 0]));
    return concatBytes(
      new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
      chunk("IHDR", header),
      chunk("IDAT", deflateSync(new Uint8Array([0, 128]))),
      chunk("IEND", new Uint8Array(0)),
    );
  },
  jpeg: () => concatBytes(new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10]), latin1("JFIF\0"), new Uint8Array(64), new Uint8Array([0xff, 0xd9])),
  gif: () => concatBytes(latin1("GIF89a"), new Uint8Array([1, 0, 1, 0, 0, 0, 0, 0x2c, 0, 0, 0, 0, 1, 0, 1, 0, 0, 2, 2, 0x44, 1, 0, 0x3b])),
  webp: () => concatBytes(latin1("RIFF"), u32(30), latin1("WEBPVP8 "), u32(18), new Uint8Array(18)),
  tiff: () => concatBytes(latin1("II*\0"), u32(8), new Uint8Array(32)),
  docx: () =>
    zipOf([
      ["[Content_Types].xml", contentTypes("application/vnd.openxmlformats-officedocument.wordprocessingml.document")],
      ["word/document.xml", "<w:document/>"],
    ]),
  xlsx: () =>
    zipOf([
      ["[Content_Types].xml", contentTypes("application/vnd.openxmlformats-officedocument.spreadsheetml.sheet")],
      ["xl/workbook.xml", "<workbook/>"],
    ]),
  docm: () =>
    zipOf([
      ["[Content_Types].xml", contentTypes("application/vnd.ms-word.document.macroEnabled")],
      ["word/document.xml", "<w:document/>"],
      ["word/vbaProject.bin", "macro"],
    ]),
  odt: () =>
    zipOf([
      ["mimetype", "application/vnd.oasis.opendocument.text"],
      ["content.xml", "<office:document-content/>"],
    ]),
  zip: () =>
    zipOf([
      ["readme.txt", "hallo"],
      ["setup.exe", "MZ"],
    ]),
  cfb: () => concatBytes(new Uint8Array([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]), new Uint8Array(504)),
  rtf: () => latin1("{\\rtf1\\ansi\\deff0 {\\fonttbl {\\f0 Arial;}} Protokoll\\par }"),
  exe: () => concatBytes(latin1("MZ"), new Uint8Array(58), u32(64), latin1("PE\0\0"), new Uint8Array(200)),
  elf: () => concatBytes(new Uint8Array([0x7f, 0x45, 0x4c, 0x46, 2, 1, 1, 0]), new Uint8Array(56)),
  gzip: () => new Uint8Array([0x1f, 0x8b, 8, 0, 0, 0, 0, 0, 0, 3, 3, 0, 0, 0, 0, 0, 0, 0, 0, 0]),
  textUtf8: (text = "Tagesordnung\nTOP 1: Begrüßung\nTOP 2: Haushalt 2026 – Beschluss\n") => utf8(text),
  textWindows1252: () => latin1("Mitglied;Straße;Ort\r\nMüller Bahn GmbH;Gleisweg 1;Halle (Saale)\r\n"),
  textUtf16le: (text = "Übersicht der Gleisanschlüsse\r\n") =>
    concatBytes(new Uint8Array([0xff, 0xfe]), Uint8Array.from([...text].flatMap((char) => [char.charCodeAt(0) & 0xff, char.charCodeAt(0) >> 8]))),
  html: () => utf8("<!doctype html><html><body><script>alert(1)</script></body></html>"),
  binaryGarbage: () => Uint8Array.from({ length: 512 }, (_, i) => (i * 7919) & 0xff),
};
