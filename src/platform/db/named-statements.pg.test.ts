/**
 * Named statements (ADR 301): on the real Postgres (TEST_DATABASE_URL) drizzle's statements are
 * prepared once per connection under a name derived from their text, answer as unnamed ones did,
 * and scripts and transactions keep working; the names stay bounded.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq, sql } from "drizzle-orm";
import { closeDatabase, getDatabase, type Database } from "#platform/db/client.ts";
import { profiles } from "#platform/auth/tables.ts";
import { rowsOf } from "#platform/db/rows.ts";
import { MAX_NAMED, nameStatementsOn, PLAN_EVERY_EXECUTION, statementName } from "./named-statements.ts";

let database: Database;

beforeAll(async () => {
  database = await getDatabase();
}, 120_000);
afterAll(() => closeDatabase());

describe("a pooled connection names drizzle's statements", () => {
  it.skipIf(!process.env.TEST_DATABASE_URL)("prepares a repeated statement once on its connection and answers as before", async () => {
    const { db } = database;
    expect(database.kind).toBe("postgres");
    const id = `user_named_${Date.now().toString(36)}`;
    await db.insert(profiles).values({ id, email: `${id}@example.org`, firstName: "Nora", lastName: "Named" });
    // One transaction keeps one connection, whose prepared statements pg_prepared_statements lists.
    const { first, second, prepared } = await db.transaction(async (tx) => {
      const read = () => tx.select({ email: profiles.email }).from(profiles).where(eq(profiles.id, id));
      const first = await read();
      const second = await read();
      const text = read().toSQL().sql;
      const prepared = rowsOf<{ name: string; statement: string }>(
        await tx.execute(sql`SELECT name, statement FROM pg_prepared_statements WHERE name = ${statementName(text)!}`),
      );
      return { first, second, prepared };
    });
    expect(first).toEqual([{ email: `${id}@example.org` }]);
    expect(second).toEqual(first);
    expect(prepared).toHaveLength(1);
    expect(prepared[0]!.statement).toContain('from "profiles"');
  });

  it.skipIf(!process.env.TEST_DATABASE_URL)("plans every execution with its values (no generic plan that cannot see a search's pattern)", async () => {
    const modes = await database.db.transaction(async (tx) => rowsOf<{ plan_cache_mode: string }>(await tx.execute(sql`SHOW plan_cache_mode`)));
    expect(modes).toEqual([{ plan_cache_mode: "force_custom_plan" }]);
  });

  it("runs scripts of several statements unnamed (migrations)", async () => {
    const table = `named_script_${Date.now().toString(36)}`;
    await database.execScript(`CREATE TEMP TABLE ${table} (n int); INSERT INTO ${table} VALUES (1), (2); DROP TABLE ${table};`);
  });
});

describe("the names", () => {
  it("are the same for the same text and differ between texts", () => {
    expect(statementName("select 1 where $1")).toBe(statementName("select 1 where $1"));
    expect(statementName("select 2 where $1")).not.toBe(statementName("select 1 where $1"));
    expect(statementName("select 1 where $1")).toMatch(/^q_[\w-]{24}$/);
  });

  it(`stop at ${MAX_NAMED} texts: later texts go unnamed, named ones keep their names`, () => {
    const kept = statementName("select 'kept'")!;
    for (let i = 0; i < MAX_NAMED; i++) statementName(`select ${i} as filler`);
    expect(statementName("select 'one too many'")).toBeUndefined();
    expect(statementName("select 'kept'")).toBe(kept);
  });

  it("are added to config objects without a name only, never to strings or named ones", () => {
    const seen: unknown[] = [];
    const client = { query: (...args: unknown[]) => Promise.resolve(seen.push(args[0])) };
    nameStatementsOn(client);
    expect(seen).toEqual([PLAN_EVERY_EXECUTION]);
    client.query("BEGIN");
    client.query({ text: "select 'kept'", values: [] });
    client.query({ text: "select 'kept'", name: "own" });
    expect(seen).toEqual([
      PLAN_EVERY_EXECUTION,
      "BEGIN",
      { text: "select 'kept'", values: [], name: statementName("select 'kept'") },
      { text: "select 'kept'", name: "own" },
    ]);
  });
});
