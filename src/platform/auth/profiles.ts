/**
 * Profiles keyed by the identity's user id (local or Clerk). A profile is created with the
 * identity (local sign-up, CLI) or just in time on a Clerk user's first verified request.
 */
import { eq, sql } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import { getDb } from "../db/client.ts";
import { profiles } from "./tables.ts";
import type { ProfileRow } from "#shared/schemas/user-data.ts";

export type Profile = typeof profiles.$inferSelect;

export interface NewProfile {
  id: string;
  email: string;
  firstName?: string | null;
  lastName?: string | null;
}

/**
 * Creates the profile unless it exists; returns true when it was created. A new profile holds no
 * role: an account someone signed up for themselves waits for approval until an administrator
 * grants a role or links it to a member company (issue 10). Invitations and the CLI grant roles.
 */
export async function ensureProfile(input: NewProfile, db?: Db): Promise<boolean> {
  const database = db ?? (await getDb());
  const created = await database
    .insert(profiles)
    .values({ id: input.id, email: input.email.toLowerCase(), firstName: input.firstName || null, lastName: input.lastName || null })
    .onConflictDoNothing()
    .returning({ id: profiles.id });
  return created.length > 0;
}

export async function findProfile(userId: string): Promise<Profile | undefined> {
  const db = await getDb();
  const [row] = await db.select().from(profiles).where(eq(profiles.id, userId));
  return row;
}

export async function recordSignIn(userId: string): Promise<void> {
  const db = await getDb();
  await db.update(profiles).set({ lastSignInAt: sql`now()` }).where(eq(profiles.id, userId));
}

/** The profile as the row of the profiles table, with its column names (get-user-data). */
export function toProfileRow(profile: Profile): ProfileRow {
  return {
    id: profile.id,
    email: profile.email,
    first_name: profile.firstName,
    last_name: profile.lastName,
    organization_id: profile.organizationId,
    deactivated_at: profile.deactivatedAt?.toISOString() ?? null,
    last_sign_in_at: profile.lastSignInAt?.toISOString() ?? null,
    created_at: profile.createdAt.toISOString(),
    updated_at: profile.updatedAt.toISOString(),
  };
}
