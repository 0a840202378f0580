import { describe, expect, it } from "vitest";
import { clientKey, normalizeIp } from "./client-key.ts";

describe("clientKey", () => {
  it("counts an IPv6 client by its /64, whatever address inside it is used", () => {
    const keys = ["2001:db8:abcd:12::1", "2001:db8:abcd:12:ffff:1:2:3", "2001:0db8:abcd:0012::dead:beef"].map(clientKey);
    expect(new Set(keys).size).toBe(1);
    expect(keys[0]).toBe("2001:0db8:abcd:0012::/64");
    expect(clientKey("2001:db8:abcd:13::1")).not.toBe(keys[0]);
  });

  it("keeps IPv4 addresses (also IPv4-mapped IPv6) and odd input as they are", () => {
    expect(clientKey("203.0.113.7")).toBe("203.0.113.7");
    expect(clientKey("::ffff:203.0.113.7")).toBe("203.0.113.7");
    expect(clientKey("::1")).toBe("0000:0000:0000:0000::/64");
    expect(clientKey("")).toBe("unknown");
  });
});

describe("normalizeIp", () => {
  it("spells an IPv4 client as IPv4 whether the socket reports it mapped or not (issue 23)", () => {
    expect(normalizeIp("::ffff:127.0.0.1")).toBe("127.0.0.1");
    expect(normalizeIp("::FFFF:203.0.113.7")).toBe("203.0.113.7");
    expect(normalizeIp("[2001:DB8::1]")).toBe("2001:db8::1");
    expect(normalizeIp("fe80::1%eth0")).toBe("fe80::1");
    expect(normalizeIp("")).toBe("unknown");
  });
});
