import { describe, expect, it } from "vitest";
import {
  checkBallotClosing,
  checkBallotOpening,
  checkBallotPreparation,
  closingConfirmation,
  turnoutText,
  votesText,
  checkRecordedCounts,
  checkSecretDemand,
  checkVote,
  type VoteAttempt,
} from "./ballots.ts";
import { allowed } from "./verdict.ts";

const quorate = { votingMembersPresent: 3, votingMembersRepresented: 0, presidiumPresent: 1 };

describe("opening and closing a ballot", () => {
  it("opens a draft ballot in a running, quorate assembly", () => {
    expect(checkBallotOpening({ assemblyStatus: "running", ballotStatus: "draft", openBallotTitle: null, quorum: quorate })).toEqual(allowed);
  });

  it("checks the quorum at every ballot", () => {
    const verdict = checkBallotOpening({
      assemblyStatus: "running",
      ballotStatus: "draft",
      openBallotTitle: null,
      quorum: { ...quorate, votingMembersPresent: 2 },
    });
    expect(verdict).toMatchObject({ ok: false, code: "inquorate" });
    if (!verdict.ok) expect(verdict.message).toMatch(/^Die Abstimmung kann nicht geöffnet werden\. Nicht beschlussfähig/);
  });

  it("refuses outside a running assembly, twice, or beside another open ballot", () => {
    expect(checkBallotOpening({ assemblyStatus: "invited", ballotStatus: "draft", openBallotTitle: null, quorum: quorate })).toMatchObject({
      ok: false,
      code: "assembly_not_running",
    });
    expect(checkBallotOpening({ assemblyStatus: "running", ballotStatus: "closed", openBallotTitle: null, quorum: quorate })).toMatchObject({
      ok: false,
      code: "ballot_not_draft",
    });
    expect(checkBallotOpening({ assemblyStatus: "running", ballotStatus: "draft", openBallotTitle: "Entlastung", quorum: quorate })).toMatchObject({
      ok: false,
      code: "other_ballot_open",
    });
  });

  it("prepares ballots only for a convened assembly that has not ended", () => {
    expect(checkBallotPreparation("invited")).toEqual(allowed);
    expect(checkBallotPreparation("running")).toEqual(allowed);
    expect(checkBallotPreparation("draft")).toMatchObject({ ok: false, code: "assembly_not_invited" });
    for (const status of ["closed", "inquorate", "cancelled"] as const)
      expect(checkBallotPreparation(status)).toMatchObject({ ok: false, code: "assembly_finished" });
  });

  it("closes only an open ballot", () => {
    expect(checkBallotClosing("open")).toEqual(allowed);
    expect(checkBallotClosing("draft").ok).toBe(false);
    expect(checkBallotClosing("closed").ok).toBe(false);
  });
});

describe("casting a vote", () => {
  const attempt: VoteAttempt = { ballotStatus: "open", mode: "secret", memberName: "A GmbH", mayCastForMember: true, alreadyVoted: false };

  it("takes one vote per member in an open ballot", () => {
    expect(checkVote(attempt)).toEqual(allowed);
    expect(checkVote({ ...attempt, mode: "named" })).toEqual(allowed);
    const twice = checkVote({ ...attempt, alreadyVoted: true });
    expect(twice).toMatchObject({ ok: false, code: "already_voted" });
    if (!twice.ok) expect(twice.message).toBe("Für A GmbH wurde in dieser Abstimmung bereits eine Stimme abgegeben. Jedes Mitglied hat eine Stimme.");
  });

  it("takes no vote in a closed or not yet opened ballot", () => {
    expect(checkVote({ ...attempt, ballotStatus: "closed" })).toMatchObject({ ok: false, code: "ballot_closed" });
    expect(checkVote({ ...attempt, ballotStatus: "draft" })).toMatchObject({ ok: false, code: "ballot_closed" });
  });

  it("refuses people without the member's vote and electronic votes in a show of hands", () => {
    expect(checkVote({ ...attempt, mayCastForMember: false })).toMatchObject({ ok: false, code: "not_entitled" });
    expect(checkVote({ ...attempt, mode: "open" })).toMatchObject({ ok: false, code: "open_ballot_by_chair" });
  });
});

describe("counts recorded by the chair", () => {
  it("cannot exceed the votes present", () => {
    expect(checkRecordedCounts({ yes: 3, no: 1, abstain: 1, invalid: 0 }, 5)).toEqual(allowed);
    expect(checkRecordedCounts({ yes: 3, no: 2, abstain: 1, invalid: 0 }, 5)).toMatchObject({ ok: false, code: "counts_exceed_present" });
    expect(checkRecordedCounts({ yes: -1, no: 0, abstain: 0, invalid: 0 }, 5)).toMatchObject({ ok: false, code: "counts_invalid" });
  });
});

describe("demanding a secret election (§ 7 Abs. 5)", () => {
  it("lets one voting member make a draft election secret", () => {
    expect(checkSecretDemand({ subject: "election", ballotStatus: "draft", mode: "open", demanderVoting: true })).toEqual(allowed);
  });

  it("refuses for motions, after opening, twice and for non-voting people", () => {
    expect(checkSecretDemand({ subject: "motion", ballotStatus: "draft", mode: "open", demanderVoting: true })).toMatchObject({
      ok: false,
      code: "secret_demand_only_elections",
    });
    expect(checkSecretDemand({ subject: "election", ballotStatus: "open", mode: "open", demanderVoting: true })).toMatchObject({
      ok: false,
      code: "secret_demand_too_late",
    });
    expect(checkSecretDemand({ subject: "election", ballotStatus: "draft", mode: "secret", demanderVoting: true })).toMatchObject({
      ok: false,
      code: "already_secret",
    });
    expect(checkSecretDemand({ subject: "election", ballotStatus: "draft", mode: "named", demanderVoting: false })).toMatchObject({
      ok: false,
      code: "secret_demand_not_voting",
    });
  });
});

describe("the chair's confirmation before closing (German plurals)", () => {
  it("says how many votes are cast and how many are missing", () => {
    expect(turnoutText(1, 3)).toBe("1 von 3 Stimmen abgegeben");
    expect(turnoutText(0, 1)).toBe("0 von 1 Stimme abgegeben");
    expect(closingConfirmation(1, 3)).toBe(
      "1 von 3 Stimmen abgegeben. 2 Stimmen fehlen noch; wer nicht abgestimmt hat, wird nicht mitgezählt. Nach dem Schließen wird keine Stimme mehr angenommen, und das Ergebnis wird festgestellt.",
    );
    expect(closingConfirmation(2, 3)).toContain("2 von 3 Stimmen abgegeben. 1 Stimme fehlt noch;");
    expect(closingConfirmation(3, 3)).toContain("3 von 3 Stimmen abgegeben. Alle 3 Stimmen sind abgegeben.");
    expect(closingConfirmation(1, 1)).toContain("1 von 1 Stimme abgegeben. Die Stimme ist abgegeben.");
    expect(votesText(1)).toBe("1 Stimme");
    expect(votesText(0)).toBe("0 Stimmen");
  });
});
