/**
 * Signed unsubscribe links: the token names a user and a kind ("*" for every kind) and carries an
 * HMAC-SHA256 over both with the installation's key (notification_link_keys, 0101). Whoever holds
 * the mail may turn that user's mails of that kind off, nothing else; no sign-in is needed, and
 * a token cannot be forged or pointed at another user. Tokens do not expire: an unsubscribe link in
 * an old mail should still work.
 */
import { createHmac } from "node:crypto";
import { eq } from "drizzle-orm";
import type { Db } from "#platform/db/client.ts";
import { constantTimeEqual } from "#platform/auth/secrets.ts";
import { notificationLinkKeys } from "./tables.ts";

export interface UnsubscribeClaim {
  userId: string;
  /** A notification kind, or "*" for all. */
  kind: string;
}

let cachedKey: string | undefined;

async function linkKey(db: Pick<Db, "select">): Promise<string> {
  if (cachedKey) return cachedKey;
  const [row] = await db.select({ secret: notificationLinkKeys.secret }).from(notificationLinkKeys).where(eq(notificationLinkKeys.id, 1));
  if (!row) throw new Error("notification_link_keys has no key (migration 0101 missing?)");
  cachedKey = row.secret;
  return cachedKey;
}

/** For tests that switch databases within one process. */
export function forgetLinkKey(): void {
  cachedKey = undefined;
}

const sign = (key: string, payload: string) => createHmac("sha256", key).update(`unsubscribe:${payload}`).digest("base64url");

export async function unsubscribeToken(db: Pick<Db, "select">, claim: UnsubscribeClaim): Promise<string> {
  const payload = Buffer.from(JSON.stringify([claim.userId, claim.kind])).toString("base64url");
  return `${payload}.${sign(await linkKey(db), payload)}`;
}

/** The claim of a valid token, or undefined for anything forged, altered or malformed. */
export async function verifyUnsubscribeToken(db: Pick<Db, "select">, token: string): Promise<UnsubscribeClaim | undefined> {
  const [payload, signature, extra] = token.split(".");
  if (!payload || !signature || extra !== undefined || token.length > 400) return undefined;
  if (!constantTimeEqual(signature, sign(await linkKey(db), payload))) return undefined;
  try {
    const value = JSON.parse(Buffer.from(payload, "base64url").toString("utf8")) as unknown;
    if (Array.isArray(value) && value.length === 2 && typeof value[0] === "string" && typeof value[1] === "string") return { userId: value[0], kind: value[1] };
  } catch {
    // fall through
  }
  return undefined;
}
