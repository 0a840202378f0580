import { describe, expect, it } from "vitest";
import { addDays, daysBetween, weekday } from "#shared/dates.ts";
import { demoCalendar, desiredEntryDate, FOUNDING_DATE, outsideAdmissionFreezes } from "./demo-calendar.ts";

/** Every day from `first` to `last`: the demo is seeded on whatever day `npm start` first runs. */
function* days(first: string, last: string) {
  for (let day = first; day <= last; day = addDays(day, 1)) yield day;
}

describe("the demo calendar", () => {
  it("puts a desired entry date after today, within today's year while the year has a day left", () => {
    expect(desiredEntryDate("2027-03-10", 30)).toBe("2027-04-09");
    expect(desiredEntryDate("2027-12-15", 30)).toBe("2027-12-31");
    expect(desiredEntryDate("2027-12-30", 120)).toBe("2027-12-31");
    // The year's last day: the company admitted today enters in the next year (after today's assembly).
    expect(desiredEntryDate("2027-12-31", 30)).toBe("2028-01-30");
  });

  it("on the days around a year's end and two days a month: no desired entry date and no register entry falls into a freeze", () => {
    const sample = [...days("2027-12-01", "2028-01-31"), ...[...days("2027-01-01", "2028-12-31")].filter((day) => ["01", "15"].includes(day.slice(8)))];
    for (const today of sample) {
      const calendar = demoCalendar(today);
      const { lastAssembly, currentAssembly } = calendar;
      const frozen = (date: string) => [lastAssembly, currentAssembly].some((a) => a.invitedOn <= date && date <= a.date);
      for (let index = 0; index < 10; index++) {
        const entry = desiredEntryDate(today, 30 + index * 10);
        expect(entry > today, `${today}: ${entry}`).toBe(true);
        expect(frozen(entry), `${today}: ${entry}`).toBe(false);
      }
      for (const back of [30, 35, 200, 240, 600]) {
        const entry = outsideAdmissionFreezes(calendar, addDays(today, -back));
        expect(frozen(entry), `${today} - ${back}: ${entry}`).toBe(false);
      }
      // Convened in time (four weeks, § 4 Abs. 3), midweek, the last one over before today's was convened.
      expect(daysBetween(currentAssembly.invitedOn, today)).toBeGreaterThanOrEqual(28);
      expect([2, 3, 4]).toContain(weekday(lastAssembly.date));
      expect(lastAssembly.date < currentAssembly.invitedOn).toBe(true);
      expect(lastAssembly.minutesOn < currentAssembly.invitedOn).toBe(true);
      expect(lastAssembly.invitedOn >= FOUNDING_DATE).toBe(true);
    }
  });
});
