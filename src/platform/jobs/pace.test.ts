import { describe, expect, it } from "vitest";
import { Pace } from "./pace.ts";

describe("Pace", () => {
  it("always fits without a deadline", () => {
    expect(new Pace(undefined, 1_000).fits()).toBe(true);
  });

  it("needs the minimum, then room for the longest unit seen and half again", async () => {
    const pace = new Pace(Date.now() + 500, 1_000);
    expect(pace.fits()).toBe(false);
    const roomy = new Pace(Date.now() + 1_200, 100);
    expect(roomy.fits()).toBe(true);
    await roomy.time(() => new Promise((resolve) => setTimeout(resolve, 400)));
    // ~800 ms left, the longest unit took ~400 ms: 600 ms needed, still fits
    expect(roomy.fits()).toBe(true);
    await roomy.time(() => new Promise((resolve) => setTimeout(resolve, 450)));
    // ~350 ms left, 675 ms needed
    expect(roomy.fits()).toBe(false);
  });
});
