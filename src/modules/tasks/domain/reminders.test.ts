import { describe, expect, it } from "vitest";
import { overdueReminderDays, reminderDedupeKey, reminderFor } from "./reminders.ts";

describe("reminderFor", () => {
  it("reminds the day before, and when overdue on days 1, 3, 7 and then weekly", () => {
    const today = "2026-11-24";
    expect(reminderFor("2026-11-25", today)).toBe("due_soon");
    expect(reminderFor("2026-11-24", today)).toBeNull();
    expect(reminderFor("2026-11-26", today)).toBeNull();
    expect(reminderFor(null, today)).toBeNull();
    const overdue = (days: number) => reminderFor(new Date(Date.parse(`${today}T00:00:00Z`) - days * 86_400_000).toISOString().slice(0, 10), today);
    expect([1, 2, 3, 4, 6, 7, 8, 13, 14, 21, 22, 70].map(overdue)).toEqual([
      "overdue",
      null,
      "overdue",
      null,
      null,
      "overdue",
      null,
      null,
      "overdue",
      "overdue",
      null,
      "overdue",
    ]);
  });
  it("lists the overdue reminder days the job asks for", () => {
    expect(overdueReminderDays(21)).toEqual([1, 3, 7, 14, 21]);
  });
  it("shares one dedupe key per task and day", () => {
    expect(reminderDedupeKey("t1", "2026-11-24")).toBe("tasks:t1:2026-11-24");
  });
});
