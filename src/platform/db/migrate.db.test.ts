/**
 * Migrations against the test database: every file of db/migrations is recorded, a second run
 * applies nothing (recorded files are skipped), and a test file's database starts migrated from the
 * run's snapshot or template (tests/setup, ADR 210) rather than migrating again in this file.
 */
import { readdir } from "node:fs/promises";
import { fileURLToPath } from "node:url";
import { afterAll, describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import { closeDatabase, getDatabase } from "./client.ts";
import { migrate } from "./migrate.ts";
import { rowsOf } from "./rows.ts";

const fileStarted = new Date();
afterAll(() => closeDatabase());

describe("migrate", () => {
  it("records every migration file; a second run applies none", async () => {
    const database = await getDatabase();
    const files = (await readdir(fileURLToPath(new URL("../../../db/migrations/", import.meta.url)))).filter((f) => f.endsWith(".sql")).sort();
    const recorded = rowsOf<{ name: string }>(await database.db.execute(sql`SELECT name FROM schema_migrations ORDER BY name`)).map((row) => row.name);
    expect(recorded).toEqual(files.map((f) => f.replace(/'/g, "")));
    expect(await migrate(database)).toEqual([]);
  });

  it("starts a test file's database already migrated (snapshot or template of the run)", async () => {
    const database = await getDatabase();
    const [latest] = rowsOf<{ applied: Date | string }>(await database.db.execute(sql`SELECT max(applied_at) AS applied FROM schema_migrations`));
    expect(new Date(latest!.applied).getTime()).toBeLessThan(fileStarted.getTime());
  });
});
