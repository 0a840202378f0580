import { describe, expect, it } from "vitest";
import { isDue } from "./due.ts";

const at = (iso: string) => new Date(iso);

describe("isDue", () => {
  it("runs an interval job the first time and then after its interval (one minute of grace)", () => {
    expect(isDue({ everyMinutes: 5 }, null, at("2026-01-10T10:00:00Z"))).toBe(true);
    expect(isDue({ everyMinutes: 5 }, at("2026-01-10T10:00:00Z"), at("2026-01-10T10:03:59Z"))).toBe(false);
    expect(isDue({ everyMinutes: 5 }, at("2026-01-10T10:00:00Z"), at("2026-01-10T10:04:00Z"))).toBe(true);
  });

  it("runs a daily job once per Berlin day, at or after its time", () => {
    const daily = { dailyAt: "03:00" };
    // 01:59 UTC in January is 02:59 in Berlin: not yet.
    expect(isDue(daily, null, at("2026-01-10T01:59:00Z"))).toBe(false);
    expect(isDue(daily, null, at("2026-01-10T02:00:00Z"))).toBe(true);
    expect(isDue(daily, at("2026-01-10T02:00:00Z"), at("2026-01-10T22:59:00Z"))).toBe(false);
    // 23:00 UTC is midnight in Berlin: a new day, but before 03:00.
    expect(isDue(daily, at("2026-01-10T02:00:00Z"), at("2026-01-10T23:00:00Z"))).toBe(false);
    expect(isDue(daily, at("2026-01-10T02:00:00Z"), at("2026-01-11T02:05:00Z"))).toBe(true);
  });

  it("keeps Berlin time across the change to summer time", () => {
    // 29 March 2026: clocks go from 02:00 to 03:00. 03:00 CEST is 01:00 UTC.
    expect(isDue({ dailyAt: "03:00" }, at("2026-03-28T02:00:00Z"), at("2026-03-29T00:59:00Z"))).toBe(false);
    expect(isDue({ dailyAt: "03:00" }, at("2026-03-28T02:00:00Z"), at("2026-03-29T01:00:00Z"))).toBe(true);
  });
});
