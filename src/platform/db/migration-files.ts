/**
 * Where db/migrations is. Looked up from this file upwards, because the file does not stay where
 * it is: in the sources it is src/platform/db/, in a Netlify function bundle it is inlined into
 * netlify/functions/<name>.mjs with db/migrations beside it (netlify.toml's included_files). A
 * fixed "../../../db/migrations" pointed outside the bundle, so the system screen's list of
 * pending migrations was always empty there.
 */
import { existsSync } from "node:fs";
import { readdir } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";

let found: string | null | undefined;

export function migrationsDir(): string | null {
  if (found !== undefined) return found;
  found = null;
  for (let dir = path.dirname(fileURLToPath(import.meta.url)); ; dir = path.dirname(dir)) {
    const candidate = path.join(dir, "db", "migrations");
    if (existsSync(candidate)) {
      found = candidate;
      return found;
    }
    if (dir === path.dirname(dir)) return found;
  }
}

/** The migration files in the order they apply (file name order); empty when none are shipped. */
export async function migrationFiles(): Promise<string[]> {
  const dir = migrationsDir();
  if (!dir) return [];
  return (await readdir(dir)).filter((f) => f.endsWith(".sql")).sort();
}
