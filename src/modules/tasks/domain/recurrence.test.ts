import { describe, expect, it } from "vitest";
import { addSeriesMonths, nextDueDate } from "./recurrence.ts";

describe("addSeriesMonths", () => {
  it("keeps the day, clamps to short months and keeps month ends at month ends", () => {
    expect(addSeriesMonths("2026-01-15", 1)).toBe("2026-02-15");
    expect(addSeriesMonths("2026-01-30", 1)).toBe("2026-02-28");
    expect(addSeriesMonths("2028-01-30", 1)).toBe("2028-02-29");
    expect(addSeriesMonths("2026-03-31", 3)).toBe("2026-06-30");
    expect(addSeriesMonths("2026-06-30", 3)).toBe("2026-09-30");
    expect(addSeriesMonths("2026-09-30", 3)).toBe("2026-12-31");
    expect(addSeriesMonths("2026-02-28", 12)).toBe("2027-02-28");
    expect(addSeriesMonths("2028-02-29", 12)).toBe("2029-02-28");
    expect(addSeriesMonths("2026-11-15", 3)).toBe("2027-02-15");
  });
});

describe("nextDueDate", () => {
  it("is one interval after the due date when done in time", () => {
    expect(nextDueDate("2026-03-31", "yearly", "2026-03-20")).toBe("2027-03-31");
    expect(nextDueDate("2026-03-31", "quarterly", "2026-03-31")).toBe("2026-06-30");
    expect(nextDueDate("2026-01-10", "monthly", "2026-01-09")).toBe("2026-02-10");
  });
  it("skips dates of the series that passed while the task was late", () => {
    expect(nextDueDate("2026-01-10", "monthly", "2026-03-15")).toBe("2026-04-10");
    expect(nextDueDate("2026-01-10", "monthly", "2026-02-10")).toBe("2026-03-10");
    expect(nextDueDate("2025-05-01", "yearly", "2026-06-01")).toBe("2027-05-01");
  });
  it("counts from the day it was done when there was no due date", () => {
    expect(nextDueDate(null, "quarterly", "2026-11-24")).toBe("2027-02-24");
  });
});
