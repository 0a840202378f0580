import { describe, expect, it } from "vitest";
import { isAtLeastTenPercent, isAtLeastThreeQuarters, isMoreThanHalf, isMoreThanOneThird, moreThanOneThirdNeeded, tenPercentNeeded } from "./thresholds.ts";

describe("more than one third", () => {
  it("refuses exactly one third and accepts one more", () => {
    expect(isMoreThanOneThird(10, 30)).toBe(false);
    expect(isMoreThanOneThird(11, 30)).toBe(true);
    expect(isMoreThanOneThird(1, 3)).toBe(false);
    expect(isMoreThanOneThird(2, 3)).toBe(true);
  });

  it("handles totals not divisible by three", () => {
    // 31 / 3 = 10.33: 10 is less, 11 is more.
    expect(isMoreThanOneThird(10, 31)).toBe(false);
    expect(isMoreThanOneThird(11, 31)).toBe(true);
    // 32 / 3 = 10.67
    expect(isMoreThanOneThird(10, 32)).toBe(false);
    expect(isMoreThanOneThird(11, 32)).toBe(true);
  });

  it("names the count needed, consistent with the predicate", () => {
    for (let total = 1; total <= 120; total++) {
      const needed = moreThanOneThirdNeeded(total);
      expect(isMoreThanOneThird(needed, total)).toBe(true);
      expect(isMoreThanOneThird(needed - 1, total)).toBe(false);
    }
    expect(moreThanOneThirdNeeded(30)).toBe(11);
    expect(moreThanOneThirdNeeded(33)).toBe(12);
  });

  it("is never reached without members", () => {
    expect(isMoreThanOneThird(0, 0)).toBe(false);
  });
});

describe("at least ten percent", () => {
  it("accepts exactly ten percent and refuses one less", () => {
    expect(isAtLeastTenPercent(2, 20)).toBe(true);
    expect(isAtLeastTenPercent(1, 20)).toBe(false);
    expect(isAtLeastTenPercent(3, 25)).toBe(true);
    expect(isAtLeastTenPercent(2, 25)).toBe(false);
  });

  it("names the count needed, consistent with the predicate", () => {
    for (let total = 1; total <= 120; total++) {
      const needed = tenPercentNeeded(total);
      expect(isAtLeastTenPercent(needed, total)).toBe(true);
      expect(isAtLeastTenPercent(needed - 1, total)).toBe(false);
    }
  });
});

describe("three quarters of the valid votes", () => {
  it("accepts exactly three quarters and refuses just below", () => {
    expect(isAtLeastThreeQuarters(3, 4)).toBe(true);
    expect(isAtLeastThreeQuarters(30, 40)).toBe(true);
    expect(isAtLeastThreeQuarters(29, 40)).toBe(false);
    expect(isAtLeastThreeQuarters(2, 3)).toBe(false);
    expect(isAtLeastThreeQuarters(8, 11)).toBe(false); // 72.7 %
    expect(isAtLeastThreeQuarters(9, 12)).toBe(true);
  });

  it("never passes without valid votes", () => {
    expect(isAtLeastThreeQuarters(0, 0)).toBe(false);
  });
});

describe("more than half", () => {
  it("refuses a tie and accepts one more", () => {
    expect(isMoreThanHalf(5, 10)).toBe(false);
    expect(isMoreThanHalf(6, 11)).toBe(true);
    expect(isMoreThanHalf(5, 11)).toBe(false);
    expect(isMoreThanHalf(0, 0)).toBe(false);
  });
});
