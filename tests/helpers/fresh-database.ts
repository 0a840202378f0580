/**
 * A database of its own for a test that needs a chain (or any table) nobody else writes to: an
 * in-memory PGlite, or on the "postgres" project a new database on the same server (dropped on
 * close), migrated like the process-wide one. The process-wide database (getDb) is shared by all
 * files of a Postgres run, so a test that must know every row cannot use it.
 */
import { randomUUID } from "node:crypto";
import pg from "pg";
import type { Database, Db } from "#platform/db/client.ts";
import { migrate } from "#platform/db/migrate.ts";

export interface FreshDatabase {
  db: Db;
  kind: Database["kind"];
  close(): Promise<void>;
}

export async function openFreshDatabase(): Promise<FreshDatabase> {
  const url = process.env.DATABASE_URL;
  const database = url ? await freshPostgres(url) : await freshPglite();
  await migrate(database);
  return { db: database.db, kind: database.kind, close: () => database.close() };
}

async function freshPglite(): Promise<Database> {
  const { PGlite } = await import("@electric-sql/pglite");
  const { drizzle } = await import("drizzle-orm/pglite");
  const client = await PGlite.create("memory://");
  return { kind: "pglite", db: drizzle(client) as unknown as Db, execScript: async (text) => void (await client.exec(text)), close: () => client.close() };
}

async function freshPostgres(runUrl: string): Promise<Database> {
  const { drizzle } = await import("drizzle-orm/node-postgres");
  const name = `vnsi_test_fresh_${randomUUID().replace(/-/g, "").slice(0, 16)}`;
  const admin = new URL(runUrl);
  admin.pathname = "/postgres";
  const run = async (statement: string) => {
    const client = new pg.Client({ connectionString: admin.toString() });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  await run(`CREATE DATABASE ${name}`);
  const own = new URL(runUrl);
  own.pathname = `/${name}`;
  const pool = new pg.Pool({ connectionString: own.toString(), max: 4 });
  return {
    kind: "postgres",
    db: drizzle(pool) as unknown as Db,
    execScript: async (text) => void (await pool.query(text)),
    close: async () => {
      await pool.end();
      await run(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    },
  };
}
