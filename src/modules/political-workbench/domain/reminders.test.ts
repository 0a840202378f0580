import { describe, expect, it } from "vitest";
import { reminderFor, reminderKey, reminderTitle } from "./reminders.ts";

describe("date reminders", () => {
  it("reminds inside the lead time and on the day, never before or after", () => {
    expect(reminderFor("2026-12-10", 7, "2026-12-02")).toBeNull();
    expect(reminderFor("2026-12-10", 7, "2026-12-03")).toBe("lead");
    expect(reminderFor("2026-12-10", 7, "2026-12-09")).toBe("lead");
    expect(reminderFor("2026-12-10", 7, "2026-12-10")).toBe("due");
    expect(reminderFor("2026-12-10", 7, "2026-12-11")).toBeNull();
  });

  it("with no lead time reminds on the day only", () => {
    expect(reminderFor("2026-12-10", 0, "2026-12-09")).toBeNull();
    expect(reminderFor("2026-12-10", 0, "2026-12-10")).toBe("due");
  });

  it("keys a reminder by date, kind and due date, so a moved date reminds again", () => {
    expect(reminderKey("d1", "lead", "2026-12-10")).toBe("political-date:d1:lead:2026-12-10");
    expect(reminderKey("d1", "lead", "2026-12-17")).not.toBe(reminderKey("d1", "lead", "2026-12-10"));
  });

  it("says how far away the date is", () => {
    expect(reminderTitle("lead", "Frist zur Stellungnahme: AEG", "2026-12-10", "2026-12-03")).toBe("Frist zur Stellungnahme: AEG in 7 Tagen");
    expect(reminderTitle("lead", "Anhörung", "2026-12-10", "2026-12-09")).toBe("Anhörung in einem Tag");
    expect(reminderTitle("due", "Anhörung", "2026-12-10", "2026-12-10")).toBe("Heute: Anhörung");
  });
});
