import { describe, expect, it } from "vitest";
import {
  checkCandidacy,
  checkSeat,
  tallyDecidingBallot,
  tallyElection,
  tallyRunoff,
  tallySingleCandidate,
  termEndsOn,
  termLabel,
  type Candidate,
} from "./elections.ts";
import { allowed } from "./verdict.ts";

const c = (candidateId: string, votes: number) => ({ candidateId, name: candidateId.toUpperCase(), votes });

describe("offices and terms (§ 5, § 6 Abs. 4)", () => {
  it("has two-year terms ending on the same calendar day", () => {
    expect(termEndsOn("2026-06-30")).toBe("2028-06-30");
    expect(termEndsOn("2024-02-29")).toBe("2026-02-28");
  });

  it("keeps presidium members in office past the term until a successor is elected", () => {
    expect(termLabel("2026-06-30", "2027-01-01", "president")).toBe("Gewählt am 30.06.2026, Amtszeit bis 30.06.2028");
    expect(termLabel("2026-06-30", "2028-06-30", "treasurer")).toBe("Gewählt am 30.06.2026, Amtszeit bis 30.06.2028");
    expect(termLabel("2026-06-30", "2028-07-01", "treasurer")).toBe(
      "Amtszeit am 30.06.2028 abgelaufen; bleibt bis zur Wahl der Nachfolge im Amt (§ 5 Abs. 3 Satzung)",
    );
    expect(termLabel("2026-06-30", "2028-07-01", "cash_auditor")).toBe("Amtszeit am 30.06.2028 abgelaufen; Neuwahl erforderlich");
  });

  it("has one seat for the three core offices, up to two further vice presidents and two auditors", () => {
    expect(checkSeat("president", 1)).toEqual(allowed);
    expect(checkSeat("president", 2)).toMatchObject({ ok: false, code: "seat_out_of_range" });
    expect(checkSeat("further_vice_president", 2)).toEqual(allowed);
    const third = checkSeat("further_vice_president", 3);
    if (!third.ok)
      expect(third.message).toBe("Die Mitgliederversammlung kann bis zu zwei weitere Vizepräsidentinnen oder Vizepräsidenten wählen (§ 5 Abs. 1 Satzung).");
    expect(checkSeat("cash_auditor", 2)).toEqual(allowed);
    expect(checkSeat("cash_auditor", 3).ok).toBe(false);
    expect(checkSeat("cash_auditor", 0).ok).toBe(false);
  });
});

describe("eligibility", () => {
  const person: Candidate = { personKey: "u1", name: "Dr. Jana Weber", organizationClass: "ordinary", organizationActive: true };

  it("elects to the presidium only people of ordinary members (§ 5 Abs. 3)", () => {
    expect(checkCandidacy("president", person, [])).toEqual(allowed);
    expect(checkCandidacy("treasurer", { ...person, organizationClass: "supporting" }, [])).toMatchObject({ ok: false, code: "candidate_not_eligible" });
    expect(checkCandidacy("treasurer", { ...person, organizationClass: null }, [])).toMatchObject({ ok: false, code: "candidate_not_eligible" });
    expect(checkCandidacy("treasurer", { ...person, organizationActive: false }, [])).toMatchObject({ ok: false, code: "candidate_not_eligible" });
  });

  it("keeps cash auditors out of the presidium, both ways (§ 6 Abs. 4)", () => {
    const auditor = checkCandidacy("vice_president", person, [{ personKey: "u1", office: "cash_auditor" }]);
    expect(auditor).toMatchObject({ ok: false, code: "auditor_in_presidium" });
    const treasurer = checkCandidacy("cash_auditor", person, [{ personKey: "u1", office: "treasurer" }]);
    expect(treasurer).toMatchObject({ ok: false, code: "presidium_as_auditor" });
    if (!treasurer.ok)
      expect(treasurer.message).toBe(
        "Dr. Jana Weber gehört dem Vorstand an (Schatzmeisterin / Schatzmeister) und kann nicht zur Kassenprüferin oder zum Kassenprüfer gewählt werden (§ 6 Abs. 4 Satzung).",
      );
    expect(checkCandidacy("cash_auditor", person, [{ personKey: "u2", office: "treasurer" }])).toEqual(allowed);
  });

  it("allows people outside the members as cash auditors", () => {
    expect(checkCandidacy("cash_auditor", { ...person, organizationClass: null, organizationActive: false }, [])).toEqual(allowed);
  });

  it("allows re-election and moving within the presidium", () => {
    expect(checkCandidacy("president", person, [{ personKey: "u1", office: "president" }])).toEqual(allowed);
    expect(checkCandidacy("president", person, [{ personKey: "u1", office: "vice_president" }])).toEqual(allowed);
  });
});

