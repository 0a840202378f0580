/**
 * Display names for carets, presence and "last edited by". A name changes rarely and a sync poll
 * with a caret move needs one, so a warm function instance remembers names for a few minutes
 * instead of asking the database on every poll.
 */
import { eq } from "drizzle-orm";
import { profiles } from "#platform/auth/tables.ts";
import type { Db } from "#platform/db/client.ts";

const TTL_MS = 5 * 60_000;
const MAX_ENTRIES = 2_000;
const cache = new Map<string, { name: string; until: number }>();

export function nameOf(profile: { firstName: string | null; lastName: string | null; email: string }): string {
  const full = `${profile.firstName ?? ""} ${profile.lastName ?? ""}`.trim();
  return full || profile.email.split("@")[0] || "Unbekannt";
}

export async function displayName(db: Db, userId: string, now = Date.now()): Promise<string> {
  const cached = cache.get(userId);
  if (cached && cached.until > now) return cached.name;
  const [profile] = await db
    .select({ firstName: profiles.firstName, lastName: profiles.lastName, email: profiles.email })
    .from(profiles)
    .where(eq(profiles.id, userId));
  const name = profile ? nameOf(profile) : "Unbekannt";
  if (cache.size >= MAX_ENTRIES) cache.clear();
  cache.set(userId, { name, until: now + TTL_MS });
  return name;
}
