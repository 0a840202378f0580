/**
 * Neon suspends an idle compute and ends its connections; a pool without an "error" listener then
 * crashed the process (issue 21). Here the server ends the pool's idle connection the same way
 * (pg_terminate_backend from another session) for both drivers, on the real local Postgres: the
 * process lives on and the next query gets a new connection. Needs TEST_DATABASE_URL.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import pg from "pg";
import { sql } from "drizzle-orm";
import { closeDatabase, getDatabase } from "./client.ts";
import { startNeonWsProxy, type NeonWsProxy } from "../../../tests/helpers/neon-ws-proxy.ts";

const adminUrl = process.env.TEST_DATABASE_URL;
const databaseName = `pool_errors_${Date.now()}_${Math.floor(Math.random() * 1e6)}`;
const saved = { ...process.env };
let proxy: NeonWsProxy;
let admin: pg.Client;

async function terminateIdleConnections(): Promise<number> {
  // Give the pool a moment to return its connection, then end every idle one of this database.
  await new Promise((resolve) => setTimeout(resolve, 100));
  const result = await admin.query("SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1 AND pid <> pg_backend_pid() AND state = 'idle'", [
    databaseName,
  ]);
  // Let the pool see the closed socket (as a thawed function would).
  await new Promise((resolve) => setTimeout(resolve, 300));
  return result.rowCount ?? 0;
}

describe.skipIf(!adminUrl)("an idle connection ended by the database server", () => {
  beforeAll(async () => {
    admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${databaseName}`);
    proxy = await startNeonWsProxy();
    const url = new URL(adminUrl!);
    url.pathname = `/${databaseName}`;
    Object.assign(process.env, { DATABASE_URL: url.toString(), NEON_WS_PROXY: proxy.address, AUTO_MIGRATE: "false" });
  }, 30_000);

  afterAll(async () => {
    await closeDatabase();
    await proxy?.close();
    for (const key of ["DATABASE_URL", "DATABASE_DRIVER", "NEON_WS_PROXY", "AUTO_MIGRATE"]) {
      if (saved[key] === undefined) delete process.env[key];
      else process.env[key] = saved[key];
    }
    await admin.query(`DROP DATABASE IF EXISTS ${databaseName} WITH (FORCE)`);
    await admin.end();
  }, 30_000);

  for (const driver of ["postgres", "neon"] as const) {
    // A thawed Netlify function sends its first query before it has noticed the ended connection.
    it(`answers the first query after the end with the ${driver} pool, before the pool noticed it`, async () => {
      await closeDatabase();
      process.env.DATABASE_DRIVER = driver;
      const database = await getDatabase();
      await database.db.execute(sql`SELECT 1`);
      await new Promise((resolve) => setTimeout(resolve, 100));
      await admin.query("SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1 AND pid <> pg_backend_pid() AND state = 'idle'", [
        databaseName,
      ]);
      const { rows } = (await database.db.execute(sql`SELECT 6 * 7 AS answer`)) as unknown as { rows: { answer: number }[] };
      expect(rows[0]!.answer).toBe(42);
    }, 30_000);

    // A transaction takes a connection from the pool (connect, BEGIN): the retry of a plain query
    // does not cover it; a connection idle for a while is checked before it is handed out.
    it(`runs a transaction after the end with the ${driver} pool, on a connection idle for a while`, async () => {
      await closeDatabase();
      process.env.DATABASE_DRIVER = driver;
      const database = await getDatabase();
      await database.db.execute(sql`SELECT 1`);
      await new Promise((resolve) => setTimeout(resolve, 100));
      await admin.query("SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1 AND pid <> pg_backend_pid() AND state = 'idle'", [
        databaseName,
      ]);
      // The function was frozen: seconds went by on the clock, none of them on the event loop.
      vi.useFakeTimers({ toFake: ["Date"], now: Date.now() + 3_000 });
      try {
        const answer = await database.db.transaction(async (tx) => {
          const { rows } = (await tx.execute(sql`SELECT 6 * 7 AS answer`)) as unknown as { rows: { answer: number }[] };
          return rows[0]!.answer;
        });
        expect(answer).toBe(42);
      } finally {
        vi.useRealTimers();
      }
    }, 30_000);

    it(`is replaced by the ${driver} pool; nothing crashes and the next query works`, async () => {
      await closeDatabase();
      process.env.DATABASE_DRIVER = driver;
      const database = await getDatabase();
      expect(database.kind).toBe(driver);
      await database.db.execute(sql`SELECT 1`);
      expect(await terminateIdleConnections()).toBeGreaterThan(0);
      const { rows } = (await database.db.execute(sql`SELECT 41 + 1 AS answer`)) as unknown as { rows: { answer: number }[] };
      expect(rows[0]!.answer).toBe(42);
    }, 30_000);
  }
});
