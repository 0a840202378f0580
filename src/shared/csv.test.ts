import { describe, expect, it } from "vitest";
import { csvCell, toCsv } from "./csv.ts";

describe("the platform's CSV writer", () => {
  it("quotes separators, quotes and line breaks", () => {
    expect(csvCell("a;b")).toBe('"a;b"');
    expect(csvCell('Sagte "ja"')).toBe('"Sagte ""ja"""');
    expect(csvCell("Zeile 1\nZeile 2")).toBe('"Zeile 1\nZeile 2"');
    expect(csvCell(null)).toBe("");
    expect(csvCell(undefined)).toBe("");
  });

  it("defuses text a spreadsheet would run as a formula", () => {
    expect(csvCell("=HYPERLINK(1)")).toBe("'=HYPERLINK(1)");
    expect(csvCell("+49 30 123")).toBe("'+49 30 123");
    expect(csvCell("-1+1")).toBe("'-1+1");
    expect(csvCell("@SUM(A1)")).toBe("'@SUM(A1)");
    expect(csvCell("\t=1+1")).toBe("'\t=1+1");
    expect(csvCell("\r=1+1")).toBe(`"'\r=1+1"`);
    expect(csvCell('=HYPERLINK("x";"y")')).toBe(`"'=HYPERLINK(""x"";""y"")"`);
    expect(csvCell("Ergebnis = gut")).toBe("Ergebnis = gut");
  });

  it("writes numbers with a decimal comma, at most two places, unguarded", () => {
    expect(csvCell(-3)).toBe("-3");
    expect(csvCell(2.5)).toBe("2,5");
    expect(csvCell(1234.567)).toBe("1234,57");
    expect(csvCell(0)).toBe("0");
  });

  it("writes a BOM for Excel, a header and CRLF lines", () => {
    expect(
      toCsv(
        ["A", "Ö"],
        [
          ["x", 1],
          ["ä", null],
        ],
      ),
    ).toBe("\uFEFFA;Ö\r\nx;1\r\nä;\r\n");
  });
});
