/** Locks a user's profile row for the rest of the transaction and checks the version the editor read. */
import { eq } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import { profileVersions } from "../db/schema/user-admin.ts";
import { notFound, versionConflict } from "../back-office/record-errors.ts";
import type { ManagedUser } from "../../shared/schemas/user-management.ts";
import { getManagedUser } from "./list-users.ts";

export async function lockUserAtVersion(tx: Db, userId: string, version: number): Promise<ManagedUser> {
  const [row] = await tx.select({ version: profileVersions.version }).from(profileVersions).where(eq(profileVersions.id, userId)).for("update");
  if (!row) throw notFound("Die Person");
  if (row.version !== version) throw versionConflict(row.version);
  return getManagedUser(tx, userId);
}
