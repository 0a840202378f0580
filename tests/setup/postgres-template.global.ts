/**
 * vitest globalSetup of the "postgres" project: migrates one template database per run; each test
 * file clones it (postgres-file.ts). At the end of the run every database of the run is dropped.
 */
import pg from "pg";
import type { TestProject } from "vitest/node";
import { RUN_PREFIX, databaseUrl, dropDatabasesStartingWith, onServer } from "./postgres-database.ts";

declare module "vitest" {
  export interface ProvidedContext {
    postgresRun: { baseUrl: string; prefix: string; template: string };
  }
}

export default async function setup(project: TestProject) {
  const baseUrl = process.env.TEST_DATABASE_URL;
  if (!baseUrl) throw new Error("the postgres project needs TEST_DATABASE_URL");
  const prefix = `${RUN_PREFIX}${Date.now().toString(36)}_${process.pid}_`;
  const template = `${prefix}template`;
  await onServer(baseUrl, `CREATE DATABASE ${template}`);
  const pool = new pg.Pool({ connectionString: databaseUrl(baseUrl, template), max: 1 });
  try {
    const { drizzle } = await import("drizzle-orm/node-postgres");
    const { migrate } = await import("#platform/db/migrate.ts");
    await migrate({ kind: "postgres", db: drizzle(pool) as never, execScript: async (sql) => void (await pool.query(sql)), close: () => pool.end() });
  } finally {
    await pool.end(); // a template must have no open connection while it is cloned
  }
  project.provide("postgresRun", { baseUrl, prefix, template });
  return async () => dropDatabasesStartingWith(baseUrl, prefix);
}
