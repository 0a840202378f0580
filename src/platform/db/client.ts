/**
 * The one database handle of a process. The driver follows from the environment alone:
 *
 *   DATABASE_URL (or NETLIFY_DATABASE_URL) on Netlify or with DATABASE_DRIVER=neon
 *                                      -> Neon serverless driver (WebSocket Pool)
 *   DATABASE_URL otherwise             -> node-postgres Pool (any Postgres server)
 *   neither                            -> embedded PGlite in DATA_DIR/pglite (default .data/),
 *                                         or in memory when DATA_DIR is "memory://"
 *
 * All three expose the same drizzle API, so services never know which one runs.
 */
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import type { Extensions } from "@electric-sql/pglite";
import { serverEnv } from "../env.ts";

export type Db = PgDatabase<PgQueryResultHKT>;
/** The transaction a service's work runs in; writers (audit, activity, outbox, notify) take it. */
export type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

export interface Database {
  kind: "pglite" | "postgres" | "neon";
  db: Db;
  /** Runs SQL text that may hold several statements (migrations). */
  execScript(sqlText: string): Promise<void>;
  close(): Promise<void>;
}

let current: Promise<Database> | undefined;

/** The process-wide database, opened and migrated on first use. */
export function getDatabase(): Promise<Database> {
  current ??= openDatabase().catch((error) => {
    current = undefined; // a later call may retry, e.g. once the server is back
    throw error;
  });
  return current;
}

export async function getDb(): Promise<Db> {
  return (await getDatabase()).db;
}

/** Closes the process-wide database (tests, CLI scripts, graceful shutdown). */
export async function closeDatabase(): Promise<void> {
  const open = current;
  current = undefined;
  if (open) await (await open).close();
}

async function openDatabase(): Promise<Database> {
  const env = serverEnv();
  const database = env.databaseUrl
    ? env.databaseDriver === "neon"
      ? await openNeon(env.databaseUrl)
      : await openPostgres(env.databaseUrl)
    : await openPglite(env.dataDir);
  if (env.autoMigrate) {
    const { migrate } = await import("./migrate.ts");
    await migrate(database);
  }
  return database;
}

async function openPglite(dataDir: string): Promise<Database> {
  const { PGlite } = await import("@electric-sql/pglite");
  const { drizzle } = await import("drizzle-orm/pglite");
  const { mkdir } = await import("node:fs/promises");
  const inMemory = dataDir === "memory://";
  const location = inMemory ? "memory://" : `${dataDir}/pglite`;
  if (!inMemory) await mkdir(location, { recursive: true });
  // pg_trgm backs the trigram indexes of the back-office search (migration 0060). In-memory
  // databases (tests) hold a handful of rows and skip it: loading it adds about a second to every
  // test file's start, and without it 0060 simply creates no trigram indexes.
  const extensions: Extensions = inMemory ? {} : { pg_trgm: (await import("@electric-sql/pglite/contrib/pg_trgm")).pg_trgm };
  const client = await PGlite.create(location, { extensions });
  return {
    kind: "pglite",
    db: drizzle(client) as unknown as Db,
    execScript: async (sqlText) => void (await client.exec(sqlText)),
    close: () => client.close(),
  };
}

async function openPostgres(url: string): Promise<Database> {
  const { default: pg } = await import("pg");
  const { drizzle } = await import("drizzle-orm/node-postgres");
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  return {
    kind: "postgres",
    db: drizzle(pool) as unknown as Db,
    execScript: async (sqlText) => void (await pool.query(sqlText)),
    close: () => pool.end(),
  };
}

async function openNeon(url: string): Promise<Database> {
  const { Pool, neonConfig } = await import("@neondatabase/serverless");
  const { drizzle } = await import("drizzle-orm/neon-serverless");
  const { configureNeonForTests } = await import("./neon-local.ts");
  configureNeonForTests(neonConfig);
  const pool = new Pool({ connectionString: url });
  return {
    kind: "neon",
    db: drizzle(pool) as unknown as Db,
    execScript: async (sqlText) => void (await pool.query(sqlText)),
    close: () => pool.end(),
  };
}
