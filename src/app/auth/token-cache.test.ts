import { describe, expect, it, vi } from "vitest";
import { createTokenCache, toEpochMs } from "./token-cache.ts";

describe("token cache", () => {
  it("reuses a token until 10 s before it expires", async () => {
    let now = 1_000_000;
    let count = 0;
    const issue = vi.fn(async () => ({ token: `t${++count}`, expiresAtMs: now + 60_000 }));
    const cache = createTokenCache(issue, () => now);
    expect(await cache.get()).toBe("t1");
    now += 49_999;
    expect(await cache.get()).toBe("t1");
    now += 1;
    expect(await cache.get()).toBe("t2");
    expect(issue).toHaveBeenCalledTimes(2);
  });

  it("shares one request between concurrent callers", async () => {
    const issue = vi.fn(async () => ({ token: "t", expiresAtMs: Date.now() + 60_000 }));
    const cache = createTokenCache(issue);
    await Promise.all([cache.get(), cache.get(), cache.get()]);
    expect(issue).toHaveBeenCalledTimes(1);
  });

  it("forgets the token on clear and returns null without a session", async () => {
    const issue = vi
      .fn()
      .mockResolvedValueOnce({ token: "t", expiresAtMs: Date.now() + 60_000 })
      .mockResolvedValueOnce(null);
    const cache = createTokenCache(issue);
    expect(await cache.get()).toBe("t");
    cache.clear();
    expect(await cache.get()).toBeNull();
  });

  it("reads ISO dates, epoch seconds and epoch milliseconds", () => {
    expect(toEpochMs("2030-01-01T00:00:00.000Z")).toBe(Date.UTC(2030, 0, 1));
    expect(toEpochMs(1_900_000_000)).toBe(1_900_000_000_000);
    expect(toEpochMs(1_900_000_000_000)).toBe(1_900_000_000_000);
  });
});
