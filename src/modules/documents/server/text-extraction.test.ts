import { describe, expect, it } from "vitest";
import { samples } from "./test-samples.ts";
import { buildSimplePdf } from "./simple-pdf.ts";
import { EXTRACTION_LIMITS, extractPdfText, extractPlainText } from "./text-extraction.ts";

async function* chunksOf(bytes: Uint8Array, size: number) {
  for (let at = 0; at < bytes.length; at += size) yield bytes.subarray(at, at + size);
}

describe("extractPdfText", () => {
  it("reads the text of every page, German characters included", async () => {
    const pdf = buildSimplePdf([
      { lines: ["Protokoll der Mitgliederversammlung", "Beschluss über die Änderung der Satzung (§ 7)"] },
      { lines: ["Straßenbahn und Güterverkehr: Schienenwege"], imageBytes: 4000 },
    ]);
    const { text, truncated, failure } = await extractPdfText(pdf);
    expect(failure).toBeUndefined();
    expect(truncated).toBe(false);
    expect(text).toContain("Protokoll der Mitgliederversammlung");
    expect(text).toContain("Beschluss über die Änderung der Satzung (§ 7)");
    expect(text).toContain("Straßenbahn und Güterverkehr: Schienenwege");
  });

  it("stops after the page limit and says so", async () => {
    const pdf = buildSimplePdf(Array.from({ length: 6 }, (_, page) => ({ lines: [`Seite ${page + 1}`] })));
    const { text, truncated } = await extractPdfText(pdf, { ...EXTRACTION_LIMITS, maxPages: 3 });
    expect(truncated).toBe(true);
    expect(text).toContain("Seite 3");
    expect(text).not.toContain("Seite 4");
  });

  it("stops at the character limit", async () => {
    const pdf = buildSimplePdf([{ lines: ["a".repeat(80), "b".repeat(80)] }]);
    const { text, truncated } = await extractPdfText(pdf, { ...EXTRACTION_LIMITS, maxChars: 100 });
    expect(truncated).toBe(true);
    expect(text.length).toBeLessThanOrEqual(100);
  });

  it("stops when the time budget is spent", async () => {
    let clock = 0;
    const pdf = buildSimplePdf(Array.from({ length: 5 }, (_, page) => ({ lines: [`Seite ${page + 1}`] })));
    const { text, truncated } = await extractPdfText(pdf, { ...EXTRACTION_LIMITS, maxMillis: 25 }, () => (clock += 10));
    expect(truncated).toBe(true);
    expect(text).toContain("Seite 1");
    expect(text).not.toContain("Seite 5");
  });

  it("returns no text, not an error, for a damaged PDF", async () => {
    const broken = samples.pdf().slice(0, 40);
    const result = await extractPdfText(broken);
    expect(result.text).toBe("");
    expect(result.failure).toBeTruthy();
  });
});

describe("extractPlainText", () => {
  it("decodes UTF-8 across chunk borders", async () => {
    const bytes = samples.textUtf8("Grüße\tan   alle\r\n\r\n\r\nTOP 1: Begrüßung ");
    expect((await extractPlainText(chunksOf(bytes, 3), "utf-8")).text).toBe("Grüße an alle\nTOP 1: Begrüßung");
  });

  it("decodes Windows-1252 and UTF-16", async () => {
    expect((await extractPlainText(chunksOf(samples.textWindows1252(), 10), "windows-1252")).text).toContain("Müller Bahn GmbH;Gleisweg 1");
    expect((await extractPlainText(chunksOf(samples.textUtf16le(), 5), "utf-16le")).text).toBe("Übersicht der Gleisanschlüsse");
  });

  it("stops reading at the character limit", async () => {
    let read = 0;
    async function* many() {
      for (let i = 0; i < 1000; i++) {
        read += 1;
        yield samples.textUtf8("wort ".repeat(100));
      }
    }
    const { text, truncated } = await extractPlainText(many(), "utf-8", { ...EXTRACTION_LIMITS, maxChars: 1000 });
    expect(truncated).toBe(true);
    expect(text.length).toBeLessThanOrEqual(1000);
    expect(read).toBeLessThan(5);
  });
});
