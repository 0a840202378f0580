import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { lazyWithRetry, retryDelay } from "./lazy-with-retry.ts";

describe("lazyWithRetry", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("doubles the wait from 500 ms and caps it at 4 s", () => {
    expect([1, 2, 3, 4, 5].map((n) => retryDelay(n))).toEqual([500, 1000, 2000, 4000, 4000]);
  });

  it("retries twice after 500 ms and 1000 ms, then succeeds", async () => {
    const load = vi.fn().mockRejectedValueOnce(new Error("chunk")).mockRejectedValueOnce(new Error("chunk")).mockResolvedValue("screen");
    const result = lazyWithRetry(load);
    expect(load).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(499);
    expect(load).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(load).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(999);
    expect(load).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(1);
    await expect(result).resolves.toBe("screen");
    expect(load).toHaveBeenCalledTimes(3);
  });

  it("gives up after the second retry with the last error", async () => {
    const load = vi.fn().mockRejectedValue(new Error("offline"));
    const result = lazyWithRetry(load);
    const settled = expect(result).rejects.toThrow("offline");
    await vi.advanceTimersByTimeAsync(1500);
    await settled;
    expect(load).toHaveBeenCalledTimes(3);
  });
});
