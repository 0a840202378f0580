import { describe, expect, it } from "vitest";
import { DONE_OUTCOMES, funnelOf } from "./funnel.ts";
import { OUTCOMES } from "./labels.ts";

describe("outcome funnel", () => {
  it("counts each action at every step it reached", () => {
    const funnel = funnelOf({ geplant: 4, durchgefuehrt: 3, antwort: 2, gespraech: 2, zusage: 1, abgelehnt: 1 });
    expect(funnel.map((s) => [s.step, s.count])).toEqual([
      ["planned", 13],
      ["done", 9],
      ["response", 6],
      ["meeting", 3],
      ["commitment", 1],
    ]);
  });

  it("never widens, whatever the outcomes", () => {
    for (const outcome of OUTCOMES) {
      const counts = funnelOf({ [outcome]: 5 }).map((s) => s.count);
      for (let i = 1; i < counts.length; i++) expect(counts[i]).toBeLessThanOrEqual(counts[i - 1]!);
    }
  });

  it("is empty without actions and treats only planned actions as not done", () => {
    expect(funnelOf({}).every((s) => s.count === 0)).toBe(true);
    expect(DONE_OUTCOMES).not.toContain("geplant");
    expect(DONE_OUTCOMES).toHaveLength(OUTCOMES.length - 1);
  });
});
