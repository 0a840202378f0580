/**
 * A small reading of a User-Agent header: browser, operating system and device type, enough to
 * tell a person "Firefox auf Windows (Computer)" and to recognise a device again for the new-device
 * mail. Deliberately coarse (no versions in the fingerprint), so a browser update is no "new device".
 */
export interface DeviceInfo {
  browser: string;
  os: string;
  device: "mobile" | "tablet" | "desktop" | "unknown";
}

const BROWSERS: readonly [RegExp, string][] = [
  [/Edg(?:e|A|iOS)?\//, "Edge"],
  [/OPR\/|Opera/, "Opera"],
  [/SamsungBrowser\//, "Samsung Internet"],
  [/Firefox\/|FxiOS\//, "Firefox"],
  [/Chrome\/|CriOS\/|Chromium\//, "Chrome"],
  [/Safari\//, "Safari"],
];

const SYSTEMS: readonly [RegExp, string][] = [
  [/iPhone|iPad|iPod/, "iOS"],
  [/Android/, "Android"],
  [/Windows/, "Windows"],
  [/CrOS/, "ChromeOS"],
  [/Mac OS X|Macintosh/, "macOS"],
  [/Linux/, "Linux"],
];

export const DEVICE_LABELS: Record<DeviceInfo["device"], string> = {
  mobile: "Smartphone",
  tablet: "Tablet",
  desktop: "Computer",
  unknown: "Unbekanntes Gerät",
};

/** The system of a device nobody could tell (no or an unknown user agent). */
export const UNKNOWN_SYSTEM = "Unbekanntes System";

/** "Firefox auf Linux"; "Firefox (System unbekannt)" rather than "auf Unbekanntes System" (issue 25). */
export function browserOnSystem(browser: string, os: string): string {
  return os === UNKNOWN_SYSTEM ? `${browser} (System unbekannt)` : `${browser} auf ${os}`;
}

export function parseUserAgent(userAgent: string | null | undefined): DeviceInfo {
  const ua = userAgent ?? "";
  if (!ua) return { browser: "Unbekannter Browser", os: UNKNOWN_SYSTEM, device: "unknown" };
  const browser = BROWSERS.find(([pattern]) => pattern.test(ua))?.[1] ?? "Unbekannter Browser";
  const os = SYSTEMS.find(([pattern]) => pattern.test(ua))?.[1] ?? UNKNOWN_SYSTEM;
  const device = /iPad|Tablet/.test(ua) || (/Android/.test(ua) && !/Mobile/.test(ua)) ? "tablet" : /Mobi|iPhone|iPod/.test(ua) ? "mobile" : "desktop";
  return { browser, os, device };
}

/** "Firefox auf Windows (Computer)". */
export function describeDevice(info: DeviceInfo): string {
  return `${browserOnSystem(info.browser, info.os)} (${DEVICE_LABELS[info.device]})`;
}

/** What counts as the same device again. */
export function deviceFingerprint(info: DeviceInfo): string {
  return `${info.browser}|${info.os}|${info.device}`;
}
