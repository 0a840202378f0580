import { describe, expect, it } from "vitest";
import { a4Document, dataTable } from "./document.ts";
import { renderPdf } from "./render-pdf.ts";

const latin1 = (bytes: Uint8Array) => Buffer.from(bytes).toString("latin1");

describe("renderPdf", () => {
  it("renders an A4 document with the embedded site font and metadata", async () => {
    const bytes = await renderPdf(
      a4Document({
        title: "Testdokument",
        author: "VNSI e.V.",
        footerText: "Verband Nichtbundeseigener Schieneninfrastruktur e.V.",
        content: [
          { text: "Überschrift mit Umlauten – äöüß €", style: "title" },
          dataTable(
            [
              { header: "Posten", value: (row: { name: string; amount: string }) => row.name, width: "*" },
              { header: "Betrag", value: (row) => row.amount, align: "right" },
            ],
            [{ name: "Beitrag", amount: "1.200,00 €" }],
            ["Summe", "1.200,00 €"],
          ),
        ],
      }),
    );
    const text = latin1(bytes);
    expect(text.startsWith("%PDF-")).toBe(true);
    expect(text).toContain("SourceSans3-Regular");
    expect(text).toContain("SourceSans3-Bold");
    expect(text).toContain("/MediaBox [0 0 595.28 841.89]");
    expect(text).toContain("(Testdokument)");
  });

  it("prints the footer text and page x of y on every page", () => {
    const definition = a4Document({ title: "x", author: "x", footerText: "VNSI e.V.", content: [] });
    const footer = (definition.footer as (page: number, count: number) => { columns: Array<{ text: string }> })(2, 5);
    expect(footer.columns.map((column) => column.text)).toEqual(["VNSI e.V.", "Seite 2 von 5"]);
  });

  it("refuses to load remote images or local files other than the fonts", async () => {
    await expect(renderPdf(a4Document({ title: "x", author: "x", footerText: "x", content: [{ image: "https://example.org/logo.png" }] }))).rejects.toThrow();
    await expect(renderPdf(a4Document({ title: "x", author: "x", footerText: "x", content: [{ image: "/etc/passwd" }] }))).rejects.toThrow();
  });
});
