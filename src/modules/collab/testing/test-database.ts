/**
 * A database with every migration applied, for the collab store tests until the platform's test
 * database is available to modules: PGlite in memory by default; with DATABASE_DRIVER=postgres a
 * fresh database of its own on that server (dropped on close), so the race tests meet real
 * Postgres locking.
 */
import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import type { SqlDb } from "../server/sync/postgres-update-store.ts";

const MIGRATIONS = path.resolve(import.meta.dirname, "../../../../db/migrations");

export interface TestDatabase {
  db: SqlDb;
  kind: "pglite" | "postgres";
  close(): Promise<void>;
}

async function migrationScripts(): Promise<string[]> {
  const files = (await readdir(MIGRATIONS)).filter((file) => file.endsWith(".sql")).sort();
  return Promise.all(files.map((file) => readFile(path.join(MIGRATIONS, file), "utf8")));
}

export async function openTestDatabase(): Promise<TestDatabase> {
  const url = process.env.DATABASE_URL;
  if (process.env.DATABASE_DRIVER === "postgres" && url) return openPostgres(url);
  const { PGlite } = await import("@electric-sql/pglite");
  const { drizzle } = await import("drizzle-orm/pglite");
  const client = await PGlite.create("memory://");
  for (const script of await migrationScripts()) await client.exec(script);
  return { db: drizzle(client) as unknown as SqlDb, kind: "pglite", close: () => client.close() };
}

async function openPostgres(baseUrl: string): Promise<TestDatabase> {
  const pg = (await import("pg")).default;
  const { drizzle } = await import("drizzle-orm/node-postgres");
  const name = `vnsi_test_collab_${process.pid}_${Date.now().toString(36)}`;
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  const pool = new pg.Pool({ connectionString: url.toString(), max: 12 });
  // Dropping the database ends clients the pool is still closing; that is expected, not an error.
  pool.on("error", () => {});
  const client = await pool.connect();
  try {
    for (const script of await migrationScripts()) await client.query(script);
  } finally {
    client.release();
  }
  return {
    db: drizzle(pool) as unknown as SqlDb,
    kind: "postgres",
    async close() {
      await pool.end();
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end();
    },
  };
}
