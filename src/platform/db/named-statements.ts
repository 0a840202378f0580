/**
 * Every statement drizzle sends is a parameterised text whose shape repeats: the same dozen
 * statements answer every poll of a board or an assembly screen. Sent unnamed, Postgres parses,
 * analyses and rewrites each one on every call; named after its text, it does that once per
 * connection and then only binds and executes (ADR 301, issue 27).
 *
 * node-postgres (and Neon's pg-compatible Pool) prepare a named statement on a connection the first
 * time they send it there and reuse it afterwards. The names are bounded: texts that vary with
 * their data (an IN list of n values) would otherwise grow the prepared statements of every
 * connection without end, so after MAX_NAMED distinct texts new ones are sent unnamed as before.
 * Multi-statement scripts (migrations) are plain strings and never named: Postgres prepares only
 * single statements.
 */
import { createHash } from "node:crypto";

export const MAX_NAMED = 1_000;

const names = new Map<string, string>();

/** The statement's name (derived from its text), or undefined once MAX_NAMED texts have names. */
export function statementName(text: string): string | undefined {
  const known = names.get(text);
  if (known !== undefined || names.size >= MAX_NAMED) return known;
  const name = `q_${createHash("sha256").update(text).digest("base64url").slice(0, 24)}`;
  names.set(text, name);
  return name;
}

interface QueryConfig {
  text?: unknown;
  name?: unknown;
}

type Queryable = { query: (...args: never[]) => unknown };

/**
 * A named statement's generic plan cannot see its values: a search's `LIKE $1` or `@@ to_tsquery($1)`
 * then planned without the pattern cost 2.9 -> 9.0 ms of Postgres CPU per collab search, and the
 * bench showed other such regressions (system status, dashboards). So the connections plan every
 * execution with its values as before and keep only the parse (and rewrite) once per connection.
 */
export const PLAN_EVERY_EXECUTION = "SET plan_cache_mode = force_custom_plan";

/**
 * Makes a pooled connection name the statements it is given as a config object without a name
 * (drizzle's form); strings (scripts, "SELECT 1", BEGIN/COMMIT) go as they are. Called when the
 * pool opens the connection: the setting is queued before the pool hands it out (a client runs its
 * queries in order).
 */
export function nameStatementsOn(client: Queryable): void {
  const query = client.query as (...args: unknown[]) => unknown;
  (query.call(client, PLAN_EVERY_EXECUTION) as Promise<unknown>).catch((error: unknown) =>
    console.warn(`[db] could not set plan_cache_mode on a new connection: ${(error as Error).message}`),
  );
  client.query = function (this: unknown, config: unknown, ...rest: unknown[]) {
    const statement = config as QueryConfig | null;
    if (statement && typeof statement === "object" && typeof statement.text === "string" && statement.name === undefined) {
      const name = statementName(statement.text);
      if (name !== undefined) return query.call(this, { ...statement, name }, ...rest);
    }
    return query.call(this, config, ...rest);
  } as Queryable["query"];
}
