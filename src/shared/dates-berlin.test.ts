/** The Berlin calendar cases the assembly relies on (convocation deadlines, start instants), moved with it from its berlin-calendar.ts onto the one date module (issue 24). */
import { describe, expect, it } from "vitest";
import { addDays, addMonths, berlinDate, berlinInstant, berlinTime, daysBetween, formatGermanDate, formatGermanDateTime, isIsoDate } from "./dates.ts";

describe("berlinDate", () => {
  it("uses the Berlin calendar, not UTC, around midnight", () => {
    // 23:30 UTC in winter is 00:30 the next day in Berlin (UTC+1).
    expect(berlinDate(new Date("2026-02-28T23:30:00Z"))).toBe("2026-03-01");
    expect(berlinDate(new Date("2026-02-28T22:59:59Z"))).toBe("2026-02-28");
    // In summer Berlin is UTC+2.
    expect(berlinDate(new Date("2026-07-14T22:00:00Z"))).toBe("2026-07-15");
    expect(berlinDate(new Date("2026-07-14T21:59:59Z"))).toBe("2026-07-14");
  });

  it("is right on both daylight-saving weekends of 2026", () => {
    // Spring forward: 29 March 2026, 02:00 CET -> 03:00 CEST (01:00 UTC).
    expect(berlinTime(new Date("2026-03-29T00:59:00Z"))).toBe("01:59");
    expect(berlinTime(new Date("2026-03-29T01:00:00Z"))).toBe("03:00");
    expect(berlinDate(new Date("2026-03-28T23:00:00Z"))).toBe("2026-03-29");
    expect(berlinDate(new Date("2026-03-29T21:59:00Z"))).toBe("2026-03-29");
    expect(berlinDate(new Date("2026-03-29T22:00:00Z"))).toBe("2026-03-30");
    // Fall back: 25 October 2026, 03:00 CEST -> 02:00 CET (01:00 UTC); the day has 25 hours.
    expect(berlinDate(new Date("2026-10-24T22:00:00Z"))).toBe("2026-10-25");
    expect(berlinDate(new Date("2026-10-25T22:59:00Z"))).toBe("2026-10-25");
    expect(berlinDate(new Date("2026-10-25T23:00:00Z"))).toBe("2026-10-26");
  });
});

describe("calendar arithmetic", () => {
  it("counts calendar days across daylight-saving changes (no 23/25-hour drift)", () => {
    expect(daysBetween("2026-03-01", "2026-03-29")).toBe(28);
    expect(daysBetween("2026-03-28", "2026-03-30")).toBe(2);
    expect(daysBetween("2026-10-24", "2026-10-26")).toBe(2);
    expect(daysBetween("2026-10-01", "2026-10-29")).toBe(28);
    expect(addDays("2026-03-28", 1)).toBe("2026-03-29");
    expect(addDays("2026-03-29", 1)).toBe("2026-03-30");
    expect(addDays("2026-10-25", -28)).toBe("2026-09-27");
  });

  it("counts across year ends and leap days", () => {
    expect(addDays("2026-12-31", 1)).toBe("2027-01-01");
    expect(addDays("2028-02-28", 1)).toBe("2028-02-29");
    expect(daysBetween("2027-12-31", "2028-03-01")).toBe(61);
    expect(daysBetween("2026-03-29", "2026-03-01")).toBe(-28);
  });

  it("ends month periods on the same day number or the shorter month's last day (§ 188 BGB)", () => {
    expect(addMonths("2026-06-15", 12)).toBe("2027-06-15");
    expect(addMonths("2024-02-29", 12)).toBe("2025-02-28");
    expect(addMonths("2026-01-31", 1)).toBe("2026-02-28");
    expect(addMonths("2028-01-31", 1)).toBe("2028-02-29");
    expect(addMonths("2026-05-10", 24)).toBe("2028-05-10");
    expect(addMonths("2026-03-31", -1)).toBe("2026-02-28");
    expect(addMonths("2026-12-15", 1)).toBe("2027-01-15");
  });

  it("validates ISO dates", () => {
    expect(isIsoDate("2026-02-28")).toBe(true);
    expect(isIsoDate("2026-02-29")).toBe(false);
    expect(isIsoDate("2028-02-29")).toBe(true);
    expect(isIsoDate("2026-13-01")).toBe(false);
    expect(isIsoDate("26-01-01")).toBe(false);
    expect(() => addDays("2026-02-30", 1)).toThrow(RangeError);
  });
});

describe("berlinInstant", () => {
  it("converts Berlin wall-clock time in winter and summer", () => {
    expect(berlinInstant("2026-01-15", "10:00")?.toISOString()).toBe("2026-01-15T09:00:00.000Z");
    expect(berlinInstant("2026-07-15", "10:00")?.toISOString()).toBe("2026-07-15T08:00:00.000Z");
  });

  it("handles the daylight-saving days themselves", () => {
    expect(berlinInstant("2026-03-29", "10:00")?.toISOString()).toBe("2026-03-29T08:00:00.000Z");
    expect(berlinInstant("2026-03-29", "01:30")?.toISOString()).toBe("2026-03-29T00:30:00.000Z");
    expect(berlinInstant("2026-10-25", "10:00")?.toISOString()).toBe("2026-10-25T09:00:00.000Z");
    expect(berlinInstant("2026-10-25", "00:30")?.toISOString()).toBe("2026-10-24T22:30:00.000Z");
  });

  it("has no instant for the skipped spring hour and one defined instant for the repeated autumn hour", () => {
    expect(berlinInstant("2026-03-29", "02:30")).toBeNull();
    const repeated = berlinInstant("2026-10-25", "02:30");
    expect(repeated).not.toBeNull();
    expect(berlinTime(repeated!)).toBe("02:30");
    expect(berlinDate(repeated!)).toBe("2026-10-25");
  });

  it("rejects malformed times", () => {
    expect(() => berlinInstant("2026-01-15", "24:00")).toThrow(RangeError);
    expect(() => berlinInstant("2026-01-15", "9:00")).toThrow(RangeError);
  });
});

describe("German formats", () => {
  it("formats dates and Berlin times", () => {
    expect(formatGermanDate("2026-03-01")).toBe("01.03.2026");
    expect(formatGermanDateTime(new Date("2026-02-28T23:30:00Z"))).toBe("01.03.2026, 00:30");
    expect(formatGermanDateTime(new Date("2026-07-15T08:05:00Z"))).toBe("15.07.2026, 10:05");
  });
});
