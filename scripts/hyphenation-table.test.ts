import { describe, expect, it } from "vitest";
import { HYPHENATION_DE } from "#shared/hyphenation-de.ts";
import { hyphenate } from "#shared/hyphenate.ts";
import { buildTable, sourceStrings } from "./hyphenation-table.ts";

describe("German hyphenation of titles", () => {
  it("has the table the generator makes from today's titles (run node scripts/hyphenation-table.ts)", () => {
    expect(HYPHENATION_DE).toEqual(Object.fromEntries(Object.entries(buildTable(sourceStrings())).map(([w, h]) => [w, h.split("\u00AD")])));
  });

  it("breaks long compounds only between syllables, keeps short words and unknown ones", () => {
    expect(hyphenate("Mitgliederversammlung").split("\u00AD")).toEqual(["Mit", "glie", "der", "ver", "samm", "lung"]);
    expect(hyphenate("Ordentliche Mitgliederversammlung 2027")).toBe("Ordentliche Mit\u00ADglie\u00ADder\u00ADver\u00ADsamm\u00ADlung 2027");
    expect(hyphenate("CRM")).toBe("CRM");
    expect(hyphenate("Donaudampfschifffahrt")).toBe("Donaudampfschifffahrt");
    expect(hyphenate("System-Administration")).toBe("System-Ad\u00ADmi\u00ADnis\u00ADtra\u00ADti\u00ADon");
  });
});
