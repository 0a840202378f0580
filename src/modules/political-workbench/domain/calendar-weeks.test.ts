import { describe, expect, it } from "vitest";
import { isoWeek, weekLabel, weekStart, weeksOf } from "./calendar-weeks.ts";

describe("calendar weeks", () => {
  it("starts weeks on Monday", () => {
    expect(weekStart("2026-11-24")).toBe("2026-11-23"); // Tuesday
    expect(weekStart("2026-11-23")).toBe("2026-11-23"); // Monday
    expect(weekStart("2026-11-29")).toBe("2026-11-23"); // Sunday
    expect(weekStart("2026-01-01")).toBe("2025-12-29"); // across the year
  });

  it("numbers weeks as ISO 8601 does", () => {
    expect(isoWeek("2026-01-01")).toEqual({ week: 1, year: 2026 });
    expect(isoWeek("2027-01-01")).toEqual({ week: 53, year: 2026 });
    expect(isoWeek("2025-12-29")).toEqual({ week: 1, year: 2026 });
    expect(isoWeek("2021-01-03")).toEqual({ week: 53, year: 2020 });
    expect(isoWeek("2025-06-17")).toEqual({ week: 25, year: 2025 });
    expect(weekLabel("2026-11-23")).toBe("KW 48/2026");
  });

  it("lists every week that touches a range, empty ones included", () => {
    expect(weeksOf("2026-11-25", "2026-12-08")).toEqual(["2026-11-23", "2026-11-30", "2026-12-07"]);
    expect(weeksOf("2026-11-23", "2026-11-23")).toEqual(["2026-11-23"]);
    expect(weeksOf("2026-12-01", "2026-11-01")).toEqual([]);
  });
});
