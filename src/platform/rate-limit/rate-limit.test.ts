/** The sliding window's verdict from two windows' counts (SPEC section 9: 5 messages per 15 minutes). */
import { describe, expect, it } from "vitest";
import { CONTACT_RATE_LIMIT, slidingWindowVerdict } from "./rate-limit.ts";

const minutes = (n: number) => n * 60_000;

describe("slidingWindowVerdict", () => {
  it("lets the fifth message of a window through and refuses the sixth", () => {
    expect(slidingWindowVerdict(CONTACT_RATE_LIMIT, 5, 0, minutes(3)).allowed).toBe(true);
    expect(slidingWindowVerdict(CONTACT_RATE_LIMIT, 6, 0, minutes(3)).allowed).toBe(false);
  });

  it("still counts five messages sent just before the window boundary", () => {
    const justAfter = slidingWindowVerdict(CONTACT_RATE_LIMIT, 1, 5, 10_000);
    expect(justAfter).toMatchObject({ allowed: false, count: 6 });
    // Until the boundary the refusal lasts: the previous window has then slid out.
    expect(justAfter.retryAfterSeconds).toBe(15 * 60 - 10);
  });

  it("lets the previous window slide out in proportion to the time passed", () => {
    // Two thirds of the previous window lie outside the last 15 minutes: 6 of its 9 hits are gone.
    expect(slidingWindowVerdict(CONTACT_RATE_LIMIT, 2, 9, minutes(10))).toMatchObject({ allowed: true, count: 5 });
    expect(slidingWindowVerdict(CONTACT_RATE_LIMIT, 3, 9, minutes(10))).toMatchObject({ allowed: false, count: 6 });
  });

  it("asks a flood to wait until enough of it has slid out of the window", () => {
    // Ten hits 5 minutes into the window: 10 more minutes to its end, then half of it must slide out.
    expect(slidingWindowVerdict(CONTACT_RATE_LIMIT, 10, 0, minutes(5)).retryAfterSeconds).toBe(10 * 60 + 7.5 * 60);
  });
});
