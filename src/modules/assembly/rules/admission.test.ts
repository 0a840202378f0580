import { describe, expect, it } from "vitest";
import type { AdmissionFreeze } from "./admission-freeze.ts";
import { checkAdmission, checkRegisterChange, type MembershipFacts } from "./admission.ts";
import { allowed } from "./verdict.ts";

// Invited on 2 March, held on 1 April 2026 (the days of the former applications' admission window tests).
const freeze: AdmissionFreeze = { id: "a1", title: "Ordentliche Mitgliederversammlung 2026", invitationSentAt: "2026-03-02", heldAt: "2026-04-01" };

describe("admission by a decision of the presidium (§ 3 Abs. 5)", () => {
  it("admits before the invitation went out and after the assembly", () => {
    expect(checkAdmission("2026-03-01", "2026-03-01", [freeze])).toEqual(allowed);
    expect(checkAdmission("2026-04-02", "2026-04-02", [freeze])).toEqual(allowed);
    expect(checkAdmission("2026-04-02", "2026-05-10", [freeze])).toEqual(allowed);
  });

  it("blocks from the invitation day through the assembly day, and says when admissions resume", () => {
    for (const day of ["2026-03-02", "2026-03-15", "2026-04-01"]) expect(checkAdmission(day, day, [freeze])).toMatchObject({ ok: false, code: "admission_blocked" });
    const verdict = checkAdmission("2026-03-15", "2026-03-15", [freeze]);
    if (!verdict.ok) {
      expect(verdict.message).toBe(
        "Zwischen der Einladung (02.03.2026) und der Mitgliederversammlung „Ordentliche Mitgliederversammlung 2026“ (01.04.2026) dürfen keine neuen Mitglieder aufgenommen werden (§ 3 Abs. 5 Satzung). Aufnahmen sind wieder ab dem 02.04.2026 möglich.",
      );
    }
  });

  it("admits when no assembly is invited", () => {
    expect(checkAdmission("2026-03-15", "2026-03-15", [])).toEqual(allowed);
  });

  it("refuses a decision back-dated before an invitation that went out without the member", () => {
    const during = checkAdmission("2026-02-20", "2026-03-10", [freeze]);
    expect(during).toMatchObject({ ok: false, code: "admission_blocked" });
    if (!during.ok) expect(during.message).toBe(
      "Eine Aufnahme zum 20.02.2026 kann nicht mehr erfasst werden: Am 02.03.2026 wurde zur Mitgliederversammlung „Ordentliche Mitgliederversammlung 2026“ (01.04.2026) eingeladen, ohne dieses Mitglied, und bis zum Ende der Versammlung werden keine Mitglieder aufgenommen (§ 3 Abs. 5 Satzung). Aufnahmen sind wieder ab dem 02.04.2026 möglich.",
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

describe("edits of the register while a freeze lasts", () => {
  const supporting: MembershipFacts = { membershipClass: "supporting", entryDate: "2024-01-01", exitDate: null };
  const future: MembershipFacts = { membershipClass: "ordinary", entryDate: "2027-01-01", exitDate: null };

  it("refuses what would add a vote or a member to the invited electorate", () => {
    expect(checkRegisterChange(supporting, { ...supporting, membershipClass: "ordinary" }, "2026-03-10", [freeze])).toMatchObject({ ok: false, code: "admission_blocked" });
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
