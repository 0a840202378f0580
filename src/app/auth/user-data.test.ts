import { describe, expect, it, vi } from "vitest";
import { createUserDataCache } from "./user-data.ts";

describe("user data cache", () => {
  it("answers from the cache for 30 seconds, then asks the server again", async () => {
    let now = 0;
    const fetcher = vi.fn(async () => ({ profile: null, roles: ["vorstand" as const] }));
    const cache = createUserDataCache(fetcher, () => now);
    await cache.load("u1");
    now = 29_999;
    await cache.load("u1");
    expect(fetcher).toHaveBeenCalledTimes(1);
    now = 30_000;
    await cache.load("u1");
    expect(fetcher).toHaveBeenCalledTimes(2);
  });

  it("does not keep a failure and drops unknown role names", async () => {
    const fetcher = vi
      .fn()
      .mockRejectedValueOnce(new Error("down"))
      .mockResolvedValueOnce({ profile: null, roles: ["admin", "superuser"] });
    const cache = createUserDataCache(fetcher, () => 0);
    await expect(cache.load("u1")).rejects.toThrow("down");
    await expect(cache.load("u1")).resolves.toEqual({ profile: null, roles: ["admin"] });
  });

  it("asks again when told to load fresh", async () => {
    const fetcher = vi.fn(async () => ({ profile: null, roles: [] }));
    const cache = createUserDataCache(fetcher, () => 0);
    await cache.load("u1");
    await cache.load("u1", { fresh: true });
    expect(fetcher).toHaveBeenCalledTimes(2);
  });
});
