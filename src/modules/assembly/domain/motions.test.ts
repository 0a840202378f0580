import { describe, expect, it } from "vitest";
import {
  checkBoardDecisionSupport,
  checkDissolutionFiling,
  checkMotionFiling,
  checkMotionPutToVote,
  checkRepeatVote,
  isMotionOnTime,
  lateMotionNotice,
  motionDeadline,
  normalizeMotionText,
  type MotionForVote,
} from "./motions.ts";
import { allowed } from "./verdict.ts";

describe("motion deadline: 14 days before the assembly (§ 4 Abs. 4)", () => {
  it("accepts 14 days and marks 13 days late", () => {
    expect(motionDeadline("2026-06-30")).toBe("2026-06-16");
    expect(isMotionOnTime("2026-06-16", "2026-06-30")).toBe(true);
    expect(isMotionOnTime("2026-06-17", "2026-06-30")).toBe(false);
    const filing = { category: "general" as const, assemblyDate: "2026-06-30", invitationSentOn: "2026-05-20" };
    expect(checkMotionFiling({ ...filing, receivedOn: "2026-06-16" })).toEqual(allowed);
    expect(checkMotionFiling({ ...filing, receivedOn: "2026-06-17" })).toEqual({ ok: true, late: true });
  });

  it("counts calendar days across both daylight-saving weekends", () => {
    expect(isMotionOnTime("2026-03-15", "2026-03-29")).toBe(true);
    expect(isMotionOnTime("2026-03-16", "2026-03-29")).toBe(false);
    expect(isMotionOnTime("2026-10-20", "2026-11-03")).toBe(true);
    expect(isMotionOnTime("2026-10-21", "2026-11-03")).toBe(false);
  });

  it("never admits late statute-change or dissolution motions", () => {
    const late = checkMotionFiling({ category: "dissolution", receivedOn: "2026-06-17", assemblyDate: "2026-06-30", invitationSentOn: "2026-05-20" });
    expect(late).toMatchObject({ ok: false, code: "motion_late_not_admissible" });
    if (!late.ok) {
      expect(late.message).toBe(
        "Ein Antrag auf Auflösung des Verbandes muss spätestens 14 Tage vor der Versammlung eingehen, für die Versammlung am 30.06.2026 also bis zum 16.06.2026. Verspätete Anträge dieser Art können auch durch Beschluss der Versammlung nicht zugelassen werden (§ 4 Abs. 4 Satzung).",
      );
    }
    expect(checkMotionFiling({ category: "dissolution", receivedOn: "2026-06-16", assemblyDate: "2026-06-30", invitationSentOn: "2026-05-20" })).toEqual(
      allowed,
    );
  });

  it("requires a statute change to be announced with the invitation (§ 7 Abs. 3)", () => {
    const before = checkMotionFiling({ category: "statute_change", receivedOn: "2026-05-19", assemblyDate: "2026-06-30", invitationSentOn: "2026-05-20" });
    expect(before).toEqual(allowed);
    const notYetInvited = checkMotionFiling({ category: "statute_change", receivedOn: "2026-05-25", assemblyDate: "2026-06-30", invitationSentOn: null });
    expect(notYetInvited).toEqual(allowed);
    const after = checkMotionFiling({ category: "statute_change", receivedOn: "2026-05-20", assemblyDate: "2026-06-30", invitationSentOn: "2026-05-20" });
    expect(after).toMatchObject({ ok: false, code: "statute_change_not_announced" });
  });

  it("refuses motions on or after the assembly day", () => {
    expect(checkMotionFiling({ category: "general", receivedOn: "2026-06-30", assemblyDate: "2026-06-30", invitationSentOn: "2026-05-20" })).toMatchObject({
      ok: false,
      code: "assembly_already_held",
    });
  });

  it("explains what happens to a late motion", () => {
    expect(lateMotionNotice("2026-06-30")).toBe(
      "Der Antrag ist nach dem 16.06.2026 eingegangen (Frist: 14 Tage vor der Versammlung). Über ihn wird nur beraten, wenn die Versammlung dies beschließt (§ 4 Abs. 4 Satzung).",
    );
  });
});

