import type { IncomingMessage } from "node:http";
import { afterEach, describe, expect, it } from "vitest";
import { createContext } from "./bridge.ts";

const request = (headers: Record<string, string>) => ({ headers, socket: { remoteAddress: "203.0.113.9" } }) as unknown as IncomingMessage;

afterEach(() => {
  delete process.env.TRUST_CLIENT_IP_HEADER;
});

describe("the local server's function context (issue 10)", () => {
  it("takes the client address from the socket; a client-set x-nf-client-connection-ip is ignored", () => {
    expect(createContext(request({ "x-nf-client-connection-ip": "198.51.100.1" }), {}).ip).toBe("203.0.113.9");
  });

  it("trusts the header only when the browser tests ask for it", () => {
    process.env.TRUST_CLIENT_IP_HEADER = "1";
    expect(createContext(request({ "x-nf-client-connection-ip": "198.51.100.1" }), {}).ip).toBe("198.51.100.1");
  });

  it("keeps a cookie with a malformed %-escape as it is instead of failing", () => {
    const context = createContext(request({ cookie: "a=%E0%A4%A; b=ok%20" }), {});
    expect(context.cookies.get("a")).toBe("%E0%A4%A");
    expect(context.cookies.get("b")).toBe("ok ");
  });
});
