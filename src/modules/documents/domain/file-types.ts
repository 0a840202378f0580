/**
 * The allow-list of file types, decided by a file's bytes (magic numbers via file-type), never by
 * its name or the browser's claim. The name's extension only has to agree with what the bytes
 * are, and it picks among the text types, which have no signature. Shared by the upload screen
 * (an early check of the first bytes) and the server (the decision).
 */
import { fileTypeFromBuffer } from "file-type";
import { fileExtension, withExtension } from "./file-names.ts";
import { sniffText, type TextCharset } from "./text-sniffer.ts";

export interface AllowedFileType {
  id: string;
  mediaType: string;
  /** Accepted extensions; the first is the one added to a name that has none. */
  extensions: readonly string[];
  /** German name with article, as used in messages ("eine PDF-Datei"). */
  label: string;
  preview: "pdf" | "image" | null;
  /** Where full-text search gets its text from. */
  textSource: "pdf" | "text" | null;
}

const type = (id: string, mediaType: string, extensions: string[], label: string, extra: Partial<AllowedFileType> = {}): AllowedFileType => ({
  id,
  mediaType,
  extensions,
  label,
  preview: null,
  textSource: null,
  ...extra,
});

const OOXML = "application/vnd.openxmlformats-officedocument";
const ODF = "application/vnd.oasis.opendocument";

export const ALLOWED_FILE_TYPES: readonly AllowedFileType[] = [
  type("pdf", "application/pdf", ["pdf"], "eine PDF-Datei", { preview: "pdf", textSource: "pdf" }),
  type("png", "image/png", ["png"], "ein PNG-Bild", { preview: "image" }),
  type("jpeg", "image/jpeg", ["jpg", "jpeg", "jpe"], "ein JPEG-Bild", { preview: "image" }),
  type("gif", "image/gif", ["gif"], "ein GIF-Bild", { preview: "image" }),
  type("webp", "image/webp", ["webp"], "ein WebP-Bild", { preview: "image" }),
  type("tiff", "image/tiff", ["tif", "tiff"], "ein TIFF-Bild"),
  type("docx", `${OOXML}.wordprocessingml.document`, ["docx"], "ein Word-Dokument"),
  type("xlsx", `${OOXML}.spreadsheetml.sheet`, ["xlsx"], "eine Excel-Tabelle"),
  type("pptx", `${OOXML}.presentationml.presentation`, ["pptx"], "eine PowerPoint-Präsentation"),
  type("odt", `${ODF}.text`, ["odt"], "ein OpenDocument-Text"),
  type("ods", `${ODF}.spreadsheet`, ["ods"], "eine OpenDocument-Tabelle"),
  type("odp", `${ODF}.presentation`, ["odp"], "eine OpenDocument-Präsentation"),
  type("doc", "application/msword", ["doc"], "ein Word-Dokument"),
  type("xls", "application/vnd.ms-excel", ["xls"], "eine Excel-Tabelle"),
  type("ppt", "application/vnd.ms-powerpoint", ["ppt"], "eine PowerPoint-Präsentation"),
  type("msg", "application/vnd.ms-outlook", ["msg"], "eine Outlook-Nachricht"),
  type("rtf", "application/rtf", ["rtf"], "ein RTF-Dokument"),
  type("txt", "text/plain", ["txt", "text", "log"], "eine Textdatei", { textSource: "text" }),
  type("csv", "text/csv", ["csv"], "eine CSV-Tabelle", { textSource: "text" }),
  type("tsv", "text/tab-separated-values", ["tsv", "tab"], "eine TSV-Tabelle", { textSource: "text" }),
  type("md", "text/markdown", ["md", "markdown"], "ein Markdown-Text", { textSource: "text" }),
];

export const ALLOWED_TYPES_SUMMARY =
  "PDF, Bilder (PNG, JPEG, GIF, WebP, TIFF), Word, Excel, PowerPoint, OpenDocument, RTF, Outlook-Nachrichten sowie Text- und CSV-Dateien";

/** The `accept` attribute of the upload input: a hint for the file picker, never a check. */
export const ACCEPT_ATTRIBUTE = ALLOWED_FILE_TYPES.flatMap((t) => t.extensions.map((ext) => `.${ext}`)).join(",");

const byId = new Map(ALLOWED_FILE_TYPES.map((t) => [t.id, t]));
const byExtension = new Map(ALLOWED_FILE_TYPES.flatMap((t) => t.extensions.map((ext) => [ext, t] as const)));
const TEXT_TYPES = ALLOWED_FILE_TYPES.filter((t) => t.textSource === "text");

// Compound Binary Files (the pre-2007 Office container, also Outlook .msg and password-protected
// OOXML files) carry no type of their own in the signature: the extension names the application.
const CFB_TYPES: Record<string, string> = { doc: "doc", xls: "xls", ppt: "ppt", msg: "msg", docx: "docx", xlsx: "xlsx", pptx: "pptx" };

