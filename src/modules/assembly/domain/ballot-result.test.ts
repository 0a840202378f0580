import { describe, expect, it } from "vitest";
import { declareResult, MOTION_OPTIONS } from "./ballot-result.ts";

describe("declaring a ballot's result", () => {
  it("applies the simple majority to a general motion, with rows in option order", () => {
    const result = declareResult({ subject: "general", electionRound: null, options: MOTION_OPTIONS }, { yes: 4, no: 4, abstain: 2 });
    expect(result.accepted).toBe(false);
    expect(result.rows).toEqual([
      { key: "yes", label: "Ja", votes: 4 },
      { key: "no", label: "Nein", votes: 4 },
      { key: "abstain", label: "Enthaltung", votes: 2 },
    ]);
    expect(result.outcomeText).toContain("Stimmengleichheit");
  });

  it("applies three quarters to a statute change and counts the chair's invalid votes", () => {
    const result = declareResult({ subject: "statute_change", electionRound: null, options: MOTION_OPTIONS }, { yes: 6, no: 2, abstain: 1 }, 3);
    expect(result).toMatchObject({ accepted: true, valid: 8, invalid: 3 });
    expect(result.outcomeText).toContain("3 ungültig");
  });

  it("elects a single candidate with more yes than no", () => {
    const options = [
      { key: "k1", label: "Dr. Jana Weber" },
      { key: "no", label: "Nein" },
      { key: "abstain", label: "Enthaltung" },
    ];
    const result = declareResult({ subject: "election", electionRound: "first", options }, { k1: 5, no: 2, abstain: 1 });
    expect(result.election).toEqual({ kind: "elected", candidateId: "k1" });
    expect(result.accepted).toBe(true);
  });

  it("calls a run-off, then elects in it", () => {
    const options = [
      { key: "k1", label: "A" },
      { key: "k2", label: "B" },
      { key: "k3", label: "C" },
      { key: "abstain", label: "Enthaltung" },
    ];
    const first = declareResult({ subject: "election", electionRound: "first", options }, { k1: 4, k2: 3, k3: 2 });
    expect(first.election).toEqual({ kind: "runoff", candidateIds: ["k1", "k2"] });
    const runoff = declareResult({ subject: "election", electionRound: "runoff", options: options.filter((o) => o.key !== "k3") }, { k1: 4, k2: 5 });
    expect(runoff.election).toEqual({ kind: "elected", candidateId: "k2" });
  });

  it("fills run-off places by a deciding ballot", () => {
    const options = [
      { key: "k2", label: "B" },
      { key: "k3", label: "C" },
      { key: "abstain", label: "Enthaltung" },
    ];
    expect(declareResult({ subject: "election", electionRound: "deciding", places: 1, options }, { k2: 5, k3: 3 }).election).toEqual({
      kind: "qualified",
      candidateIds: ["k2"],
    });
    expect(declareResult({ subject: "election", electionRound: "deciding", places: 1, options }, { k2: 4, k3: 4 }).election).toEqual({
      kind: "deciding_repeat",
    });
  });
});
