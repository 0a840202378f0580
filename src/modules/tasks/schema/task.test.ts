import { describe, expect, it } from "vitest";
import { taskValues } from "./task.ts";

const base = { projectId: "3f1c0c1e-0000-4000-8000-000000000001", title: "Jahresbericht" };

describe("taskValues", () => {
  it("takes the form's strings: empty choices become null, priority and labels are parsed", () => {
    const parsed = taskValues.parse({ ...base, recurrence: "", dueDate: "", priority: "3", labels: "Finanzen, frist, finanzen", description: "  " });
    expect(parsed).toMatchObject({
      recurrence: null,
      dueDate: null,
      priority: 3,
      labels: ["finanzen", "frist"],
      description: null,
      status: "offen",
      assigneeIds: [],
    });
    expect(taskValues.parse({ ...base }).recurrence).toBeNull();
    expect(taskValues.parse({ ...base, recurrence: "quarterly" }).recurrence).toBe("quarterly");
  });
  it("refuses what the server cannot store, in German", () => {
    const result = taskValues.safeParse({ ...base, title: " ", recurrence: "weekly", priority: 9, status: "fertig", extra: 1 });
    expect(result.success).toBe(false);
    const messages = result.error!.issues.map((i) => i.message);
    expect(messages).toEqual(
      expect.arrayContaining(["Bitte geben Sie einen Titel an.", "Unbekannte Wiederholung.", "Unbekannte Priorität.", "Unbekannter Status."]),
    );
  });
});
