/** The labels in use on open tasks the viewer may read, most used first (filter and form suggestions). */
import { sql } from "drizzle-orm";
import type { Db } from "#platform/db/client.ts";
import { rowsOf } from "#platform/db/rows.ts";
import { projectReadableBy, type TaskReader } from "./project-access.ts";

export async function labelsInUse(db: Db, viewer: TaskReader): Promise<{ label: string; count: number }[]> {
  const rows = rowsOf<{ label: string; count: string | number }>(
    await db.execute(sql`
      SELECT l AS label, count(*) AS count
      FROM tasks t, unnest(t.labels) AS l
      WHERE t.closed_at IS NULL AND t.project_id IN (SELECT p.id FROM task_projects p WHERE ${projectReadableBy(viewer, sql`p.read_role`)})
      GROUP BY l ORDER BY count(*) DESC, l LIMIT 100`),
  );
  return rows.map((r) => ({ label: r.label, count: Number(r.count) }));
}
