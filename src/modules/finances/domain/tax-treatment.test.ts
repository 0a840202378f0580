import { describe, expect, it } from "vitest";
import { formatTaxRate, taxNote, taxTotals } from "./tax-treatment.ts";

describe("tax treatment", () => {
  it("shows no VAT and says why for a genuine membership fee (the default)", () => {
    expect(taxTotals(120_000, { kind: "not_taxable" })).toEqual({ netCents: 120_000, taxCents: 0, grossCents: 120_000, rateBasisPoints: 0 });
    expect(taxNote({ kind: "not_taxable" })).toContain("nicht umsatzsteuerbar");
  });

  it("names the legal basis of an exemption and the small-business rule", () => {
    expect(taxNote({ kind: "exempt", legalBasis: "§ 4 Nr. 22 Buchst. a UStG" })).toBe("Steuerfreie Leistung nach § 4 Nr. 22 Buchst. a UStG.");
    expect(taxNote({ kind: "small_business" })).toBe("Gemäß § 19 UStG wird keine Umsatzsteuer berechnet.");
  });

  it("adds VAT on the net total with one rounding", () => {
    expect(taxTotals(4_167, { kind: "taxable", rateBasisPoints: 1900 })).toEqual({ netCents: 4_167, taxCents: 792, grossCents: 4_959, rateBasisPoints: 1900 });
    expect(taxTotals(-4_167, { kind: "taxable", rateBasisPoints: 1900 }).taxCents).toBe(-792);
    expect(taxNote({ kind: "taxable", rateBasisPoints: 700 })).toBeNull();
    expect(formatTaxRate(1900)).toBe("19 %");
  });
});
