/** The signed-in person as the assembly sees them: their account and the member company it belongs to. */
import { eq } from "drizzle-orm";
import { profiles } from "#platform/auth/tables.ts";
import type { Db, Tx } from "#platform/db/client.ts";
import { HttpError } from "#platform/http/errors.ts";

/** A person in the assembly: their account and the member company it belongs to, if any. */
export interface Participant {
  id: string;
  organizationId: string | null;
}

/**
 * The signed-in user carries the member company, read by the same statement as the roles
 * (AuthUser.organizationId): no second read of the profile on every poll of a member's screen
 * (issue 27). A caller with only the id (tests, jobs) reads it.
 */
export async function viewerOf(db: Db | Tx, user: { id: string; organizationId?: string | null }): Promise<Participant> {
  if (user.organizationId !== undefined) return { id: user.id, organizationId: user.organizationId };
  const [row] = await db.select({ organizationId: profiles.organizationId }).from(profiles).where(eq(profiles.id, user.id));
  return { id: user.id, organizationId: row?.organizationId ?? null };
}

/** Member endpoints that act for a company need an account linked to one. */
export async function memberViewer(db: Db | Tx, user: { id: string; organizationId?: string | null }): Promise<Participant & { organizationId: string }> {
  const viewer = await viewerOf(db, user);
  if (!viewer.organizationId) {
    throw new HttpError(409, "no_member_company", "Ihr Konto ist mit keinem Mitgliedsunternehmen verknüpft. Bitte wenden Sie sich an die Geschäftsstelle.");
  }
  return viewer as Participant & { organizationId: string };
}
