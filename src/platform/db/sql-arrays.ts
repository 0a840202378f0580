/**
 * Arrays as one bound parameter. drizzle expands a JS array inside sql`` into a parameter list
 * "($1, $2)", which is no array; a Postgres array literal in one parameter is, and stays one
 * parameter whatever its length (so plans are shared).
 */
import { sql } from "drizzle-orm";

const literal = (values: readonly string[]) => `{${values.map((v) => JSON.stringify(v)).join(",")}}`;

export const textArray = (values: readonly string[]) => sql`${literal(values)}::text[]`;
export const uuidArray = (values: readonly string[]) => sql`${literal(values)}::uuid[]`;
