import { describe, expect, it } from "vitest";
import { describeDevice, deviceFingerprint, parseUserAgent } from "./user-agent.ts";

const UA = {
  chromeWindows: "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36",
  edgeWindows: "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.0.0",
  firefoxLinux: "Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0",
  safariIphone: "Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1",
  safariMac: "Mozilla/5.0 (Macintosh; Intel Mac OS X 14_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Safari/605.1.15",
  chromeAndroidTablet: "Mozilla/5.0 (Linux; Android 14; SM-X710) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36",
  chromeAndroidPhone: "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36",
};

describe("parseUserAgent", () => {
  it("tells browser, system and device type", () => {
    expect(parseUserAgent(UA.chromeWindows)).toEqual({ browser: "Chrome", os: "Windows", device: "desktop" });
    expect(parseUserAgent(UA.edgeWindows)).toEqual({ browser: "Edge", os: "Windows", device: "desktop" });
    expect(parseUserAgent(UA.firefoxLinux)).toEqual({ browser: "Firefox", os: "Linux", device: "desktop" });
    expect(parseUserAgent(UA.safariIphone)).toEqual({ browser: "Safari", os: "iOS", device: "mobile" });
    expect(parseUserAgent(UA.safariMac)).toEqual({ browser: "Safari", os: "macOS", device: "desktop" });
    expect(parseUserAgent(UA.chromeAndroidTablet)).toEqual({ browser: "Chrome", os: "Android", device: "tablet" });
    expect(parseUserAgent(UA.chromeAndroidPhone)).toEqual({ browser: "Chrome", os: "Android", device: "mobile" });
    expect(parseUserAgent(null).device).toBe("unknown");
  });

  it("describes in German and ignores versions in the fingerprint", () => {
    expect(describeDevice(parseUserAgent(UA.firefoxLinux))).toBe("Firefox auf Linux (Computer)");
    expect(deviceFingerprint(parseUserAgent(UA.chromeWindows))).toBe(deviceFingerprint(parseUserAgent(UA.chromeWindows.replace("131", "132"))));
  });
});
