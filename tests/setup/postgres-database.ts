/**
 * Postgres databases of a test run, on the server TEST_DATABASE_URL points at: one template migrated
 * per run (postgres-template.global.ts), and a database of its own per test file cloned from it with
 * `CREATE DATABASE … TEMPLATE` (postgres-file.ts), so files run in parallel and start migrated.
 * Names start with the run's prefix; the run drops them all at its end.
 */
import pg from "pg";

export const RUN_PREFIX = "vnsi_test_";

/** Runs one statement on the server's maintenance connection (CREATE/DROP DATABASE need no transaction). */
export async function onServer(baseUrl: string, statement: string): Promise<pg.QueryResult> {
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  try {
    return await admin.query(statement);
  } finally {
    await admin.end();
  }
}

export function databaseUrl(baseUrl: string, name: string): string {
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

export async function dropDatabasesStartingWith(baseUrl: string, prefix: string): Promise<void> {
  if (!prefix.startsWith(RUN_PREFIX) || !/^\w+$/.test(prefix)) throw new Error(`refusing to drop databases named ${prefix}*`);
  const { rows } = await onServer(baseUrl, `SELECT datname FROM pg_database WHERE datname LIKE '${prefix}%'`);
  // The template last: a clone being created blocks dropping its template.
  const names = (rows as { datname: string }[]).map((row) => row.datname).sort((a, b) => Number(a.endsWith("_template")) - Number(b.endsWith("_template")));
  for (const name of names) await onServer(baseUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
}
