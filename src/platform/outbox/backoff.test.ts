import { describe, expect, it } from "vitest";
import { MAX_ATTEMPTS, maxAttempts, retryDelayMs, shouldGiveUp } from "./backoff.ts";

const minutes = (n: number) => n * 60_000;

describe("outbox backoff", () => {
  it("waits 1 minute after the first failure and doubles up to 6 hours", () => {
    expect([1, 2, 3, 4, 5].map(retryDelayMs)).toEqual([1, 2, 4, 8, 16].map(minutes));
    expect(retryDelayMs(9)).toBe(minutes(256));
    expect(retryDelayMs(10)).toBe(minutes(360));
    expect(retryDelayMs(1_000)).toBe(minutes(360));
  });

  it("gives up after MAX_ATTEMPTS, roughly one and a half days after the first try", () => {
    expect(shouldGiveUp(MAX_ATTEMPTS - 1)).toBe(false);
    expect(shouldGiveUp(MAX_ATTEMPTS)).toBe(true);
    const total = Array.from({ length: MAX_ATTEMPTS - 1 }, (_, i) => retryDelayMs(i + 1)).reduce((a, b) => a + b, 0);
    expect(total / minutes(60)).toBeGreaterThan(24);
    expect(total / minutes(60)).toBeLessThan(48);
  });

  it("takes OUTBOX_MAX_ATTEMPTS when it is a whole number from 1 to 50, else the default", () => {
    expect(maxAttempts({})).toBe(MAX_ATTEMPTS);
    expect(maxAttempts({ OUTBOX_MAX_ATTEMPTS: "1" })).toBe(1);
    expect(maxAttempts({ OUTBOX_MAX_ATTEMPTS: "50" })).toBe(50);
    for (const bad of ["0", "51", "2.5", "viele", ""]) expect(maxAttempts({ OUTBOX_MAX_ATTEMPTS: bad })).toBe(MAX_ATTEMPTS);
    expect(shouldGiveUp(1, 1)).toBe(true);
  });
});
