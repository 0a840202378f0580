import { describe, expect, it } from "vitest";
import { addTargetBusinessDays, earliestCollectionDate, easterSunday, isTargetBusinessDay, nextTargetBusinessDay } from "./target-calendar.ts";

describe("TARGET calendar", () => {
  it("computes Easter", () => {
    expect(easterSunday(2025)).toBe("2025-04-20");
    expect(easterSunday(2026)).toBe("2026-04-05");
    expect(easterSunday(2027)).toBe("2027-03-28");
    expect(easterSunday(2038)).toBe("2038-04-25");
  });

  it("closes on weekends and the six TARGET holidays only", () => {
    expect(isTargetBusinessDay("2026-04-03")).toBe(false); // Good Friday
    expect(isTargetBusinessDay("2026-04-06")).toBe(false); // Easter Monday
    expect(isTargetBusinessDay("2026-05-01")).toBe(false);
    expect(isTargetBusinessDay("2026-12-25")).toBe(false);
    expect(isTargetBusinessDay("2026-12-26")).toBe(false);
    expect(isTargetBusinessDay("2027-01-01")).toBe(false);
    expect(isTargetBusinessDay("2026-10-03")).toBe(false); // a Saturday anyway
    expect(isTargetBusinessDay("2026-05-14")).toBe(true); // Ascension: German holiday, TARGET open
    expect(isTargetBusinessDay("2026-11-24")).toBe(true);
  });

  it("moves to and counts business days", () => {
    expect(nextTargetBusinessDay("2026-12-25")).toBe("2026-12-28");
    expect(addTargetBusinessDays("2026-12-24", 1)).toBe("2026-12-28");
    expect(addTargetBusinessDays("2026-04-02", 1)).toBe("2026-04-07");
  });
});

describe("earliestCollectionDate", () => {
  it("takes the later of D-1 and the pre-notification period, then the next business day", () => {
    expect(earliestCollectionDate("2026-11-24", 14)).toBe("2026-12-08");
    expect(earliestCollectionDate("2026-12-11", 14)).toBe("2026-12-28"); // 25th falls on a holiday
    expect(earliestCollectionDate("2026-12-24", 1)).toBe("2026-12-28"); // bank needs one business day
  });

  it("keeps a later wished date and moves an earlier one", () => {
    expect(earliestCollectionDate("2026-11-24", 5, "2027-01-15")).toBe("2027-01-15");
    expect(earliestCollectionDate("2026-11-24", 5, "2026-11-25")).toBe("2026-11-30");
    expect(earliestCollectionDate("2026-11-24", 5, "2027-01-01")).toBe("2027-01-04");
  });
});