describe("same motion at most once per twelve months (§ 4 Abs. 8)", () => {
  it("refuses on the anniversary and allows the day after", () => {
    expect(checkRepeatVote(["2025-06-15"], "2026-06-15")).toMatchObject({ ok: false, code: "motion_voted_within_12_months" });
    expect(checkRepeatVote(["2025-06-15"], "2026-06-16")).toEqual(allowed);
    expect(checkRepeatVote(["2025-06-15"], "2025-11-30")).toMatchObject({ ok: false });
  });

  it("refuses a second vote in the same assembly", () => {
    expect(checkRepeatVote(["2026-06-30"], "2026-06-30").ok).toBe(false);
  });

  it("ends the twelve months of a leap day on 28 February", () => {
    expect(checkRepeatVote(["2024-02-29"], "2025-02-28").ok).toBe(false);
    expect(checkRepeatVote(["2024-02-29"], "2025-03-01")).toEqual(allowed);
  });

  it("names the latest blocking vote and the first possible day", () => {
    const verdict = checkRepeatVote(["2025-03-01", "2025-09-10"], "2026-03-02");
    expect(verdict.ok).toBe(false);
    if (!verdict.ok) {
      expect(verdict.message).toBe(
        "Über denselben Antrag hat die Mitgliederversammlung am 10.09.2025 abgestimmt. Innerhalb von zwölf Monaten ist nur eine Abstimmung zulässig (§ 4 Abs. 8 Satzung); eine erneute Abstimmung ist frühestens am 11.09.2026 möglich.",
      );
    }
  });

  it("allows the first vote", () => {
    expect(checkRepeatVote([], "2026-06-30")).toEqual(allowed);
  });

  it("treats wording differences of case, punctuation and spacing as the same motion", () => {
    expect(normalizeMotionText("Der Beitrag wird  um 10 % erhöht.")).toBe(normalizeMotionText("der Beitrag wird um 10% erhöht"));
    expect(normalizeMotionText("„Antrag“: Straße")).toBe("antrag straße");
    expect(normalizeMotionText("Beitrag erhöhen")).not.toBe(normalizeMotionText("Beitrag senken"));
  });
});

describe("changing a presidium decision needs ten percent support (§ 4 Abs. 9)", () => {
  it("accepts exactly ten percent", () => {
    expect(checkBoardDecisionSupport(2, 20)).toEqual(allowed);
    expect(checkBoardDecisionSupport(3, 25)).toEqual(allowed);
  });

  it("refuses one less and says how many are needed", () => {
    const verdict = checkBoardDecisionSupport(1, 20);
    expect(verdict).toMatchObject({ ok: false, code: "board_decision_change_support_missing" });
    if (!verdict.ok)
      expect(verdict.message).toBe(
        "Ein Antrag, einen Beschluss des Vorstands aufzuheben oder zu ändern, muss von mindestens zehn Prozent der Stimmberechtigten unterstützt werden (§ 4 Abs. 9 Satzung): 2 von 20. Bisher unterstützen ihn 1.",
      );
    expect(checkBoardDecisionSupport(2, 25).ok).toBe(false);
    expect(checkBoardDecisionSupport(2, 21).ok).toBe(false);
  });
});

describe("dissolution filed by more than one third of the members (§ 7 Abs. 4)", () => {
  it("refuses exactly one third and accepts one more", () => {
    expect(checkDissolutionFiling(10, 30)).toMatchObject({ ok: false, code: "dissolution_filers_missing" });
    expect(checkDissolutionFiling(11, 30)).toEqual(allowed);
    const verdict = checkDissolutionFiling(4, 12);
    if (!verdict.ok)
      expect(verdict.message).toBe(
        "Ein Antrag auf Auflösung kann nur gestellt werden, wenn ihn mehr als ein Drittel der Mitglieder einreicht (§ 7 Abs. 4 Satzung): 5 von 12. Bisher haben ihn 4 eingereicht.",
      );
  });
});

describe("putting a motion to the vote", () => {
  const motion: MotionForVote = {
    category: "general",
    late: false,
    lateAdmittedByAssembly: false,
    supportingVotingMembers: 1,
    votingMembers: 30,
    filingMembers: 1,
    totalMembers: 40,
    previousVoteDates: [],
    votingOn: "2026-06-30",
  };

  it("allows a timely general motion", () => {
    expect(checkMotionPutToVote(motion)).toEqual(allowed);
  });

  it("needs the assembly's decision for a late motion", () => {
    expect(checkMotionPutToVote({ ...motion, late: true })).toMatchObject({ ok: false, code: "late_motion_not_admitted" });
    expect(checkMotionPutToVote({ ...motion, late: true, lateAdmittedByAssembly: true })).toEqual(allowed);
    expect(checkMotionPutToVote({ ...motion, category: "statute_change", late: true, lateAdmittedByAssembly: true })).toMatchObject({
      ok: false,
      code: "motion_late_not_admissible",
    });
  });

  it("checks support, filers and the twelve months", () => {
    expect(checkMotionPutToVote({ ...motion, category: "board_decision_change", supportingVotingMembers: 2 })).toMatchObject({
      ok: false,
      code: "board_decision_change_support_missing",
    });
    expect(checkMotionPutToVote({ ...motion, category: "board_decision_change", supportingVotingMembers: 3 })).toEqual(allowed);
    expect(checkMotionPutToVote({ ...motion, category: "dissolution", filingMembers: 13 })).toMatchObject({ ok: false, code: "dissolution_filers_missing" });
    expect(checkMotionPutToVote({ ...motion, category: "dissolution", filingMembers: 14 })).toEqual(allowed);
    expect(checkMotionPutToVote({ ...motion, previousVoteDates: ["2026-01-10"] })).toMatchObject({ ok: false, code: "motion_voted_within_12_months" });
  });
});
