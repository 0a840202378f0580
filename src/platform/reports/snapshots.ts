/**
 * Reports served from a snapshot with its age (ADR 250). A report over a year of data (the
 * analytics: 200,000 audit entries, 10,000 members) costs a second of database time; computed
 * once per hour and kept in report_snapshots, a request reads one row. The answer carries
 * `computedAt`, which the screen shows ("Stand: …"), so nobody takes an hour-old figure for a
 * live one; a scheduled job refreshes the usual ranges so that people rarely wait for one.
 */
import { and, eq, lt, sql } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import { now as clockNow } from "../clock.ts";
import { reportSnapshots } from "./tables.ts";

/** How old a snapshot may be before a request computes the report again. */
export const SNAPSHOT_MAX_AGE_MS = 60 * 60_000;

export interface Snapshot<T> {
  value: T;
  /** When the figures were computed (ISO time). */
  computedAt: string;
}

/** The report's snapshot if it is younger than the maximum age, else the report computed now (and kept). */
export async function snapshotOf<T>(
  db: Db,
  report: string,
  key: string,
  compute: () => Promise<T>,
  options: { maxAgeMs?: number; now?: Date } = {},
): Promise<Snapshot<T>> {
  const at = options.now ?? clockNow();
  const kept = await keptSnapshot(db, report, key);
  const age = kept ? at.getTime() - kept.computedAt.getTime() : Number.POSITIVE_INFINITY;
  // A snapshot "from the future" (a test's fixed clock, a clock step) is not trusted either.
  if (kept && age >= 0 && age < (options.maxAgeMs ?? SNAPSHOT_MAX_AGE_MS)) return { value: kept.body as T, computedAt: kept.computedAt.toISOString() };
  return refreshSnapshot(db, report, key, compute, at);
}

/** The kept row of a report and key, whatever its age (a report whose key pins its data reads only this). */
export async function keptSnapshot(db: Db, report: string, key: string): Promise<typeof reportSnapshots.$inferSelect | undefined> {
  const [kept] = await db
    .select()
    .from(reportSnapshots)
    .where(and(eq(reportSnapshots.report, report), eq(reportSnapshots.key, key)));
  return kept;
}

/** Computes the report and keeps it (the scheduled job; a stale or missing snapshot). */
export async function refreshSnapshot<T>(db: Db, report: string, key: string, compute: () => Promise<T>, at: Date = clockNow()): Promise<Snapshot<T>> {
  const value = await compute();
  await db
    .insert(reportSnapshots)
    .values({ report, key, computedAt: at, body: value as object })
    .onConflictDoUpdate({ target: [reportSnapshots.report, reportSnapshots.key], set: { computedAt: at, body: sql`excluded.body` } });
  return { value, computedAt: at.toISOString() };
}

/**
 * Drops every snapshot of a report (a write that changes its figures: the next request computes
 * them again, so people see their own entry at once instead of after the hour).
 */
export async function forgetSnapshots(db: Db, report: string): Promise<void> {
  await db.delete(reportSnapshots).where(eq(reportSnapshots.report, report));
}

/** Deletes snapshots nobody asked for again (other ranges than the usual ones pile up otherwise). */
export async function pruneSnapshots(db: Db, olderThan: Date): Promise<number> {
  return (await db.delete(reportSnapshots).where(lt(reportSnapshots.computedAt, olderThan)).returning({ key: reportSnapshots.key })).length;
}
