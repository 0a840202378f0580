/**
 * A column of the outer query, qualified by its table, for correlated sub-selects written in SQL.
 * Drizzle prints a column of a single-table select without its table ("id"); inside a sub-select
 * that name would bind to the inner table's own column of the same name and match every row.
 */
import { getTableName, sql, type SQL } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";

export function outer(column: AnyPgColumn): SQL {
  return sql.raw(`"${getTableName(column.table)}"."${column.name}"`);
}
