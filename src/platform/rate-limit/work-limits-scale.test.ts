/** WORK_LIMITS_SCALE lifts the per-person limits for the load benchmark only, never in production. */
import { describe, expect, it } from "vitest";
import { workLimitsScale } from "./work-limits.ts";

describe("work limits scale (ADR 241)", () => {
  it("is 1 unless set, and multiplies the limits when set outside production", () => {
    expect(workLimitsScale({})).toBe(1);
    expect(workLimitsScale({ WORK_LIMITS_SCALE: "1000" })).toBe(1000);
  });

  it("ignores nonsense and is refused in production", () => {
    expect(workLimitsScale({ WORK_LIMITS_SCALE: "0.5" })).toBe(1);
    expect(workLimitsScale({ WORK_LIMITS_SCALE: "abc" })).toBe(1);
    expect(workLimitsScale({ WORK_LIMITS_SCALE: "1000", APP_ENV: "production" })).toBe(1);
  });
});
