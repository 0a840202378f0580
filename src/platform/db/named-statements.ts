/**
 * Every statement drizzle sends is a parameterised text whose shape repeats: the same dozen
 * statements answer every poll of a board or an assembly screen. Sent unnamed, Postgres parses and
 * plans each one on every call; named after its text, it is parsed once per connection, and once
 * its plan turns out not to depend on the values (plan_cache_mode auto: five custom plans, then the
 * generic one if it costs no more), planned once too. On the bench database (issue 27, 300 calls
 * each, the same process and data) Postgres spent per request: board of a project 4.05 -> 2.27 ms,
 * the representative's view of an assembly 2.60 -> 1.00, Meine Aufgaben 4.03 -> 3.17, the task card
 * 2.00 -> 1.30; a document search, whose cost is its execution, stayed the same (ADR 301).
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
 * Makes a pooled connection name the statements it is given as a config object without a name
 * (drizzle's form); strings (scripts, "SELECT 1", BEGIN/COMMIT) go as they are.
 */
export function nameStatementsOn(client: Queryable): void {
  const query = client.query as (...args: unknown[]) => unknown;
  client.query = function (this: unknown, config: unknown, ...rest: unknown[]) {
    const statement = config as QueryConfig | null;
    if (statement && typeof statement === "object" && typeof statement.text === "string" && statement.name === undefined) {
      const name = statementName(statement.text);
      if (name !== undefined) return query.call(this, { ...statement, name }, ...rest);
    }
    return query.call(this, config, ...rest);
  } as Queryable["query"];
}
