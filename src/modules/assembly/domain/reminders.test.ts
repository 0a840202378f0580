import { describe, expect, it } from "vitest";
import { dueReminders, type ReminderSubject } from "./reminders.ts";

const at = (status: ReminderSubject["status"], assemblyDate: string, minutesPublished = false) => ({ status, assemblyDate, minutesPublished, title: "MV" });
const kinds = (subject: ReturnType<typeof at>, today: string) => dueReminders(subject, today).map((r) => r.reminder);

describe("assembly reminders", () => {
  // Assembly on Fri 2026-06-19: last invitation day 2026-05-22, motion deadline 2026-06-05.
  it("reminds the office to invite from 7 days before the last lawful day until that day", () => {
    expect(kinds(at("draft", "2026-06-19"), "2026-05-14")).toEqual([]);
    expect(kinds(at("draft", "2026-06-19"), "2026-05-15")).toEqual(["invitation_due"]);
    expect(kinds(at("draft", "2026-06-19"), "2026-05-22")).toEqual(["invitation_due"]);
    expect(kinds(at("draft", "2026-06-19"), "2026-05-23")).toEqual([]);
    expect(kinds(at("invited", "2026-06-19"), "2026-05-20")).toEqual([]);
  });

  it("reminds members of the motion deadline from 3 days before it until the day", () => {
    expect(kinds(at("invited", "2026-06-19"), "2026-06-01")).toEqual([]);
    expect(kinds(at("invited", "2026-06-19"), "2026-06-02")).toEqual(["motion_deadline"]);
    expect(kinds(at("invited", "2026-06-19"), "2026-06-05")).toEqual(["motion_deadline"]);
    expect(kinds(at("invited", "2026-06-19"), "2026-06-06")).toEqual([]);
  });

  it("reminds members of the assembly in the week before it, not on the day", () => {
    expect(kinds(at("invited", "2026-06-19"), "2026-06-11")).toEqual([]);
    expect(kinds(at("invited", "2026-06-19"), "2026-06-12")).toEqual(["assembly_soon"]);
    expect(kinds(at("invited", "2026-06-19"), "2026-06-18")).toEqual(["assembly_soon"]);
    expect(kinds(at("invited", "2026-06-19"), "2026-06-19")).toEqual([]);
    expect(kinds(at("cancelled", "2026-06-19"), "2026-06-15")).toEqual([]);
  });

  it("counts calendar days across the DST change (assembly Sat 2026-04-25, deadline Sat 2026-04-11)", () => {
    expect(kinds(at("invited", "2026-04-25"), "2026-04-07")).toEqual([]);
    expect(kinds(at("invited", "2026-04-25"), "2026-04-08")).toEqual(["motion_deadline"]);
    const [reminder] = dueReminders(at("invited", "2026-04-25"), "2026-04-08");
    expect(reminder).toMatchObject({ audience: "members", deadline: "2026-04-11" });
    expect(reminder!.body).toContain("bis zum 11.04.2026");
  });

  it("reminds the office of unpublished minutes in the week before they are due (four weeks)", () => {
    expect(kinds(at("closed", "2026-06-19"), "2026-07-09")).toEqual([]);
    expect(kinds(at("closed", "2026-06-19"), "2026-07-10")).toEqual(["minutes_due"]);
    expect(kinds(at("inquorate", "2026-06-19"), "2026-07-17")).toEqual(["minutes_due"]);
    expect(kinds(at("closed", "2026-06-19"), "2026-07-18")).toEqual([]);
    expect(kinds(at("closed", "2026-06-19", true), "2026-07-12")).toEqual([]);
  });
});
