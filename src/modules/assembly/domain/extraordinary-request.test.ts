import { describe, expect, it } from "vitest";
import { extraordinaryRequestProgress } from "./extraordinary-request.ts";

describe("extraordinary assembly on request of more than one third of the members (§ 4 Abs. 5)", () => {
  it("is not reached at exactly one third", () => {
    const progress = extraordinaryRequestProgress(10, 30);
    expect(progress).toMatchObject({ reached: false, needed: 11, missing: 1 });
    expect(progress.label).toBe("10 von 30 Mitgliedern verlangen die außerordentliche Versammlung. Nötig sind mehr als ein Drittel, also 11; es fehlt noch 1.");
  });

  it("is reached with one more", () => {
    const progress = extraordinaryRequestProgress(11, 30);
    expect(progress).toMatchObject({ reached: true, needed: 11, missing: 0 });
    expect(progress.label).toContain("mehr als ein Drittel ist erreicht; der Vorstand muss sie einberufen");
  });

  it("shows the live threshold for uneven totals", () => {
    expect(extraordinaryRequestProgress(0, 31)).toMatchObject({ needed: 11, missing: 11, reached: false });
    expect(extraordinaryRequestProgress(11, 32)).toMatchObject({ needed: 11, reached: true });
    expect(extraordinaryRequestProgress(11, 33)).toMatchObject({ needed: 12, reached: false });
  });
});
