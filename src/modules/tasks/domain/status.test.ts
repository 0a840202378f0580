import { describe, expect, it } from "vitest";
import { applyTransition } from "./status.ts";

const now = new Date("2026-11-24T10:00:00Z");
const earlier = new Date("2026-11-01T10:00:00Z");

describe("applyTransition", () => {
  it("records the first start of work and keeps it", () => {
    expect(applyTransition({ status: "offen", startedAt: null, closedAt: null }, "in_arbeit", now)).toEqual({
      status: "in_arbeit",
      startedAt: now,
      closedAt: null,
      completed: false,
    });
    expect(applyTransition({ status: "wartet", startedAt: earlier, closedAt: null }, "in_arbeit", now).startedAt).toBe(earlier);
  });
  it("closes with erledigt (completed) and verworfen (not completed), reopening clears the close time", () => {
    expect(applyTransition({ status: "in_arbeit", startedAt: earlier, closedAt: null }, "erledigt", now)).toEqual({
      status: "erledigt",
      startedAt: earlier,
      closedAt: now,
      completed: true,
    });
    expect(applyTransition({ status: "offen", startedAt: null, closedAt: null }, "verworfen", now)).toMatchObject({ closedAt: now, completed: false });
    expect(applyTransition({ status: "erledigt", startedAt: earlier, closedAt: earlier }, "offen", now)).toMatchObject({ closedAt: null, completed: false });
  });
  it("changes nothing for the same status", () => {
    const state = { status: "erledigt" as const, startedAt: earlier, closedAt: earlier };
    expect(applyTransition(state, "erledigt", now)).toEqual({ ...state, completed: false });
  });
});
