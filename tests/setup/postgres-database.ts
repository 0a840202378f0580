/**
 * A fresh, uniquely named Postgres database per test run, created from TEST_DATABASE_URL.
 * Reusing one database across runs would keep tables of old migrations (the CI machine keeps its
 * Postgres between runs) and let parallel runs disturb each other.
 */
import pg from "pg";

export async function createRunDatabase(baseUrl: string): Promise<string> {
  const name = `vnsi_test_${process.pid}_${Date.now().toString(36)}`;
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE ${name}`);
  } finally {
    await admin.end();
  }
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

export async function dropRunDatabase(baseUrl: string, runUrl: string): Promise<void> {
  const name = new URL(runUrl).pathname.slice(1);
  if (!/^vnsi_test_\w+$/.test(name)) return;
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  try {
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  } finally {
    await admin.end();
  }
}
