/**
 * vitest globalSetup of the "pglite" project: migrates one in-memory PGlite per run and dumps it to
 * a file; every test file then opens its own copy (PGLITE_SNAPSHOT, read by src/platform/db/client.ts)
 * instead of creating an empty database and applying every migration (ADR 210). The file is named by
 * a hash of the migrations, migrate.ts and the PGlite version, so an unchanged schema is reused by
 * the next run and a changed one is rebuilt.
 */
import { createHash } from "node:crypto";
import { existsSync } from "node:fs";
import { mkdir, readdir, readFile, rename, writeFile } from "node:fs/promises";
import path from "node:path";
import type { TestProject } from "vitest/node";

const root = path.resolve(import.meta.dirname, "../..");
const migrationsDir = path.join(root, "db/migrations");
const cacheDir = path.join(root, "node_modules/.cache/vnsi-tests");

declare module "vitest" {
  export interface ProvidedContext {
    pgliteSnapshot: string;
  }
}

async function schemaHash(): Promise<string> {
  const hash = createHash("sha256");
  const { version } = JSON.parse(await readFile(path.join(root, "node_modules/@electric-sql/pglite/package.json"), "utf8")) as { version: string };
  hash.update(version);
  hash.update(await readFile(path.join(root, "src/platform/db/migrate.ts")));
  for (const file of (await readdir(migrationsDir)).filter((f) => f.endsWith(".sql")).sort()) {
    hash.update(file);
    hash.update(await readFile(path.join(migrationsDir, file)));
  }
  return hash.digest("hex").slice(0, 16);
}

export async function buildSnapshot(): Promise<string> {
  const file = path.join(cacheDir, `pglite-${await schemaHash()}.tar`);
  if (existsSync(file)) return file;
  const started = performance.now();
  const { PGlite } = await import("@electric-sql/pglite");
  const { drizzle } = await import("drizzle-orm/pglite");
  const { migrate } = await import("#platform/db/migrate.ts");
  const client = await PGlite.create("memory://");
  try {
    await migrate({ kind: "pglite", db: drizzle(client) as never, execScript: async (sql) => void (await client.exec(sql)), close: () => client.close() });
    const dump = await client.dumpDataDir("none");
    await mkdir(cacheDir, { recursive: true });
    // Written aside and renamed: a parallel run never reads half a file.
    const partial = `${file}.${process.pid}.partial`;
    await writeFile(partial, Buffer.from(await dump.arrayBuffer()));
    await rename(partial, file);
  } finally {
    await client.close();
  }
  console.log(`pglite: migrated snapshot built in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  return file;
}

export default async function setup(project: TestProject) {
  project.provide("pgliteSnapshot", await buildSnapshot());
}
