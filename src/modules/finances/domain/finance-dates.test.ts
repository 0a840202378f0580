import { describe, expect, it } from "vitest";
/** The calendar facts the finances rely on (fees, due and collection dates), on the one date module. */
import { addDays, berlinDate, daysBetween, formatGermanDate, isIsoDate, parseIsoDate, weekday } from "#shared/dates.ts";

describe("iso dates", () => {
  it("parses real days and rejects impossible ones", () => {
    expect(parseIsoDate("2028-02-29")).toEqual({ year: 2028, month: 2, day: 29 });
    expect(isIsoDate("2026-02-29")).toBe(false);
    expect(isIsoDate("2026-13-01")).toBe(false);
    expect(isIsoDate("26-01-01")).toBe(false);
  });

  it("adds days across month and year ends", () => {
    expect(addDays("2026-12-31", 1)).toBe("2027-01-01");
    expect(addDays("2026-03-01", -1)).toBe("2026-02-28");
    expect(daysBetween("2026-01-01", "2026-12-31")).toBe(364);
    expect(daysBetween("2026-03-29", "2026-03-30")).toBe(1); // across the DST switch
  });

  it("knows weekdays and prints German dates", () => {
    expect(weekday("2026-11-24")).toBe(2);
    expect(formatGermanDate("2026-01-05")).toBe("05.01.2026");
  });

  it("takes today from the Berlin calendar, not UTC", () => {
    expect(berlinDate(new Date("2026-12-31T23:30:00Z"))).toBe("2027-01-01");
    expect(berlinDate(new Date("2026-06-30T21:59:00Z"))).toBe("2026-06-30");
  });
});