/** German descriptions of refused types that users might otherwise not recognise. */
const REFUSED_LABELS: Record<string, string> = {
  exe: "ein Windows-Programm",
  elf: "ein Linux-Programm",
  macho: "ein macOS-Programm",
  cab: "ein Windows-Installationspaket",
  lnk: "eine Windows-Verknüpfung",
  reg: "eine Windows-Registrierungsdatei",
  jar: "ein Java-Programm",
  class: "ein Java-Programm",
  apk: "eine Android-App",
  wasm: "ausführbarer WebAssembly-Code",
  crx: "eine Browser-Erweiterung",
  xpi: "eine Browser-Erweiterung",
  swf: "eine Flash-Datei",
  docm: "ein Word-Dokument mit Makros",
  dotm: "eine Word-Vorlage mit Makros",
  xlsm: "eine Excel-Tabelle mit Makros",
  xltm: "eine Excel-Vorlage mit Makros",
  pptm: "eine PowerPoint-Präsentation mit Makros",
  potm: "eine PowerPoint-Vorlage mit Makros",
  ppsm: "eine PowerPoint-Präsentation mit Makros",
  xml: "eine XML-Datei",
  sqlite: "eine Datenbankdatei",
  zip: "ein ZIP-Archiv",
  cfb: "eine Datei im Microsoft-Containerformat",
};
const ARCHIVES = new Set([
  "rar",
  "7z",
  "gz",
  "tar",
  "tar.gz",
  "bz2",
  "xz",
  "zst",
  "lz",
  "lz4",
  "lzh",
  "arj",
  "ace",
  "cpio",
  "asar",
  "iso",
  "dmg",
  "deb",
  "rpm",
  "ar",
]);

export type FileTypeVerdict = { ok: true; type: AllowedFileType; fileName: string; charset: TextCharset | null } | { ok: false; message: string };

/**
 * Judges a file by its first bytes (at least the first 4 KB; a whole chunk is better for Office
 * files) and its already sanitised name. A name without extension gets the detected one added.
 * For text, `complete` says whether `head` is the whole file (else the charset is provisional and
 * the rest must pass a TextSniffer, see upload-service).
 */
export async function judgeFileType(head: Uint8Array, fileName: string, complete = true): Promise<FileTypeVerdict> {
  const extension = fileExtension(fileName);
  const claimed = byExtension.get(extension);
  const sniffed = await fileTypeFromBuffer(head);

  if (sniffed) {
    const detected =
      sniffed.ext === "cfb" ? byId.get(CFB_TYPES[extension] ?? "") : byId.get(sniffed.ext === "jpg" ? "jpeg" : sniffed.ext === "tif" ? "tiff" : sniffed.ext);
    if (!detected) return refuse(fileName, refusedLabel(sniffed.ext, sniffed.mime), claimed);
    return accept(detected, fileName, extension, null);
  }

  const charset = sniffText(head, complete);
  if (!charset) return refuse(fileName, "eine Datei in einem unbekannten Format", claimed);
  const textType = TEXT_TYPES.find((t) => t.extensions.includes(extension));
  if (textType) return { ok: true, type: textType, fileName, charset };
  if (!extension) return { ok: true, type: byId.get("txt")!, fileName: withExtension(fileName, "txt"), charset };
  return {
    ok: false,
    message: `„${fileName}“ ist eine Textdatei mit der Endung .${extension}. Als Text sind nur .txt-, .csv-, .tsv- und .md-Dateien erlaubt.`,
  };
}

function accept(detected: AllowedFileType, fileName: string, extension: string, charset: TextCharset | null): FileTypeVerdict {
  if (detected.extensions.includes(extension)) return { ok: true, type: detected, fileName, charset };
  if (!extension) return { ok: true, type: detected, fileName: withExtension(fileName, detected.extensions[0]!), charset };
  const suggestion = withExtension(fileName, detected.extensions[0]!);
  return {
    ok: false,
    message: `„${fileName}“ ist ${detected.label}, die Endung .${extension} passt nicht dazu. Bitte benennen Sie die Datei in „${suggestion}“ um und laden Sie sie erneut hoch.`,
  };
}

function refuse(fileName: string, label: string, claimed: AllowedFileType | undefined): FileTypeVerdict {
  // "eine PDF-Datei" -> "keine PDF-Datei", "ein Word-Dokument" -> "kein Word-Dokument"
  const what = claimed ? `ist k${claimed.label}, sondern ${label}` : `ist ${label}`;
  return {
    ok: false,
    message: `Dateityp nicht erlaubt: „${fileName}“ ${what}. Erlaubt sind ${ALLOWED_TYPES_SUMMARY}.`,
  };
}

function refusedLabel(ext: string, mime: string): string {
  if (REFUSED_LABELS[ext]) return REFUSED_LABELS[ext];
  if (ARCHIVES.has(ext)) return "ein Archiv";
  if (mime.startsWith("video/")) return "ein Video";
  if (mime.startsWith("audio/")) return "eine Audiodatei";
  if (mime.startsWith("font/")) return "eine Schriftdatei";
  if (mime.startsWith("image/")) return `ein Bild im Format ${ext.toUpperCase()}`;
  return `eine Datei vom Typ ${ext.toUpperCase()}`;
}

export function fileTypeById(id: string): AllowedFileType | undefined {
  return byId.get(id);
}
