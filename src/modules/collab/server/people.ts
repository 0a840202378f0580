/**
 * Names for carets, presence and "last edited by": the one person name (src/shared/people.ts,
 * src/platform/auth/people.ts). A name changes rarely and a sync poll with a caret move needs one,
 * so a warm function instance remembers names for a few minutes instead of asking the database on
 * every poll.
 */
import { namesOf } from "#platform/auth/people.ts";
import type { Db } from "#platform/db/client.ts";
import { displayName, type NamedPerson } from "#shared/people.ts";

const TTL_MS = 5 * 60_000;
const MAX_ENTRIES = 2_000;
const UNKNOWN = "Unbekannt";
const cache = new Map<string, { name: string; until: number }>();

/** The name of a profile row read with the document. */
export const nameOf = (profile: NamedPerson): string => displayName(profile, UNKNOWN);

/** The name of a user shown beside their caret, remembered for a few minutes. */
export async function caretName(db: Db, userId: string, now = Date.now()): Promise<string> {
  const cached = cache.get(userId);
  if (cached && cached.until > now) return cached.name;
  const name = (await namesOf(db, [userId])).get(userId) ?? UNKNOWN;
  if (cache.size >= MAX_ENTRIES) cache.clear();
  cache.set(userId, { name, until: now + TTL_MS });
  return name;
}
