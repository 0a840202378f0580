import { afterEach, describe, expect, it } from "vitest";
import { devNowOf, now } from "./clock.ts";
import { runWithRequestContext } from "./http/request-context.ts";

const request = (value?: string) => new Request("http://localhost/x", { headers: value ? { "x-dev-now": value } : {} });

describe("the server clock", () => {
  afterEach(() => delete process.env.DEV_CLOCK);

  it("ignores x-dev-now unless DEV_CLOCK=1, and always on Netlify", () => {
    expect(devNowOf(request("2030-01-01T10:00:00Z"), {})).toBeUndefined();
    expect(devNowOf(request("2030-01-01T10:00:00Z"), { DEV_CLOCK: "1", NETLIFY: "true" })).toBeUndefined();
    expect(devNowOf(request("kein Datum"), { DEV_CLOCK: "1" })).toBeUndefined();
    expect(devNowOf(request("2030-01-01T10:00:00Z"), { DEV_CLOCK: "1" })?.toISOString()).toBe("2030-01-01T10:00:00.000Z");
  });

  it("answers the request's chosen time inside the request, the real time elsewhere", async () => {
    const chosen = new Date("2031-05-04T08:00:00Z");
    const inside = await runWithRequestContext({ requestId: "r", method: "GET", path: "/", ip: "x", userAgent: null, userId: null, now: chosen }, async () =>
      now(),
    );
    expect(inside.toISOString()).toBe(chosen.toISOString());
    expect(Math.abs(now().getTime() - Date.now())).toBeLessThan(1000);
  });
});
