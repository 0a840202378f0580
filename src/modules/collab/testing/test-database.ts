/**
 * The database of the collab store tests: the platform's test database (src/platform/db/client.ts),
 * i.e. in the pglite project an in-memory PGlite loaded from the run's migrated snapshot, in the
 * postgres project a database of this file's own cloned from the run's template (ADR 210), so the
 * race tests meet real Postgres locking.
 */
import { closeDatabase, getDatabase } from "#platform/db/client.ts";
import type { SqlDb } from "../server/sync/postgres-update-store.ts";

export interface TestDatabase {
  db: SqlDb;
  kind: "pglite" | "postgres";
  close(): Promise<void>;
}

export async function openTestDatabase(): Promise<TestDatabase> {
  const database = await getDatabase();
  return { db: database.db, kind: database.kind === "pglite" ? "pglite" : "postgres", close: closeDatabase };
}
