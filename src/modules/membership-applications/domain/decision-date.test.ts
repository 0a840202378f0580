import { describe, expect, it } from "vitest";
import { decisionDateProblem } from "./decision-date.ts";

describe("the date of the presidium's decision", () => {
  it("lies between the application's receipt and today, both days included", () => {
    expect(decisionDateProblem("2026-03-10", "2026-03-10", "2026-03-20")).toBeNull();
    expect(decisionDateProblem("2026-03-20", "2026-03-10", "2026-03-20")).toBeNull();
  });

  it("is never before the receipt", () => {
    expect(decisionDateProblem("2026-03-09", "2026-03-10", "2026-03-20")).toBe(
      "Der Vorstand kann nicht vor dem Eingang des Antrags (10.03.2026) entschieden haben (§ 3 Abs. 4 Satzung).",
    );
  });

  it("is never in the future", () => {
    expect(decisionDateProblem("2026-03-21", "2026-03-10", "2026-03-20")).toBe("Das Entscheidungsdatum darf nicht in der Zukunft liegen");
    expect(decisionDateProblem("2026-03-21", null, "2026-03-20")).toBe("Das Entscheidungsdatum darf nicht in der Zukunft liegen");
    expect(decisionDateProblem("2026-03-01", null, "2026-03-20")).toBeNull();
  });
});
