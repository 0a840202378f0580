/**
 * Applies db/migrations/*.sql in file-name order, once each, recorded in schema_migrations.
 * An advisory lock makes concurrent starts (several function instances) wait instead of racing.
 * Migrations are hand-written SQL so that parallel work streams never fight over a generated
 * journal; see docs/decisions/002-hand-written-sql-migrations.md. Number ranges: 0001-0019 forms,
 * 0020-0039 auth, 0040-0069 back office, later modules after that.
 */
import { readFile } from "node:fs/promises";
import path from "node:path";
import { sql } from "drizzle-orm";
import type { Database } from "./client.ts";
import { migrationFiles, migrationsDir } from "./migration-files.ts";
import { rowsOf } from "./rows.ts";

const LOCK_ID = 7_415_001;

export async function migrate(database: Database): Promise<string[]> {
  const dir = migrationsDir();
  if (!dir) throw new Error("db/migrations not found");
  const files = await migrationFiles();
  await database.execScript(`CREATE TABLE IF NOT EXISTS schema_migrations (name text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now());`);
  // Files recorded already are skipped without a round trip each (a database restored from a migrated
  // snapshot, every test file and server start); the guard below still settles concurrent starts.
  const recorded = new Set(rowsOf<{ name: string }>(await database.db.execute(sql`SELECT name FROM schema_migrations`)).map((row) => row.name));
  const applied: string[] = [];
  for (const file of files.filter((f) => !recorded.has(f.replace(/'/g, "")))) {
    const body = await readFile(path.join(dir, file), "utf8");
    const name = file.replace(/'/g, "");
    // One transaction per file: the lock, the check and the migration commit together.
    await database
      .execScript(`
      BEGIN;
      SELECT pg_advisory_xact_lock(${LOCK_ID});
      DO $migration_guard$ BEGIN
        IF EXISTS (SELECT 1 FROM schema_migrations WHERE name = '${name}') THEN
          RAISE EXCEPTION 'already-applied' USING ERRCODE = 'P0001';
        END IF;
      END $migration_guard$;
      ${body}
      ;
      INSERT INTO schema_migrations (name) VALUES ('${name}');
      COMMIT;
    `)
      .then(
        () => applied.push(file),
        async (error: unknown) => {
          await database.execScript("ROLLBACK;").catch(() => {});
          if (!String((error as Error)?.message).includes("already-applied")) {
            throw new Error(`Migration ${file} failed: ${(error as Error).message}`, { cause: error });
          }
        },
      );
  }
  return applied;
}
