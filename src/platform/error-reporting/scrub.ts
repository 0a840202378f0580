/**
 * Removes personal data from anything sent to the error-reporting service: e-mail addresses,
 * IPv4/IPv6 addresses and phone-like digit runs in free text. Reports never carry request bodies.
 */
const EMAIL = /[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,}/g;
const IPV4 = /\b(?:\d{1,3}\.){3}\d{1,3}\b/g;
// At least two colons, "::" compression allowed (2001:db8::1, fe80:0:0:0:1:2:3:4).
const IPV6 = /\b[0-9a-fA-F]{1,4}(?::[0-9a-fA-F]{0,4}){2,7}\b/g;
const PHONE = /\+?\d[\d\s/-]{7,}\d/g;

export function scrubText(text: string): string {
  return text.replace(EMAIL, "[email]").replace(IPV4, "[ip]").replace(IPV6, "[ip]").replace(PHONE, "[number]");
}

/** Deep copy with every string scrubbed. */
export function scrubValue<T>(value: T): T {
  if (typeof value === "string") return scrubText(value) as T;
  if (Array.isArray(value)) return value.map(scrubValue) as T;
  if (value && typeof value === "object") {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, scrubValue(v)])) as T;
  }
  return value;
}
