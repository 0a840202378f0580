/** The caller's own profile (profiles row plus which provider holds the password). */
import { eq } from "drizzle-orm";
import type { Db } from "#platform/db/client.ts";
import { authConfig } from "#platform/auth/auth-config.ts";
import { profiles } from "#platform/auth/tables.ts";
import { notFound } from "#platform/http/errors.ts";
import type { Profile } from "../schema.ts";

export function toProfile(row: typeof profiles.$inferSelect): Profile {
  return { id: row.id, email: row.email, firstName: row.firstName, lastName: row.lastName, version: row.version, provider: authConfig().provider };
}

export async function getOwnProfile(db: Db, userId: string): Promise<Profile> {
  const [row] = await db.select().from(profiles).where(eq(profiles.id, userId));
  if (!row) throw notFound("Das Profil");
  return toProfile(row);
}
