/** The platform's one-parameter arrays (src/platform/db/sql-arrays.ts), where discussions has always imported them. */
export { textArray, uuidArray } from "#platform/db/sql-arrays.ts";
