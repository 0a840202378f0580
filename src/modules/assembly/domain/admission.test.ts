import { describe, expect, it } from "vitest";
import type { AdmissionFreeze } from "./admission-freeze.ts";
import { checkAdmission, checkRegisterChange, type MembershipFacts } from "./admission.ts";
import { allowed } from "./verdict.ts";

// Invited on 2 March, held on 1 April 2026 (the days of the former applications' admission window tests).
const freeze: AdmissionFreeze = {
  id: "a1",
  title: "Ordentliche Mitgliederversammlung 2026",
  invitationSentAt: "2026-03-02",
  heldAt: "2026-04-01",
  endedAt: null,
};
// The same assembly, closed on its day at 14:30 Berlin time.
const ended: AdmissionFreeze = { ...freeze, endedAt: new Date("2026-04-01T12:30:00Z") };
const onTheDay = (time: string) => new Date(`2026-04-01T${time}:00+02:00`);

describe("admission by a decision of the presidium (§ 3 Abs. 5)", () => {
  it("admits before the invitation went out and after the assembly", () => {
    expect(checkAdmission("2026-03-01", "2026-03-01", [freeze])).toEqual(allowed);
    expect(checkAdmission("2026-04-02", "2026-04-02", [freeze])).toEqual(allowed);
    expect(checkAdmission("2026-04-02", "2026-05-10", [freeze])).toEqual(allowed);
  });

  it("blocks from the invitation day through the assembly day, and says when admissions resume", () => {
    for (const day of ["2026-03-02", "2026-03-15", "2026-04-01"])
      expect(checkAdmission(day, day, [freeze])).toMatchObject({ ok: false, code: "admission_blocked" });
    const verdict = checkAdmission("2026-03-15", "2026-03-15", [freeze]);
    if (!verdict.ok) {
      expect(verdict.message).toBe(
        "Zwischen der Einladung (02.03.2026) und dem Ende der Mitgliederversammlung „Ordentliche Mitgliederversammlung 2026“ (01.04.2026) dürfen keine neuen Mitglieder aufgenommen werden (§ 3 Abs. 5 Satzung). Aufnahmen ruhen bis zum Ende der Mitgliederversammlung am 01.04.2026 und sind danach wieder möglich.",
      );
    }
  });

  it("admits when no assembly is invited", () => {
    expect(checkAdmission("2026-03-15", "2026-03-15", [])).toEqual(allowed);
  });

  it("refuses a decision back-dated before an invitation that went out without the member", () => {
    const during = checkAdmission("2026-02-20", "2026-03-10", [freeze]);
    expect(during).toMatchObject({ ok: false, code: "admission_blocked" });
    if (!during.ok)
      expect(during.message).toBe(
        "Eine Aufnahme zum 20.02.2026 kann nicht mehr erfasst werden: Am 02.03.2026 wurde zur Mitgliederversammlung „Ordentliche Mitgliederversammlung 2026“ (01.04.2026) eingeladen, ohne dieses Mitglied, und bis zum Ende der Versammlung werden keine Mitglieder aufgenommen (§ 3 Abs. 5 Satzung). Aufnahmen ruhen bis zum Ende der Mitgliederversammlung am 01.04.2026 und sind danach wieder möglich.",
      );
    // Recorded after the assembly: it was held without the member, so the decision must be a later one.
    const after = checkAdmission("2026-02-20", "2026-05-10", [freeze]);
    if (!after.ok) expect(after.message).toContain("Erfasst werden kann ein Aufnahmebeschluss nach dem 01.04.2026.");
    expect(after.ok).toBe(false);
  });

  it("does not mind an invitation that is sent only after today", () => {
    expect(checkAdmission("2026-02-20", "2026-02-25", [freeze])).toEqual(allowed);
  });
});

