import { describe, expect, it } from "vitest";
import { resignationDeadline, resignationEffectiveDate } from "./resignation.ts";

describe("resignationEffectiveDate", () => {
  it.each([
    ["2025-01-01", "2025-12-31"],
    ["2025-06-15", "2025-12-31"],
    ["2025-11-29", "2025-12-31"],
    ["2025-11-30", "2025-12-31"], // last day of the notice period
    ["2025-12-01", "2026-12-31"], // one day too late: end of the following year
    ["2025-12-31", "2026-12-31"],
    ["2028-02-29", "2028-12-31"], // leap day
  ])("received %s -> effective %s", (received, effective) => {
    expect(resignationEffectiveDate(received)).toBe(effective);
  });

  it("names 30 November as the deadline", () => {
    expect(resignationDeadline(2030)).toBe("2030-11-30");
  });

  it("rejects anything but an ISO date", () => {
    expect(() => resignationEffectiveDate("30.11.2025")).toThrow(RangeError);
  });
});
