/** Who hears about a procedure: its responsible person and its watchers (ADR 170). */
import { eq, sql } from "drizzle-orm";
import type { Db } from "#platform/db/client.ts";
import { rowsOf } from "#platform/db/rows.ts";
import { politicalProcedureWatchers } from "./tables.ts";

export function procedureLink(procedureId: string): string {
  return `/backend/political-workbench?verfahren=${encodeURIComponent(procedureId)}`;
}

export function positionLink(positionId: string): string {
  return `/backend/political-workbench?bereich=positionen&position=${encodeURIComponent(positionId)}`;
}

export async function procedureAudience(db: Db, procedure: { id: string; responsibleId: string | null }): Promise<string[]> {
  const watchers = await db
    .select({ userId: politicalProcedureWatchers.userId })
    .from(politicalProcedureWatchers)
    .where(eq(politicalProcedureWatchers.procedureId, procedure.id));
  return [...new Set([procedure.responsibleId, ...watchers.map((w) => w.userId)].filter((id): id is string => Boolean(id)))];
}

/** Every active editor (board, management, admin): reminders of a procedure nobody is responsible for. */
export async function editorIds(db: Db): Promise<string[]> {
  const rows = rowsOf<{ id: string }>(
    await db.execute(
      sql`SELECT DISTINCT p.id FROM profiles p JOIN user_roles r ON r.user_id = p.id WHERE p.deactivated_at IS NULL AND r.role IN ('admin', 'geschaeftsfuehrung', 'vorstand')`,
    ),
  );
  return rows.map((r) => r.id);
}
