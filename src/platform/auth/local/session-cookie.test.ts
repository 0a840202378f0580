import { describe, expect, it } from "vitest";
import { clearedSessionCookieHeader, isLocalhost, readSessionCookie, sessionCookieHeader } from "./session-cookie.ts";

const request = (host: string, cookie?: string) => new Request(`http://${host}/api/auth/token`, { headers: { host, ...(cookie ? { cookie } : {}) } });

describe("session cookie", () => {
  it("reads __vnsi_session among other cookies", () => {
    expect(readSessionCookie(request("localhost", "a=1; __vnsi_session=abc-DEF_1; b=2"))).toBe("abc-DEF_1");
    expect(readSessionCookie(request("localhost", "x__vnsi_session=abc"))).toBeUndefined();
    expect(readSessionCookie(request("localhost", "__vnsi_session="))).toBeUndefined();
  });

  it("is Secure except on localhost and 127.0.0.1", () => {
    expect(isLocalhost(request("localhost:8888"))).toBe(true);
    expect(isLocalhost(request("127.0.0.1:4321"))).toBe(true);
    expect(isLocalhost(request("www.vnsi-verband.de"))).toBe(false);
    expect(sessionCookieHeader(request("localhost:8888"), "s")).toBe("__vnsi_session=s; Path=/; HttpOnly; SameSite=Lax; Max-Age=604800");
    expect(sessionCookieHeader(request("www.vnsi-verband.de"), "s")).toBe("__vnsi_session=s; Path=/; HttpOnly; SameSite=Lax; Secure; Max-Age=604800");
    expect(clearedSessionCookieHeader(request("www.vnsi-verband.de"))).toBe("__vnsi_session=; Path=/; HttpOnly; SameSite=Lax; Secure; Max-Age=0");
  });
});
