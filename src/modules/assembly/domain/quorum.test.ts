import { describe, expect, it } from "vitest";
import { checkQuorum, quorumOf } from "./quorum.ts";
import { allowed } from "./verdict.ts";

describe("quorum: three voting members incl. one presidium member (§ 4 Abs. 6)", () => {
  it("is quorate with exactly three and one presidium member", () => {
    const state = quorumOf({ votingMembersPresent: 3, votingMembersRepresented: 0, presidiumPresent: 1 });
    expect(state.quorate).toBe(true);
    expect(state.label).toBe("Beschlussfähig: 3 stimmberechtigte Mitglieder anwesend oder vertreten, 1 Vorstandsmitglied anwesend.");
    expect(checkQuorum({ votingMembersPresent: 3, votingMembersRepresented: 0, presidiumPresent: 1 })).toEqual(allowed);
  });

  it("is not quorate with two", () => {
    const state = quorumOf({ votingMembersPresent: 2, votingMembersRepresented: 0, presidiumPresent: 1 });
    expect(state.quorate).toBe(false);
    expect(state.label).toBe(
      "Nicht beschlussfähig: 2 stimmberechtigte Mitglieder anwesend oder vertreten, 1 Vorstandsmitglied anwesend. Nötig sind mindestens 3 stimmberechtigte Mitglieder (§ 4 Abs. 6 Satzung).",
    );
  });

  it("counts represented members", () => {
    expect(quorumOf({ votingMembersPresent: 1, votingMembersRepresented: 2, presidiumPresent: 1 }).quorate).toBe(true);
  });

  it("needs a presidium member however many members are present", () => {
    const state = quorumOf({ votingMembersPresent: 40, votingMembersRepresented: 0, presidiumPresent: 0 });
    expect(state.quorate).toBe(false);
    expect(state.label).toContain("Mindestens ein Mitglied des Vorstands muss anwesend sein");
    expect(checkQuorum({ votingMembersPresent: 40, votingMembersRepresented: 0, presidiumPresent: 0 })).toMatchObject({ ok: false, code: "inquorate" });
  });

  it("names both gaps", () => {
    const state = quorumOf({ votingMembersPresent: 1, votingMembersRepresented: 0, presidiumPresent: 0 });
    expect(state.label).toBe(
      "Nicht beschlussfähig: 1 stimmberechtigtes Mitglied anwesend oder vertreten, 0 Vorstandsmitglieder anwesend. Nötig sind mindestens 3 stimmberechtigte Mitglieder und mindestens ein Mitglied des Vorstands (§ 4 Abs. 6 Satzung).",
    );
  });
});
