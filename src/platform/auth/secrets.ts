/** Random identifiers and secrets, and the hashes under which secrets are stored. */
import { createHash, createHmac, randomBytes, timingSafeEqual } from "node:crypto";

const ALPHANUMERIC = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz";

/** Clerk-like id such as "user_2f9..." or "sess_...": prefix plus 27 random alphanumerics. */
export function newId(prefix: "user" | "sess"): string {
  const bytes = randomBytes(27);
  let id = "";
  // 256 % 62 bias is irrelevant for identifiers; they are not secrets.
  for (const byte of bytes) id += ALPHANUMERIC[byte % ALPHANUMERIC.length];
  return `${prefix}_${id}`;
}

/** A 256-bit secret for cookies and confirmation links. */
export function newSecret(): string {
  return randomBytes(32).toString("base64url");
}

export function sha256(value: string): string {
  return createHash("sha256").update(value).digest("base64url");
}

/** Keyed hash for values we count but must not store in clear (client IPs, e-mail addresses). */
export function keyedHash(salt: string, value: string): string {
  return createHmac("sha256", salt).update(value).digest("base64url");
}

export function constantTimeEqual(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}
