/**
 * The unit a rate limit counts: one IPv4 address, or one IPv6 /64 network. A household or a
 * server gets a whole /64 from its provider and can rotate addresses inside it at will, so
 * counting single IPv6 addresses would never limit anybody (issue 10).
 */
import { isIPv4, isIPv6 } from "node:net";

function expandIPv6(address: string): string[] {
  const [head = "", tail = ""] = address.split("::");
  const left = head ? head.split(":") : [];
  const right = tail ? tail.split(":") : [];
  const missing = address.includes("::") ? 8 - left.length - right.length : 0;
  return [...left, ...Array.from({ length: missing }, () => "0"), ...right].map((part) => part.padStart(4, "0").toLowerCase());
}

/**
 * One spelling per client address, for everything that stores or compares one (audit trail,
 * sign-in history, limits): an IPv4 address Node reports IPv4-mapped ("::ffff:127.0.0.1") is the
 * IPv4 address; brackets and zone ids go; IPv6 is lower case.
 */
export function normalizeIp(ip: string): string {
  const address = ip
    .trim()
    .replace(/^\[|\]$/g, "")
    .split("%")[0]!;
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped) return mapped[1]!;
  return isIPv6(address) ? address.toLowerCase() : address || "unknown";
}

export function clientKey(ip: string): string {
  const address = normalizeIp(ip);
  if (isIPv4(address)) return address;
  if (isIPv6(address)) return `${expandIPv6(address).slice(0, 4).join(":")}::/64`;
  return address;
}