// § 3 Abs. 5 Satzung: "In der Zeit zwischen der Absendung der Einladung zu einer Mitgliederversammlung
// und dem Ende dieser Mitgliederversammlung werden keine neuen Mitglieder aufgenommen." The end is an
// instant (the chair closes the assembly), not the assembly's day (ADR 285).
describe("the freeze ends with the end of the assembly, not with its day", () => {
  it("admits by a decision of the same day recorded after the assembly was closed", () => {
    expect(checkAdmission("2026-04-01", "2026-04-01", [ended], onTheDay("15:10"))).toEqual(allowed);
    expect(checkAdmission("2026-04-01", "2026-04-01", [ended], onTheDay("14:30"))).toEqual(allowed);
  });

  it("refuses while it runs, before it was closed, and says that admissions wait until its end", () => {
    const running = checkAdmission("2026-04-01", "2026-04-01", [freeze], onTheDay("11:00"));
    expect(running).toMatchObject({ ok: false, code: "admission_blocked" });
    if (!running.ok) expect(running.message).toContain("Aufnahmen ruhen bis zum Ende der Mitgliederversammlung heute und sind danach wieder möglich.");
    expect(checkAdmission("2026-04-01", "2026-04-01", [ended], onTheDay("14:29"))).toMatchObject({ ok: false, code: "admission_blocked" });
  });

  it("still refuses a decision dated an earlier day of the freeze, and one dated the assembly's day recorded later (its hour is not known)", () => {
    const earlier = checkAdmission("2026-03-20", "2026-04-01", [ended], onTheDay("15:10"));
    expect(earlier).toMatchObject({ ok: false, code: "admission_blocked" });
    if (!earlier.ok)
      expect(earlier.message).toContain("Seit dem Ende der Versammlung (01.04.2026, 14:30 Uhr) sind Aufnahmen mit einem Beschluss von heute wieder möglich.");
    expect(checkAdmission("2026-04-01", "2026-04-02", [ended], new Date("2026-04-02T09:00:00+02:00"))).toMatchObject({ ok: false, code: "admission_blocked" });
    expect(checkAdmission("2026-04-02", "2026-04-02", [ended], new Date("2026-04-02T09:00:00+02:00"))).toEqual(allowed);
  });

  it("lets a register edit add a member again once the assembly has ended that day", () => {
    const supporting: MembershipFacts = { membershipClass: "supporting", entryDate: "2024-01-01", exitDate: null };
    const promoted = { ...supporting, membershipClass: "ordinary" as const };
    expect(checkRegisterChange(supporting, promoted, "2026-04-01", [ended], onTheDay("11:00"))).toMatchObject({ ok: false, code: "admission_blocked" });
    expect(checkRegisterChange(supporting, promoted, "2026-04-01", [ended], onTheDay("15:00"))).toEqual(allowed);
  });
});

describe("edits of the register while a freeze lasts", () => {
  const supporting: MembershipFacts = { membershipClass: "supporting", entryDate: "2024-01-01", exitDate: null };
  const future: MembershipFacts = { membershipClass: "ordinary", entryDate: "2027-01-01", exitDate: null };

  it("refuses what would add a vote or a member to the invited electorate", () => {
    expect(checkRegisterChange(supporting, { ...supporting, membershipClass: "ordinary" }, "2026-03-10", [freeze])).toMatchObject({
      ok: false,
      code: "admission_blocked",
    });
    expect(checkRegisterChange(future, { ...future, entryDate: "2026-03-20" }, "2026-03-10", [freeze])).toMatchObject({ ok: false, code: "admission_blocked" });
    expect(checkRegisterChange(null, supporting, "2026-03-10", [freeze])).toMatchObject({ ok: false, code: "admission_blocked" });
  });

  it("lets other corrections through, and everything outside the freeze", () => {
    expect(checkRegisterChange(supporting, { ...supporting, entryDate: "2024-02-01" }, "2026-03-10", [freeze])).toEqual(allowed);
    expect(checkRegisterChange({ ...supporting, membershipClass: "ordinary" }, supporting, "2026-03-10", [freeze])).toEqual(allowed);
    expect(checkRegisterChange(future, { ...future, entryDate: "2026-12-01" }, "2026-03-10", [freeze])).toEqual(allowed);
    expect(checkRegisterChange(supporting, { ...supporting, membershipClass: "ordinary" }, "2026-04-02", [freeze])).toEqual(allowed);
  });
});
