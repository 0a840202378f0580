import { describe, expect, it } from "vitest";
import { MAX_FILE_NAME_LENGTH, fileExtension, fileNameKey, sanitizeFileName, splitFileName, withExtension } from "./file-names.ts";

describe("sanitizeFileName", () => {
  it("keeps ordinary German names as they are", () => {
    expect(sanitizeFileName("Protokoll Mitgliederversammlung 2025.pdf")).toBe("Protokoll Mitgliederversammlung 2025.pdf");
    expect(sanitizeFileName("Stellungnahme § 23 AEG (Entwurf) – Änderungen.docx")).toBe("Stellungnahme § 23 AEG (Entwurf) – Änderungen.docx");
  });

  it("removes path parts so a name can never point elsewhere", () => {
    expect(sanitizeFileName("../../etc/passwd")).toBe("_.._etc_passwd");
    expect(sanitizeFileName("C:\\Users\\x\\bericht.pdf")).toBe("C__Users_x_bericht.pdf");
    expect(sanitizeFileName("/abs/pfad.txt")).toBe("_abs_pfad.txt");
  });

  it("replaces characters Windows forbids", () => {
    expect(sanitizeFileName('a<b>c:d"e|f?g*h.txt')).toBe("a_b_c_d_e_f_g_h.txt");
  });

  it("drops control, zero-width and bidirectional override characters", () => {
    expect(sanitizeFileName("rechnung\u202Efdp.exe")).toBe("rechnungfdp.exe");
    expect(sanitizeFileName("a\u0000b\u0007c\u200Bd\uFEFF.pdf")).toBe("abcd.pdf");
    expect(sanitizeFileName("zeile\nzwei\t.txt")).toBe("zeile zwei.txt");
  });

  it("normalises to NFC so the same visible name is the same string", () => {
    const decomposed = "A\u0308nderung.pdf"; // "Ä" as A + combining diaeresis (macOS)
    expect(sanitizeFileName(decomposed)).toBe("Änderung.pdf");
    expect(fileNameKey(decomposed)).toBe(fileNameKey("Änderung.pdf"));
  });

  it("strips leading dots and trailing dots or spaces and collapses whitespace", () => {
    expect(sanitizeFileName(".htaccess")).toBe("htaccess");
    expect(sanitizeFileName("  bericht   final .pdf. . ")).toBe("bericht final.pdf");
  });

  it("never returns an empty name", () => {
    expect(sanitizeFileName("")).toBe("Dokument");
    expect(sanitizeFileName("   ")).toBe("Dokument");
    expect(sanitizeFileName("...")).toBe("Dokument");
    expect(sanitizeFileName("///")).toBe("Dokument");
    expect(sanitizeFileName("\u202E")).toBe("Dokument");
  });

  it("defuses Windows device names", () => {
    expect(sanitizeFileName("CON.txt")).toBe("_CON.txt");
    expect(sanitizeFileName("lpt1")).toBe("_lpt1");
    expect(sanitizeFileName("console.txt")).toBe("console.txt");
  });

  it("shortens long names but keeps the extension", () => {
    const long = `${"Sehr langer Titel ".repeat(20)}.pdf`;
    const result = sanitizeFileName(long);
    expect(result.length).toBeLessThanOrEqual(MAX_FILE_NAME_LENGTH);
    expect(result.endsWith(".pdf")).toBe(true);
    expect(result.startsWith("Sehr langer Titel")).toBe(true);
  });

  it("counts characters, not UTF-16 units, and never splits an emoji", () => {
    const result = sanitizeFileName(`${"🚆".repeat(300)}.txt`);
    expect([...result].every((char) => char === "🚆" || ".txt".includes(char))).toBe(true);
    expect(result.endsWith(".txt")).toBe(true);
  });

  it("is idempotent", () => {
    for (const name of ["../a.pdf", " x . ", "CON", "a\u202Eb.pdf", `${"x".repeat(400)}.docx`]) {
      const once = sanitizeFileName(name);
      expect(sanitizeFileName(once)).toBe(once);
    }
  });
});

describe("file name parts", () => {
  it("splits off the last extension only", () => {
    expect(splitFileName("Bericht 2025.final.PDF")).toEqual({ stem: "Bericht 2025.final", extension: "PDF" });
    expect(splitFileName("ohne-endung")).toEqual({ stem: "ohne-endung", extension: "" });
    expect(splitFileName("v1.2 entwurf")).toEqual({ stem: "v1.2 entwurf", extension: "" });
    expect(fileExtension("Scan.JPEG")).toBe("jpeg");
    expect(withExtension("bericht.docx", "pdf")).toBe("bericht.pdf");
    expect(withExtension("bericht", "pdf")).toBe("bericht.pdf");
  });

  it("treats names that differ only in case as the same file", () => {
    expect(fileNameKey("Protokoll.PDF")).toBe(fileNameKey("protokoll.pdf"));
    expect(fileNameKey("Übersicht.xlsx")).toBe(fileNameKey("übersicht.xlsx"));
    expect(fileNameKey("a.pdf")).not.toBe(fileNameKey("b.pdf"));
  });
});
