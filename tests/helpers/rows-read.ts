/**
 * How many rows a piece of work read from a table: Postgres counts the tuples each scan returns
 * per transaction (pg_stat_xact_user_tables; PGlite too), so the work runs in one transaction
 * and the counters are read before it ends. A test of "reads its page, not every match" asserts
 * on this instead of on a timing.
 *
 * A test's tables are tiny, and on a tiny table reading everything and sorting it is the cheapest
 * plan. `atScale` makes sequential scans and sorts look as costly as they are on a
 * table of 100,000 rows (planner settings of this transaction only), so the plan is the one the
 * big table gets, where the query offers an index path at all.
 */
import { sql } from "drizzle-orm";
import type { Db } from "#platform/db/client.ts";

export async function rowsRead<T>(
  db: Db,
  table: string,
  work: (tx: Db) => Promise<T>,
  options: { atScale?: boolean } = {},
): Promise<{ result: T; rows: number }> {
  return db.transaction(async (tx) => {
    if (options.atScale) {
      for (const setting of ["enable_seqscan", "enable_sort"]) await tx.execute(sql.raw(`SET LOCAL ${setting} = off`));
    }
    // The view also holds counts of earlier transactions not yet reported (Postgres reports them
    // at most once a second), so the work's own rows are the difference.
    const before = await counted(tx as unknown as Db, table);
    const result = await work(tx as unknown as Db);
    return { result, rows: (await counted(tx as unknown as Db, table)) - before };
  });
}

async function counted(db: Db, table: string): Promise<number> {
  const answer = (await db.execute(
    sql`SELECT coalesce(sum(seq_tup_read + coalesce(idx_tup_fetch, 0)), 0)::int AS n FROM pg_stat_xact_user_tables WHERE relname = ${table}`,
  )) as unknown as { rows?: { n: number }[] } | { n: number }[];
  const rows = Array.isArray(answer) ? answer : (answer.rows ?? []);
  return Number(rows[0]?.n ?? 0);
}
