import { describe, expect, it } from "vitest";
import { centsToDecimal, decimalToCents, formatEuro, formatEuroNumber, parseEuroInput, percentOf, proRata, roundHalfAwayFromZero, sumCents } from "./money.ts";

describe("roundHalfAwayFromZero", () => {
  it("rounds a half cent up and just below a half down", () => {
    expect(roundHalfAwayFromZero(1, 2)).toBe(1); // 0.5 -> 1
    expect(roundHalfAwayFromZero(49, 100)).toBe(0); // 0.49 -> 0
    expect(roundHalfAwayFromZero(50, 100)).toBe(1);
    expect(roundHalfAwayFromZero(51, 100)).toBe(1);
    expect(roundHalfAwayFromZero(149, 100)).toBe(1);
    expect(roundHalfAwayFromZero(150, 100)).toBe(2);
  });

  it("rounds negative halves away from zero, symmetric to positive ones", () => {
    expect(roundHalfAwayFromZero(-1, 2)).toBe(-1);
    expect(roundHalfAwayFromZero(-149, 100)).toBe(-1);
    expect(roundHalfAwayFromZero(-150, 100)).toBe(-2);
    expect(Object.is(roundHalfAwayFromZero(-1, 3), 0)).toBe(true);
  });

  it("refuses fractional inputs and a zero denominator", () => {
    expect(() => roundHalfAwayFromZero(1.5, 2)).toThrow();
    expect(() => roundHalfAwayFromZero(1, 0)).toThrow();
  });
});

describe("proRata and percentOf", () => {
  it("splits a yearly fee into months with one rounding", () => {
    expect(proRata(100_000, 1, 12)).toBe(8_333); // 83.333.. -> 83.33
    expect(proRata(50_000, 1, 12)).toBe(4_167); // 41.666.. -> 41.67
    expect(proRata(150, 1, 12)).toBe(13); // 12.5 -> 13 (exact half)
    expect(proRata(100_000, 12, 12)).toBe(100_000);
    expect(proRata(100_000, 0, 12)).toBe(0);
  });

  it("takes basis points for tax", () => {
    expect(percentOf(10_000, 1_900)).toBe(1_900);
    expect(percentOf(1_05, 1_900)).toBe(20); // 19.95 -> 20
    expect(percentOf(50, 1_900)).toBe(10); // 9.5 -> 10
    expect(percentOf(-50, 1_900)).toBe(-10);
  });
});

describe("decimal conversions", () => {
  it("writes machine decimals", () => {
    expect(centsToDecimal(0)).toBe("0.00");
    expect(centsToDecimal(5)).toBe("0.05");
    expect(centsToDecimal(123_456)).toBe("1234.56");
    expect(centsToDecimal(-1)).toBe("-0.01");
  });

  it("reads machine decimals exactly and rejects a third decimal", () => {
    expect(decimalToCents("1234.56")).toBe(123_456);
    expect(decimalToCents("1234.5")).toBe(123_450);
    expect(decimalToCents("12")).toBe(1_200);
    expect(decimalToCents("-0.01")).toBe(-1);
    expect(decimalToCents("0.29")).toBe(29); // 0.29 * 100 is 28.999.. as a float
    expect(() => decimalToCents("1.234")).toThrow();
    expect(() => decimalToCents("1,23")).toThrow();
    expect(() => decimalToCents("")).toThrow();
  });
});

describe("German display", () => {
  it("groups thousands with points and uses a decimal comma", () => {
    expect(formatEuro(123_456_789)).toBe("1.234.567,89\u00a0€");
    expect(formatEuro(0)).toBe("0,00\u00a0€");
    expect(formatEuroNumber(-100_050)).toBe("-1.000,50");
    expect(formatEuroNumber(99)).toBe("0,99");
  });
});

describe("parseEuroInput", () => {
  it.each([
    ["1.234,56", 123_456],
    ["1234,56", 123_456],
    ["1234,5", 123_450],
    ["1234", 123_400],
    ["1.234", 123_400],
    ["1234.56", 123_456],
    ["12.5", 1_250],
    ["  250,00 € ", 25_000],
    ["-10,00", -1_000],
  ])("reads %s", (input, cents) => {
    expect(parseEuroInput(input)).toBe(cents);
  });

  it.each(["", "abc", "1,234,56", "12,345", "1.23.4", "1e3", "1.2345,00"])("rejects %s", (input) => {
    expect(parseEuroInput(input)).toBeNull();
  });
});

describe("sumCents", () => {
  it("adds whole cents and refuses fractions", () => {
    expect(sumCents([1, 2, 3])).toBe(6);
    expect(sumCents([])).toBe(0);
    expect(() => sumCents([0.5])).toThrow();
  });
});
