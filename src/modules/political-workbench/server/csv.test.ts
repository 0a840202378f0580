import { describe, expect, it } from "vitest";
import { csvCell, toCsv } from "./csv.ts";

describe("csv", () => {
  it("quotes separators and defuses formulas", () => {
    expect(csvCell("a;b")).toBe('"a;b"');
    expect(csvCell('Sagte "ja"')).toBe('"Sagte ""ja"""');
    expect(csvCell("=HYPERLINK(1)")).toBe("'=HYPERLINK(1)");
    expect(csvCell(-3)).toBe("-3");
    expect(csvCell(2.5)).toBe("2,5");
    expect(csvCell(null)).toBe("");
  });

  it("writes a BOM, a header and CRLF lines", () => {
    expect(toCsv(["A", "B"], [["x", 1]])).toBe("\uFEFFA;B\r\nx;1\r\n");
  });
});
