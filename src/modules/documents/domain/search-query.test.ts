import { describe, expect, it } from "vitest";
import { parseSearch } from "./search-query.ts";

describe("parseSearch", () => {
  it("requires every word and treats the last as a prefix", () => {
    expect(parseSearch("Protokoll Mitgliederversammlung")).toEqual({
      tsquery: "protokoll & mitgliederversammlung:*",
      terms: ["protokoll", "mitgliederversammlung"],
    });
    expect(parseSearch("  satz ")).toEqual({ tsquery: "satz:*", terms: ["satz"] });
  });

  it("keeps German letters and digits and splits on everything else", () => {
    expect(parseSearch("Änderung §23 AEG-Novelle 2025").terms).toEqual(["änderung", "23", "aeg", "novelle", "2025"]);
    expect(parseSearch("Straße_Übergang.pdf").terms).toEqual(["straße", "übergang", "pdf"]);
  });

  it("cannot produce tsquery operators or syntax from input", () => {
    for (const input of ["a & b", "a | b", "!a", "a:*", "(a", "'a'", "a <-> b", "\\", ":", "&|!()<>"]) {
      const { tsquery } = parseSearch(input);
      if (tsquery) expect(tsquery, input).toMatch(/^[\p{L}\p{N}]+(?::\*)?(?: & !?[\p{L}\p{N}]+(?::\*)?)*$/u);
    }
  });

  it("excludes words with a leading minus", () => {
    expect(parseSearch("Haushalt -Entwurf").tsquery).toBe("haushalt:* & !entwurf");
    expect(parseSearch("-nur").tsquery).toBeNull();
  });

  it("returns nothing searchable for empty or symbol-only input", () => {
    expect(parseSearch("")).toEqual({ tsquery: null, terms: [] });
    expect(parseSearch(" ,.;- ")).toEqual({ tsquery: null, terms: [] });
  });

  it("limits the number and length of words and drops repeats", () => {
    const many = parseSearch(Array.from({ length: 20 }, (_, i) => `wort${i}`).join(" "));
    expect(many.terms).toHaveLength(8);
    expect(parseSearch("x".repeat(100)).terms[0]).toHaveLength(40);
    expect(parseSearch("bahn Bahn BAHN").terms).toEqual(["bahn"]);
  });
});
