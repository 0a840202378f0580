import { describe, expect, it } from "vitest";
import { formatGermanDate, isoDay } from "./format-date.ts";

describe("formatGermanDate", () => {
  it("writes the German month name", () => {
    expect(formatGermanDate(new Date("2025-05-14"))).toBe("14. Mai 2025");
    expect(formatGermanDate(new Date("2025-03-03"))).toBe("3. März 2025");
  });

  it("gives the ISO day for <time datetime>", () => {
    expect(isoDay(new Date("2025-06-17"))).toBe("2025-06-17");
  });
});
