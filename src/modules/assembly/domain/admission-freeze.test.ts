import { describe, expect, it } from "vitest";
import { admissionFreezeOf, type AssemblyForFreeze } from "./admission-freeze.ts";

const base: AssemblyForFreeze = {
  id: "a1",
  title: "Ordentliche Mitgliederversammlung 2026",
  status: "invited",
  date: "2026-06-30",
  firstInvitationSentAt: new Date("2026-05-20T09:00:00Z"),
  closedAt: null,
};

describe("no admissions between invitation and the end of the assembly (§ 3 Abs. 5)", () => {
  it("freezes from the Berlin day of the first invitation through the assembly day", () => {
    expect(admissionFreezeOf(base, "2026-05-25")).toEqual({ id: "a1", title: base.title, invitationSentAt: "2026-05-20", heldAt: "2026-06-30", endedAt: null });
  });

  it("starts on the Berlin date of the send instant", () => {
    const lateEvening = { ...base, firstInvitationSentAt: new Date("2026-05-19T22:30:00Z") };
    expect(admissionFreezeOf(lateEvening, "2026-05-25")?.invitationSentAt).toBe("2026-05-20");
  });

  it("freezes nothing before an invitation was sent or for a cancelled assembly", () => {
    expect(admissionFreezeOf({ ...base, status: "draft", firstInvitationSentAt: null }, "2026-05-25")).toBeNull();
    expect(admissionFreezeOf({ ...base, status: "cancelled" }, "2026-05-25")).toBeNull();
  });

  it("ends on the day the assembly was closed, even after midnight", () => {
    const closedAfterMidnight = { ...base, status: "closed" as const, closedAt: new Date("2026-06-30T22:15:00Z") };
    expect(admissionFreezeOf(closedAfterMidnight, "2026-07-02")?.heldAt).toBe("2026-07-01");
    // "… und dem Ende dieser Mitgliederversammlung": the end is the closing instant, kept for the rule.
    expect(admissionFreezeOf(closedAfterMidnight, "2026-07-02")?.endedAt).toEqual(new Date("2026-06-30T22:15:00Z"));
  });

  it("lasts while an assembly is still running past its day", () => {
    expect(admissionFreezeOf({ ...base, status: "running" }, "2026-07-01")?.heldAt).toBe("2026-07-01");
    expect(admissionFreezeOf({ ...base, status: "running" }, "2026-06-30")?.heldAt).toBe("2026-06-30");
  });
});
