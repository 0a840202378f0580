/** Watching a procedure: its stage changes and date reminders reach the watcher (any member). */
import { and, eq } from "drizzle-orm";
import type { Db } from "#platform/db/client.ts";
import { procedureOr404 } from "./procedure-queries.ts";
import { politicalProcedureWatchers } from "./tables.ts";

export async function setWatching(db: Db, userId: string, procedureId: string, watching: boolean): Promise<{ watching: boolean }> {
  await procedureOr404(db, procedureId);
  if (watching) await db.insert(politicalProcedureWatchers).values({ procedureId, userId }).onConflictDoNothing();
  else
    await db
      .delete(politicalProcedureWatchers)
      .where(and(eq(politicalProcedureWatchers.procedureId, procedureId), eq(politicalProcedureWatchers.userId, userId)));
  return { watching };
}
