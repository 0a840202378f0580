/**
 * Clients and browsers that have signed in to an address before. The account-wide guessing limit
 * never holds them back, so an attacker who fails from many other clients cannot lock the owner
 * out (issue 10). A browser is recognised by a random id in the __vnsi_device cookie (only its
 * hash with the address is stored); a client by its IPv4 address or IPv6 /64.
 */
import { randomBytes } from "node:crypto";
import { inArray, sql } from "drizzle-orm";
import { getDb } from "../../db/client.ts";
import { authKnownClients } from "../tables.ts";
import { keyedHash } from "../secrets.ts";
import { isLocalhost } from "./session-cookie.ts";

export const DEVICE_COOKIE = "__vnsi_device";
const DEVICE_MAX_AGE_SECONDS = 400 * 24 * 60 * 60;

export function readDeviceCookie(req: Request): string | undefined {
  for (const part of (req.headers.get("cookie") ?? "").split(";")) {
    const [name, value] = part.trim().split("=");
    if (name === DEVICE_COOKIE && value && /^[A-Za-z0-9_-]{16,64}$/.test(value)) return value;
  }
  return undefined;
}

export function newDeviceId(): string {
  return randomBytes(18).toString("base64url");
}

export function deviceCookieHeader(req: Request, deviceId: string): string {
  return `${DEVICE_COOKIE}=${deviceId}; Path=/api/auth; HttpOnly; SameSite=Lax${isLocalhost(req) ? "" : "; Secure"}; Max-Age=${DEVICE_MAX_AGE_SECONDS}`;
}

function keysFor(salt: string, email: string, client: string, deviceId: string | undefined): string[] {
  const keys = [keyedHash(salt, `known|${email}|client|${client}`)];
  if (deviceId) keys.push(keyedHash(salt, `known|${email}|device|${deviceId}`));
  return keys;
}

export async function isKnownClient(salt: string, email: string, client: string, deviceId: string | undefined): Promise<boolean> {
  const db = await getDb();
  const rows = await db
    .select({ key: authKnownClients.keyHash })
    .from(authKnownClients)
    .where(inArray(authKnownClients.keyHash, keysFor(salt, email, client, deviceId)));
  return rows.length > 0;
}

export async function rememberClient(salt: string, email: string, client: string, deviceId: string): Promise<void> {
  const db = await getDb();
  await db
    .insert(authKnownClients)
    .values(keysFor(salt, email, client, deviceId).map((keyHash) => ({ keyHash })))
    .onConflictDoUpdate({ target: authKnownClients.keyHash, set: { lastSeenAt: sql`now()` } });
}
