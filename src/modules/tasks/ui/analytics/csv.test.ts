import { describe, expect, it } from "vitest";
import { toCsv } from "./csv.ts";

describe("toCsv", () => {
  it("writes semicolons, decimal commas, quotes where needed and defuses formulas", () => {
    const csv = toCsv(["Woche", "Median (Tage)", "Projekt"], [["2026-11-23", 3.5, "Vorstand; intern"], ["2026-11-30", null, "=HYPERLINK(\"x\")"]]);
    expect(csv).toBe('\uFEFFWoche;Median (Tage);Projekt\r\n2026-11-23;3,5;"Vorstand; intern"\r\n2026-11-30;;"\'=HYPERLINK(""x"")"\r\n');
  });
});
