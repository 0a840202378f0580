import { describe, expect, it } from "vitest";
import { countOf, pluralOf } from "./plural.ts";

describe("German plurals", () => {
  it("uses the singular for exactly one and the plural otherwise", () => {
    expect(countOf(1, "Aktion", "Aktionen")).toBe("1 Aktion");
    expect(countOf(0, "Aktion", "Aktionen")).toBe("0 Aktionen");
    expect(countOf(2, "Stimme", "Stimmen")).toBe("2 Stimmen");
    expect(countOf(1.5, "Stunde", "Stunden")).toBe("1,5 Stunden");
    expect(pluralOf(1, "Buchung", "Buchungen")).toBe("Buchung");
  });
  it("groups digits the German way", () => {
    expect(countOf(12345, "Mitglied", "Mitglieder")).toBe("12.345 Mitglieder");
  });
});
