import { describe, expect, it } from "vitest";
import { ACCEPT_ATTRIBUTE, judgeFileType } from "./file-types.ts";
import { samples } from "../server/test-samples.ts";

async function typeOf(bytes: Uint8Array, name: string) {
  const verdict = await judgeFileType(bytes, name);
  if (!verdict.ok) throw new Error(`refused: ${verdict.message}`);
  return { id: verdict.type.id, mediaType: verdict.type.mediaType, fileName: verdict.fileName, charset: verdict.charset };
}
async function refusal(bytes: Uint8Array, name: string) {
  const verdict = await judgeFileType(bytes, name);
  if (verdict.ok) throw new Error(`accepted as ${verdict.type.id}`);
  return verdict.message;
}

describe("judgeFileType: allowed types by their bytes", () => {
  it.each([
    ["pdf", samples.pdf(), "Protokoll.pdf", "application/pdf"],
    ["png", samples.png(), "Logo.png", "image/png"],
    ["jpeg", samples.jpeg(), "Foto.JPG", "image/jpeg"],
    ["jpeg", samples.jpeg(), "Foto.jpeg", "image/jpeg"],
    ["gif", samples.gif(), "a.gif", "image/gif"],
    ["webp", samples.webp(), "a.webp", "image/webp"],
    ["tiff", samples.tiff(), "Scan.tif", "image/tiff"],
    ["docx", samples.docx(), "Stellungnahme.docx", "application/vnd.openxmlformats-officedocument.wordprocessingml.document"],
    ["xlsx", samples.xlsx(), "Haushalt.xlsx", "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"],
    ["odt", samples.odt(), "Brief.odt", "application/vnd.oasis.opendocument.text"],
    ["doc", samples.cfb(), "Alt.doc", "application/msword"],
    ["xls", samples.cfb(), "Alt.xls", "application/vnd.ms-excel"],
    ["msg", samples.cfb(), "Mail.msg", "application/vnd.ms-outlook"],
    ["docx", samples.cfb(), "Verschlüsselt.docx", "application/vnd.openxmlformats-officedocument.wordprocessingml.document"],
    ["rtf", samples.rtf(), "Notiz.rtf", "application/rtf"],
  ])("%s: %s", async (id, bytes, name, mediaType) => {
    expect(await typeOf(bytes, name)).toMatchObject({ id, mediaType, fileName: name, charset: null });
  });

  it("recognises text and its character set", async () => {
    expect(await typeOf(samples.textUtf8(), "Tagesordnung.txt")).toMatchObject({ id: "txt", charset: "utf-8" });
    expect(await typeOf(samples.textWindows1252(), "Mitglieder.csv")).toMatchObject({ id: "csv", mediaType: "text/csv", charset: "windows-1252" });
    expect(await typeOf(samples.textUtf16le(), "Liste.txt")).toMatchObject({ id: "txt", charset: "utf-16le" });
    expect(await typeOf(samples.textUtf8("# Notizen\n"), "notizen.md")).toMatchObject({ id: "md", mediaType: "text/markdown" });
  });

  it("adds the detected extension to a name without one", async () => {
    expect((await typeOf(samples.pdf(), "Protokoll")).fileName).toBe("Protokoll.pdf");
    expect((await typeOf(samples.textUtf8(), "LIESMICH")).fileName).toBe("LIESMICH.txt");
  });
});

describe("judgeFileType: refusals with a German message", () => {
  it("refuses a Windows program renamed to .pdf", async () => {
    expect(await refusal(samples.exe(), "Rechnung.pdf")).toBe(
      "Dateityp nicht erlaubt: „Rechnung.pdf“ ist keine PDF-Datei, sondern ein Windows-Programm. Erlaubt sind PDF, Bilder (PNG, JPEG, GIF, WebP, TIFF), Word, Excel, PowerPoint, OpenDocument, RTF, Outlook-Nachrichten sowie Text- und CSV-Dateien.",
    );
  });

  it("refuses programs, archives and macro documents whatever they are called", async () => {
    expect(await refusal(samples.exe(), "setup.exe")).toContain("„setup.exe“ ist ein Windows-Programm");
    expect(await refusal(samples.elf(), "bild.png")).toContain("ist kein PNG-Bild, sondern ein Linux-Programm");
    expect(await refusal(samples.zip(), "Unterlagen.zip")).toContain("ist ein ZIP-Archiv");
    expect(await refusal(samples.zip(), "Bericht.docx")).toContain("ist kein Word-Dokument, sondern ein ZIP-Archiv");
    expect(await refusal(samples.gzip(), "daten.csv")).toContain("ist keine CSV-Tabelle, sondern ein Archiv");
    expect(await refusal(samples.docm(), "Vorlage.docx")).toContain("ist kein Word-Dokument, sondern ein Word-Dokument mit Makros");
    expect(await refusal(samples.cfb(), "installer.msi")).toContain("Microsoft-Containerformat");
  });

  it("refuses binary data of unknown format, even when named .txt", async () => {
    expect(await refusal(samples.binaryGarbage(), "notiz.txt")).toContain("ist keine Textdatei, sondern eine Datei in einem unbekannten Format");
    expect(await refusal(new Uint8Array([0x41, 0x00, 0x42]), "a.csv")).toContain("unbekannten Format");
  });

  it("refuses text under an extension that is not a text type (HTML, scripts, SVG)", async () => {
    expect(await refusal(samples.html(), "seite.html")).toBe(
      "„seite.html“ ist eine Textdatei mit der Endung .html. Als Text sind nur .txt-, .csv-, .tsv- und .md-Dateien erlaubt.",
    );
    expect(await refusal(samples.textUtf8("alert(1)"), "x.js")).toContain(".js");
  });

  it("refuses an allowed type under another allowed type's extension, suggesting the right name", async () => {
    expect(await refusal(samples.pdf(), "Bericht.docx")).toBe(
      "„Bericht.docx“ ist eine PDF-Datei, die Endung .docx passt nicht dazu. Bitte benennen Sie die Datei in „Bericht.pdf“ um und laden Sie sie erneut hoch.",
    );
    expect(await refusal(samples.png(), "foto.jpg")).toContain("„foto.png“");
  });

  it("lists every allowed extension for the file picker", () => {
    expect(ACCEPT_ATTRIBUTE.split(",")).toEqual(expect.arrayContaining([".pdf", ".docx", ".jpg", ".csv", ".md"]));
    expect(ACCEPT_ATTRIBUTE).not.toContain(".exe");
  });
});
