/**
 * The embedded PGlite database of local runs (npm start, tests, CLI scripts): DATA_DIR/pglite, or
 * memory for DATA_DIR=memory://. Kept out of production bundles (src/platform/local-only.ts).
 */
import type { Extensions } from "@electric-sql/pglite";
import { importLocalOnly } from "../local-only.ts";
import type { Database, Db } from "./client.ts";

export async function openPglite(dataDir: string): Promise<Database> {
  const { PGlite } = await importLocalOnly<typeof import("@electric-sql/pglite")>("@electric-sql/pglite");
  const { drizzle } = await importLocalOnly<typeof import("drizzle-orm/pglite")>("drizzle-orm/pglite");
  const { mkdir, readFile } = await import("node:fs/promises");
  const inMemory = dataDir === "memory://";
  const location = inMemory ? "memory://" : `${dataDir}/pglite`;
  if (!inMemory) await mkdir(location, { recursive: true });
  // pg_trgm backs the trigram indexes of the back-office search (migration 0060). In-memory
  // databases (tests) hold a handful of rows and skip it: loading it adds about a second to every
  // test file's start, and without it 0060 simply creates no trigram indexes.
  const extensions: Extensions = inMemory
    ? {}
    : { pg_trgm: (await importLocalOnly<typeof import("@electric-sql/pglite/contrib/pg_trgm")>("@electric-sql/pglite/contrib/pg_trgm")).pg_trgm };
  // Test files start from a migrated snapshot (tests/setup/pglite-snapshot.ts) instead of an empty
  // database: loading it is several times faster than creating one and applying every migration.
  const snapshot = inMemory ? process.env.PGLITE_SNAPSHOT : undefined;
  const loadDataDir = snapshot ? new Blob([await readFile(snapshot)]) : undefined;
  const client = await PGlite.create(location, { extensions, loadDataDir });
  return {
    kind: "pglite",
    db: drizzle(client) as unknown as Db,
    execScript: async (sqlText) => void (await client.exec(sqlText)),
    close: () => client.close(),
  };
}
