import { describe, expect, it } from "vitest";
import { formatGermanLongDate } from "#shared/dates.ts";
import { isoDay } from "./format-date.ts";

describe("dates on the public pages", () => {
  it("writes the German month name", () => {
    expect(formatGermanLongDate(new Date("2025-05-14"))).toBe("14. Mai 2025");
    expect(formatGermanLongDate(new Date("2025-03-03"))).toBe("3. März 2025");
  });

  it("gives the ISO day for <time datetime>", () => {
    expect(isoDay(new Date("2025-06-17"))).toBe("2025-06-17");
  });
});
