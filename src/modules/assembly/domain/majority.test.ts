import { describe, expect, it } from "vitest";
import { majorityRuleFor, tallyMotion } from "./majority.ts";

const counts = (yes: number, no: number, abstain = 0, invalid = 0) => ({ yes, no, abstain, invalid });

describe("simple majority of valid votes (§ 7 Abs. 2)", () => {
  it("accepts more yes than no", () => {
    const result = tallyMotion("general", counts(6, 5));
    expect(result).toMatchObject({ accepted: true, valid: 11, yesNeeded: 6, rule: "simple" });
    expect(result.outcomeText).toBe(
      "Angenommen: 6 Ja, 5 Nein, 0 Enthaltungen, 0 ungültig. 6 von 11 gültigen Stimmen (54,5 %) sind Ja-Stimmen; nötig sind mehr Ja- als Nein-Stimmen.",
    );
  });

  it("rejects a tie", () => {
    const result = tallyMotion("general", counts(5, 5, 3));
    expect(result.accepted).toBe(false);
    expect(result.outcomeText).toContain("Stimmengleichheit.");
  });

  it("does not count abstentions and invalid votes, however many", () => {
    // 2 yes, 1 no, 10 abstentions, 4 invalid: accepted, although most present did not say yes.
    const result = tallyMotion("board_decision_change", counts(2, 1, 10, 4));
    expect(result).toMatchObject({ accepted: true, valid: 3 });
    expect(result.outcomeText).toBe(
      "Angenommen: 2 Ja, 1 Nein, 10 Enthaltungen, 4 ungültig. 2 von 3 gültigen Stimmen (66,7 %) sind Ja-Stimmen; nötig sind mehr Ja- als Nein-Stimmen.",
    );
    expect(tallyMotion("general", counts(1, 0, 1)).outcomeText).toContain("1 Enthaltung,");
  });

  it("rejects when nobody voted yes or no", () => {
    const result = tallyMotion("general", counts(0, 0, 7, 1));
    expect(result).toMatchObject({ accepted: false, valid: 0 });
    expect(result.outcomeText).toBe("Abgelehnt: keine gültige Ja- oder Nein-Stimme (0 Ja, 0 Nein, 7 Enthaltungen, 1 ungültig).");
  });

  it("decides procedural motions by simple majority", () => {
    expect(majorityRuleFor("procedural")).toBe("simple");
    expect(tallyMotion("procedural", counts(3, 2)).accepted).toBe(true);
  });

  it("states the rule and the interpretation on every result", () => {
    const result = tallyMotion("general", counts(3, 1));
    expect(result.ruleText).toBe("Einfache Mehrheit der abgegebenen gültigen Stimmen (§ 7 Abs. 2 Satzung)");
    expect(result.interpretation).toContain("Stimmenthaltungen und ungültige Stimmen zählen nicht mit");
    expect(result.interpretation).toContain("bei Stimmengleichheit gilt er als abgelehnt");
  });
});

describe("three quarters for statute changes and dissolution (§ 7 Abs. 3, 4)", () => {
  it("accepts exactly three quarters", () => {
    const result = tallyMotion("statute_change", counts(3, 1));
    expect(result).toMatchObject({ accepted: true, rule: "three_quarters", yesNeeded: 3 });
    expect(result.outcomeText).toBe(
      "Angenommen: 3 Ja, 1 Nein, 0 Enthaltungen, 0 ungültig. 3 von 4 gültigen Stimmen (75,0 %) sind Ja-Stimmen; nötig sind mindestens 3 Ja-Stimmen.",
    );
    expect(tallyMotion("dissolution", counts(30, 10)).accepted).toBe(true);
    expect(tallyMotion("dissolution", counts(9, 3, 20)).accepted).toBe(true);
  });

  it("rejects just below three quarters", () => {
    expect(tallyMotion("statute_change", counts(29, 10)).accepted).toBe(false); // 74.4 %
    expect(tallyMotion("statute_change", counts(2, 1)).accepted).toBe(false); // 66.7 %
    expect(tallyMotion("dissolution", counts(8, 3)).accepted).toBe(false); // 72.7 %
    const result = tallyMotion("statute_change", counts(5, 2));
    expect(result).toMatchObject({ accepted: false, yesNeeded: 6 });
  });

  it("needs yes votes: 0 valid votes reject", () => {
    expect(tallyMotion("statute_change", counts(0, 0, 5)).accepted).toBe(false);
  });

  it("cites the right paragraph", () => {
    expect(tallyMotion("statute_change", counts(3, 1)).ruleText).toBe("Mehrheit von drei Vierteln der abgegebenen gültigen Stimmen (§ 7 Abs. 3 Satzung)");
    expect(tallyMotion("dissolution", counts(3, 1)).ruleText).toContain("§ 7 Abs. 4");
    expect(tallyMotion("dissolution", counts(3, 1)).interpretation).toContain("genau drei Viertel genügen");
  });

  it("agrees with exact fractions for every small count", () => {
    for (let yes = 0; yes <= 40; yes++) {
      for (let no = 0; no <= 40; no++) {
        const valid = yes + no;
        expect(tallyMotion("statute_change", counts(yes, no)).accepted).toBe(valid > 0 && yes / valid >= 0.75);
        expect(tallyMotion("general", counts(yes, no)).accepted).toBe(yes > no);
      }
    }
  });

  it("refuses impossible counts", () => {
    expect(() => tallyMotion("general", counts(-1, 0))).toThrow(RangeError);
    expect(() => tallyMotion("general", counts(1.5, 0))).toThrow(RangeError);
  });
});
