/** Drafts and cancelled assemblies are the office's business: members get "not found" for them. */
import { sql } from "drizzle-orm";
import type { Db } from "#platform/db/client.ts";
import { rowsOf } from "#platform/db/rows.ts";
import { notFound } from "../refusal.ts";

export async function ensureVisibleToMembers(db: Pick<Db, "execute">, assemblyId: string): Promise<void> {
  const [row] = rowsOf<{ status: string }>(await db.execute(sql`SELECT status FROM general_assemblies WHERE id = ${assemblyId}`));
  if (!row || row.status === "draft" || row.status === "cancelled") throw notFound("Versammlung nicht gefunden.");
}
