/**
 * The one database handle of a process. The driver follows from the environment alone:
 *
 *   DATABASE_URL (or NETLIFY_DATABASE_URL) on Netlify (build or function) or with DATABASE_DRIVER=neon
 *                                      -> Neon serverless driver (WebSocket Pool)
 *   DATABASE_URL otherwise             -> node-postgres Pool (any Postgres server)
 *   neither                            -> embedded PGlite in DATA_DIR/pglite (default .data/),
 *                                         or in memory when DATA_DIR is "memory://" (local runs
 *                                         only: production refuses to start without a URL)
 *
 * All three expose the same drizzle API, so services never know which one runs.
 */
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { serverEnv } from "../env.ts";
import { isProduction } from "../runtime.ts";
import { nameStatementsOn } from "./named-statements.ts";

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
  if (!env.databaseUrl && isProduction()) {
    throw new Error("No database configured: production needs DATABASE_URL or NETLIFY_DATABASE_URL (the embedded PGlite is for local runs only)");
  }
  const database = env.databaseUrl
    ? env.databaseDriver === "neon"
      ? await openNeon(env.databaseUrl)
      : await openPostgres(env.databaseUrl)
    : await (await import("./pglite-database.ts")).openPglite(env.dataDir);
  if (env.autoMigrate) {
    const { migrate } = await import("./migrate.ts");
    await migrate(database);
  }
  return database;
}

/**
 * A pooled connection the server ends while it is idle (Neon's auto-suspend, a restart,
 * pg_terminate_backend) makes the pool emit "error"; without a listener Node ends the process.
 * The pool has already dropped that connection and opens a new one for the next query.
 *
 * A Netlify function is frozen between invocations: the connection's end is only noticed after
 * the next invocation has taken that connection from the pool, and its first statement fails
 * (57P01, or "Connection terminated" when the socket's end comes first). So a connection that
 * lay idle for a while is checked with a round trip before it is handed out (a checkout right
 * after another one costs nothing extra), and a plain query that meets an ended connection is
 * tried once more: such a statement never ran (the server ended the session before or while
 * running it, and an aborted statement is rolled back). Transactions (connect, then BEGIN) are
 * covered by the check.
 */
type PoolClient = { query(text: string): Promise<unknown>; release(error?: Error | boolean): void };
type Pool = {
  on(event: "error", listener: (error: Error) => void): unknown;
  on(event: "connect", listener: (client: PoolClient) => void): unknown;
  on(event: "release", listener: (error: Error | undefined, client: PoolClient) => void): unknown;
  query: (...args: never[]) => unknown;
  connect: (...args: never[]) => unknown;
};

const ENDED_BY_SERVER = /^57P0[123]$/;
const CONNECTION_LOST = /Connection terminated|WebSocket (?:was closed|connection)|Client has encountered a connection error|not queryable/i;
/** A connection idle longer than this is checked before use (a frozen function's pause counts). */
export const STALE_AFTER_MS = 2_000;

export function isEndedByServer(error: unknown): boolean {
  const code = (error as { code?: unknown })?.code;
  return typeof code === "string" && ENDED_BY_SERVER.test(code);
}

/** The connection is gone (ended by the server, or its socket closed): nothing was run on it. */
export function isConnectionLost(error: unknown): boolean {
  if (isEndedByServer(error)) return true;
  const message = (error as { message?: unknown })?.message;
  return typeof message === "string" && CONNECTION_LOST.test(message);
}

function keepPoolAlive(pool: Pool, driver: string): void {
  pool.on("error", (error) =>
    console.warn(`[db] ${driver}: an idle connection was closed (${(error as { code?: string }).code ?? error.message}); the pool replaces it`),
  );
  // Each new connection names drizzle's statements: parsed once per connection, planned per call (ADR 301).
  pool.on("connect", (client) => nameStatementsOn(client));
  const releasedAt = new WeakMap<PoolClient, number>();
  pool.on("release", (_error, client) => releasedAt.set(client, Date.now()));

  const connect = pool.connect.bind(pool) as () => Promise<PoolClient>;
  const checkedConnect = async (): Promise<PoolClient> => {
    const client = await connect();
    const idleSince = releasedAt.get(client);
    if (idleSince === undefined || Date.now() - idleSince < STALE_AFTER_MS) return client;
    try {
      await client.query("SELECT 1");
      return client;
    } catch (error) {
      client.release(error instanceof Error ? error : true); // ends it: the pool opens a new one
      if (!isConnectionLost(error)) throw error;
      console.warn(`[db] ${driver}: an idle connection had been ended by the server; using a new one`);
      return connect();
    }
  };
  // pg-pool's own query() calls this.connect(callback): both forms go through the check.
  pool.connect = ((callback?: (error: Error | undefined, client?: PoolClient, release?: PoolClient["release"]) => void) => {
    if (typeof callback !== "function") return checkedConnect();
    checkedConnect().then(
      (client) => callback(undefined, client, client.release),
      (error: Error) => callback(error, undefined, () => {}),
    );
    return undefined;
  }) as Pool["connect"];

  const query = pool.query.bind(pool) as (...args: unknown[]) => unknown;
  pool.query = ((...args: unknown[]) => {
    if (typeof args.at(-1) === "function") return query(...args); // callback style: as it is
    return (query(...args) as Promise<unknown>).catch((error: unknown) => {
      // Only the server's own "ended" codes: after a bare lost socket a statement may have committed.
      if (!isEndedByServer(error)) throw error;
      console.warn(`[db] ${driver}: the connection had been ended by the server (${(error as { code: string }).code}); trying the statement again`);
      return query(...args);
    });
  }) as Pool["query"];
}

async function openPostgres(url: string): Promise<Database> {
  const { default: pg } = await import("pg");
  const { drizzle } = await import("drizzle-orm/node-postgres");
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  keepPoolAlive(pool, "postgres");
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
  await configureNeonForTests(neonConfig);
  const pool = new Pool({ connectionString: url });
  keepPoolAlive(pool, "neon");
  return {
    kind: "neon",
    db: drizzle(pool) as unknown as Db,
    execScript: async (sqlText) => void (await pool.query(sqlText)),
    close: () => pool.end(),
  };
}
