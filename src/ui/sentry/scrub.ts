/**
 * Privacy scrubbing for everything the browser sends to Sentry (events, spans, breadcrumbs):
 * e-mail addresses, IPv4/IPv6 addresses and any value a visitor typed into a form are replaced,
 * wherever they appear in the payload (messages, stack values, URLs, attributes, breadcrumb data).
 */
export const FILTERED = "[Filtered]";

const EMAIL = /[\p{L}\p{N}._%+-]+@[\p{L}\p{N}-]+(?:\.[\p{L}\p{N}-]+)*\.\p{L}{2,}/gu;
const IPV4 = /(?<![\d.])(?:(?:25[0-5]|2[0-4]\d|1?\d?\d)\.){3}(?:25[0-5]|2[0-4]\d|1?\d?\d)(?![\d.])/g;
// Full IPv6 (eight groups) or any compressed form containing "::" with at least one hex group.
const IPV6 =
  /(?<![\w:])(?:(?:[0-9a-f]{1,4}:){7}[0-9a-f]{1,4}|(?:[0-9a-f]{1,4}:){0,6}[0-9a-f]{0,4}::(?:[0-9a-f]{1,4}:){0,6}[0-9a-f]{1,4}|(?:[0-9a-f]{1,4}:){1,7}:)(?![\w:])/gi;

/** Typed values shorter than this are not scrubbed as substrings (they would shred every string). */
export const MIN_FORM_VALUE_LENGTH = 3;

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

export function scrubString(text: string, formValues: readonly string[] = []): string {
  let out = text.replace(EMAIL, FILTERED).replace(IPV4, FILTERED).replace(IPV6, FILTERED);
  // Values may also appear URL-encoded (query strings, fetch URLs); longest first so a full value
  // wins over one of its words.
  const values = formValues.filter((v) => v.length >= MIN_FORM_VALUE_LENGTH);
  const variants = [...new Set([...values, ...values.map((v) => encodeURIComponent(v))])].sort((a, b) => b.length - a.length);
  if (variants.length > 0) out = out.replace(new RegExp(variants.map(escapeRegExp).join("|"), "giu"), FILTERED);
  return out;
}

/** Deeply copies a JSON-like value with every string (and object key) scrubbed. */
export function scrubDeep<T>(value: T, formValues: readonly string[] = [], depth = 0): T {
  if (typeof value === "string") return scrubString(value, formValues) as T;
  if (value === null || typeof value !== "object" || depth > 12) return value;
  if (Array.isArray(value)) return value.map((item) => scrubDeep(item, formValues, depth + 1)) as T;
  const out: Record<string, unknown> = {};
  for (const [key, inner] of Object.entries(value)) {
    out[scrubString(key, formValues)] = scrubDeep(inner, formValues, depth + 1);
  }
  return out as T;
}
