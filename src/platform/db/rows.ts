/**
 * The rows of a raw `db.execute(sql…)` answer. node-postgres, Neon and PGlite all answer
 * { rows }, but drizzle types the answer per driver, so callers read it through this one cast.
 */
export function rowsOf<T>(result: unknown): T[] {
  return ((result as { rows?: T[] }).rows ?? (result as T[])) as T[];
}
