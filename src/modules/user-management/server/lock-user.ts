/** Locks a user's profile row for the rest of the transaction and checks the version the editor read. */
import { eq } from "drizzle-orm";
import type { Db } from "#platform/db/client.ts";
import { profiles } from "#platform/auth/tables.ts";
import { notFound, versionConflict } from "#platform/http/errors.ts";
import type { ManagedUser } from "../schema.ts";
import { getManagedUser } from "./user-queries.ts";

export async function lockUserAtVersion(tx: Db, userId: string, version: number): Promise<ManagedUser> {
  const [row] = await tx.select({ version: profiles.version }).from(profiles).where(eq(profiles.id, userId)).for("update");
  if (!row) throw notFound("Die Person");
  if (row.version !== version) throw versionConflict(row.version);
  return getManagedUser(tx, userId);
}
