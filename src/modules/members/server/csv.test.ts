import { describe, expect, it } from "vitest";
import { csvCell, toCsv } from "./csv.ts";

describe("CSV for German Excel", () => {
  it("starts with a BOM, separates with semicolons and ends lines with CRLF", () => {
    expect(toCsv(["Name", "Ort"], [["Hafenbahn GmbH", "Köln"]])).toBe("\uFEFFName;Ort\r\nHafenbahn GmbH;Köln\r\n");
  });

  it("quotes separators, quotes and line breaks", () => {
    expect(csvCell("A;B")).toBe('"A;B"');
    expect(csvCell('Sag "Hallo"')).toBe('"Sag ""Hallo"""');
    expect(csvCell("Zeile 1\nZeile 2")).toBe('"Zeile 1\nZeile 2"');
  });

  it.each(["=HYPERLINK(\"http://x\")", "+49 30 1234", "-1+1", "@SUM(A1)", "\t=1"])("defuses formula-like text %j", (value) => {
    expect(csvCell(value).replace(/^"/, "").startsWith("'")).toBe(true);
  });

  it("writes decimals with a German comma and empty cells for missing values", () => {
    expect(csvCell(12.5)).toBe("12,5");
    expect(csvCell(-3)).toBe("-3");
    expect(csvCell(null)).toBe("");
  });
});
