/**
 * The one date module against the hand-written implementations it replaced (finances'
 * iso-date.ts) and against independent reckonings (UTC arithmetic, § 188 BGB month ends, the
 * runtime's own Berlin time zone): the same answers over three years of days, including both
 * daylight-saving changes, month ends and leap days. Assembly's berlin-calendar.ts was compared
 * here until the assembly used this module (issue 24); its own cases live in dates-berlin.test.ts.
 */
import { describe, expect, it } from "vitest";
import * as dates from "./dates.ts";

/** finances' iso-date.ts as it was (deleted in issue 24 wave 2): arithmetic on UTC midnight. */
const finances = {
  daysBetween: (from: string, to: string) => Math.round((Date.parse(to) - Date.parse(from)) / 86_400_000),
  weekday: (day: string) => new Date(`${day}T00:00:00Z`).getUTCDay(),
  formatGermanDate: (day: string) => day.split("-").reverse().join("."),
};

/** Reckonings that share no code with dates.ts. */
const utcDays = (day: string, n: number) => new Date(Date.parse(`${day}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);
function bgbMonths(day: string, n: number): string {
  const [y, m, d] = day.split("-").map(Number) as [number, number, number];
  const last = new Date(Date.UTC(y, m - 1 + n + 1, 0)).getUTCDate();
  return new Date(Date.UTC(y, m - 1 + n, Math.min(d, last))).toISOString().slice(0, 10);
}
/** "2026-03-29 01:59:00" in Berlin, from the runtime's time-zone data. */
const berlinWallClock = (instant: Date) => instant.toLocaleString("sv-SE", { timeZone: "Europe/Berlin" });
function wallClockInstant(day: string, time: string): number | undefined {
  const naive = Date.parse(`${day}T${time}:00Z`);
  return [1, 2].map((hours) => naive - hours * 3_600_000).find((t) => berlinWallClock(new Date(t)).slice(0, 16) === `${day} ${time}`);
}

const DAYS: string[] = [];
for (let d = Date.UTC(2023, 11, 1); d <= Date.UTC(2026, 11, 31); d += 86_400_000) DAYS.push(new Date(d).toISOString().slice(0, 10));

describe("calendar dates", () => {
  it("adds days and months and counts days like the implementations it replaces", () => {
    for (const day of DAYS) {
      for (const n of [-400, -31, -1, 0, 1, 13, 28, 365]) expect(dates.addDays(day, n)).toBe(utcDays(day, n));
      for (const n of [-12, -1, 1, 2, 12, 13]) expect(dates.addMonths(day, n)).toBe(bgbMonths(day, n));
      expect(dates.daysBetween("2024-02-29", day)).toBe(finances.daysBetween("2024-02-29", day));
      expect(dates.weekday(day)).toBe(finances.weekday(day));
    }
  });

  it("ends a period of months as § 188 BGB does", () => {
    expect(dates.addMonths("2026-01-31", 1)).toBe("2026-02-28");
    expect(dates.addMonths("2024-01-31", 1)).toBe("2024-02-29");
    expect(dates.addMonths("2026-03-31", -1)).toBe("2026-02-28");
  });

  it("refuses what is not a calendar date", () => {
    expect(() => dates.addDays("2026-02-30", 1)).toThrow(RangeError);
    expect(dates.isIsoDate("2026-13-01")).toBe(false);
    expect(dates.isIsoDate("2024-02-29")).toBe(true);
  });
});

describe("Berlin time", () => {
  it("puts instants on the Berlin calendar by the runtime's time-zone data, every quarter hour around both DST changes", () => {
    for (const start of [Date.UTC(2026, 2, 28), Date.UTC(2026, 9, 24)]) {
      for (let t = start; t < start + 3 * 86_400_000; t += 15 * 60_000) {
        const instant = new Date(t);
        expect(dates.berlinDate(instant)).toBe(berlinWallClock(instant).slice(0, 10));
        expect(dates.berlinTime(instant)).toBe(berlinWallClock(instant).slice(11, 16));
      }
    }
    expect(dates.berlinDate(new Date("2026-02-28T23:30:00Z"))).toBe("2026-03-01");
    expect(dates.berlinDate("2026-06-30T22:30:00.000Z")).toBe("2026-07-01");
  });

  it("finds the instant of a Berlin wall-clock time, and none in the skipped spring hour", () => {
    expect(dates.berlinInstant("2026-06-10", "14:05")?.toISOString()).toBe("2026-06-10T12:05:00.000Z");
    expect(dates.berlinInstant("2026-01-10", "14:05")?.toISOString()).toBe("2026-01-10T13:05:00.000Z");
    expect(dates.berlinInstant("2026-03-29", "02:30")).toBeNull();
    for (const day of ["2026-03-28", "2026-03-29", "2026-10-25", "2026-12-31"]) {
      for (const time of ["00:00", "09:30", "18:00", "23:59"]) expect(dates.berlinInstant(day, time)?.getTime()).toBe(wallClockInstant(day, time));
    }
  });
});

describe("German formatting", () => {
  it("prints dates, times and months the German way", () => {
    expect(dates.formatGermanDate("2026-03-28")).toBe("28.03.2026");
    expect(dates.formatGermanDate(new Date("2026-02-28T23:30:00Z"))).toBe("01.03.2026");
    expect(dates.formatGermanDate(null)).toBe("–");
    expect(dates.formatGermanDate(undefined, "")).toBe("");
    expect(dates.formatGermanDateTime("2026-06-10T12:05:00.000Z")).toBe("10.06.2026, 14:05");
    expect(dates.formatGermanDateTime(new Date("2026-01-10T13:05:00Z"))).toBe("10.01.2026, 14:05");
    expect(dates.formatGermanLongDate("2026-03-01")).toBe("1. März 2026");
    expect(dates.formatGermanMonth("2026-12")).toBe("Dezember 2026");
    for (const day of DAYS.slice(0, 400)) expect(dates.formatGermanDate(day)).toBe(finances.formatGermanDate(day));
  });
});
