/** Every tag in use on contacts and organisations, with how often, for the tag filter. */
import { sql } from "drizzle-orm";
import type { Db } from "#platform/db/client.ts";
import { rowsOf } from "#platform/db/rows.ts";

export interface TagCount {
  tag: string;
  count: number;
}

export async function listTags(db: Db): Promise<TagCount[]> {
  const result = await db.execute<{ tag: string; count: number }>(sql`
    SELECT tag, count(*)::int AS count FROM (
      SELECT unnest(tags) AS tag FROM crm_contacts
      UNION ALL
      SELECT unnest(tags) AS tag FROM organizations
    ) AS used
    GROUP BY tag ORDER BY tag LIMIT 500`);
  return rowsOf<{ tag: string; count: number }>(result).map((r) => ({ tag: r.tag, count: Number(r.count) }));
}
