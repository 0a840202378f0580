import { describe, expect, it } from "vitest";
import { APPLICATION_STATUSES, allowedNextStatuses, canTransition, isFinalStatus, transitionRefusal } from "./application-status.ts";

describe("application status transitions", () => {
  it("moves pending to review, and review to a decision", () => {
    expect(canTransition("pending", "in_review")).toBe(true);
    expect(canTransition("in_review", "approved")).toBe(true);
    expect(canTransition("in_review", "rejected")).toBe(true);
  });

  it("lets pending and in_review applications be withdrawn", () => {
    expect(canTransition("pending", "withdrawn")).toBe(true);
    expect(canTransition("in_review", "withdrawn")).toBe(true);
  });

  it("requires a review before a decision", () => {
    expect(canTransition("pending", "approved")).toBe(false);
    expect(canTransition("pending", "rejected")).toBe(false);
    expect(transitionRefusal("pending", "approved")).toBe("Ein Antrag mit dem Status „Eingegangen“ kann nicht auf „Angenommen“ gesetzt werden.");
  });

  it("changes nothing after a final status", () => {
    for (const final of ["approved", "rejected", "withdrawn"] as const) {
      expect(isFinalStatus(final)).toBe(true);
      expect(allowedNextStatuses(final)).toEqual([]);
      for (const to of APPLICATION_STATUSES) expect(canTransition(final, to)).toBe(false);
    }
    expect(transitionRefusal("approved", "rejected")).toMatch(/bereits abgeschlossen \(Angenommen\)/);
  });

  it("never stays in place (a same-status change is no transition)", () => {
    for (const s of APPLICATION_STATUSES) expect(canTransition(s, s)).toBe(false);
  });
});
