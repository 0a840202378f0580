/** Drafts and cancelled assemblies are the office's business: members get "not found" for them. */
import { eq } from "drizzle-orm";
import type { Db, Tx } from "#platform/db/client.ts";
import { notFound } from "../refusal.ts";
import { generalAssemblies } from "../tables.ts";

export async function ensureVisibleToMembers(db: Db | Tx, assemblyId: string): Promise<void> {
  const [row] = await db.select({ status: generalAssemblies.status }).from(generalAssemblies).where(eq(generalAssemblies.id, assemblyId));
  if (!row || row.status === "draft" || row.status === "cancelled") throw notFound("Versammlung nicht gefunden.");
}