describe("single candidate: yes/no", () => {
  it("elects with more yes than no, abstentions not counted", () => {
    const r = tallySingleCandidate({ ...c("a", 4), no: 3 }, 9, 1);
    expect(r.outcome).toEqual({ kind: "elected", candidateId: "a" });
    expect(r.outcomeText).toBe("A ist gewählt (4 Ja, 3 Nein, 9 Enthaltungen, 1 ungültig).");
  });

  it("does not elect on a tie or without votes", () => {
    expect(tallySingleCandidate({ ...c("a", 3), no: 3 }, 0, 0).outcome).toEqual({ kind: "not_elected" });
    expect(tallySingleCandidate({ ...c("a", 0), no: 0 }, 5, 0).outcome).toEqual({ kind: "not_elected" });
  });
});

describe("several candidates (§ 7 Abs. 5)", () => {
  it("elects with more than half of the valid votes", () => {
    const r = tallyElection([c("a", 6), c("b", 3), c("c", 2)], 4, 1);
    expect(r.outcome).toEqual({ kind: "elected", candidateId: "a" });
    expect(r.valid).toBe(11);
    expect(r.outcomeText).toBe("A ist mit 6 von 11 gültigen Stimmen gewählt (A 6, B 3, C 2; 4 Enthaltungen, 1 ungültig).");
  });

  it("needs a run-off at exactly half", () => {
    const r = tallyElection([c("a", 5), c("b", 3), c("c", 2)], 0, 0);
    expect(r.outcome).toEqual({ kind: "runoff", candidateIds: ["a", "b"] });
    expect(r.outcomeText).toContain("Stichwahl zwischen A und B");
  });

  it("holds a run-off between two tied candidates", () => {
    expect(tallyElection([c("a", 4), c("b", 4)], 1, 0).outcome).toEqual({ kind: "runoff", candidateIds: ["a", "b"] });
  });

  it("needs a deciding ballot when the second run-off place is tied", () => {
    const r = tallyElection([c("a", 6), c("b", 3), c("c", 3), c("d", 1)], 0, 0);
    expect(r.outcome).toEqual({ kind: "deciding_ballot", qualified: ["a"], tied: ["b", "c"], places: 1 });
    expect(r.outcomeText).toContain("der zweite Platz für die Stichwahl ist wegen Stimmengleichheit zwischen B, C nicht eindeutig");
  });

  it("needs a deciding ballot for both places when three share the lead", () => {
    expect(tallyElection([c("a", 3), c("b", 3), c("c", 3)], 0, 0).outcome).toEqual({
      kind: "deciding_ballot",
      qualified: [],
      tied: ["a", "b", "c"],
      places: 2,
    });
  });

  it("repeats a ballot without valid votes", () => {
    expect(tallyElection([c("a", 0), c("b", 0)], 6, 0).outcome.kind).toBe("repeat");
  });
});

describe("run-off and deciding ballot", () => {
  it("elects the one with more votes in the run-off", () => {
    const r = tallyRunoff([c("a", 4), c("b", 5)], 2, 0);
    expect(r.outcome).toEqual({ kind: "elected", candidateId: "b" });
    expect(r.outcomeText).toBe("B ist in der Stichwahl mit 5 von 9 gültigen Stimmen gewählt (B 5, A 4; 2 Enthaltungen, 0 ungültig).");
  });

  it("repeats a tied run-off", () => {
    const r = tallyRunoff([c("a", 4), c("b", 4)], 0, 0);
    expect(r.outcome).toEqual({ kind: "repeat", candidateIds: ["a", "b"] });
    expect(r.outcomeText).toContain("Stimmengleichheit in der Stichwahl");
  });

  it("qualifies the unambiguous top places and repeats a new tie", () => {
    expect(tallyDecidingBallot([c("b", 5), c("c", 4)], 1, 0, 0).outcome).toEqual({ kind: "qualified", candidateIds: ["b"] });
    expect(tallyDecidingBallot([c("a", 5), c("b", 4), c("c", 1)], 2, 0, 0).outcome).toEqual({ kind: "qualified", candidateIds: ["a", "b"] });
    expect(tallyDecidingBallot([c("a", 5), c("b", 3), c("c", 3)], 2, 0, 0).outcome).toEqual({ kind: "repeat" });
    expect(() => tallyDecidingBallot([c("a", 1), c("b", 1)], 2, 0, 0)).toThrow(RangeError);
  });
});
