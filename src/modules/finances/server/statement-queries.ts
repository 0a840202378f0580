/**
 * Imported bank statements and their lines (all, or the review queue), keyset-paged.
 */
import { and, count, eq, getTableColumns } from "drizzle-orm";
import type { Db } from "#platform/db/client.ts";
import { keysetCondition, keysetOrder, pagingColumns, type SortKey } from "#platform/paging/keyset.ts";
import type { StatementLine as StatementLineAnswer } from "../answers.ts";
import type { FinanceListQuery, StatementLineListQuery } from "../schema.ts";
import { pageRequest, toPage } from "./paging.ts";
import { financeBankStatements, financeStatementLines } from "./tables.ts";

const LINE_SORT: SortKey = { expr: financeStatementLines.bookingDate, tie: financeStatementLines.id, nullable: true };

const STATEMENT_SORT: SortKey = { expr: financeBankStatements.importedAt, tie: financeBankStatements.id, nullable: false };

/** Statement lines (all, or by outcome, e.g. the review queue), latest booking first, keyset-paged. */
export async function listStatementLines(db: Db, query: StatementLineListQuery) {
  const where = query.outcome ? eq(financeStatementLines.outcome, query.outcome) : undefined;
  const sortName = "booking:desc";
  const request = pageRequest(query, sortName);
  const totalQuery = db.select({ total: count() }).from(financeStatementLines).where(where);
  const rows = await db
    .select({ ...getTableColumns(financeStatementLines), ...pagingColumns(LINE_SORT, totalQuery) })
    .from(financeStatementLines)
    .where(request.cursor ? and(where, keysetCondition(LINE_SORT, "desc", request.cursor)) : where)
    .orderBy(...keysetOrder(LINE_SORT, "desc", request.cursor?.before))
    .limit(request.limit)
    .offset(request.offset);
  const page = await toPage(query, sortName, request, rows, async () => (await totalQuery)[0]!.total);
  return { ...page, items: page.items.map(statementLineAnswer) };
}

/** A statement line row as the API sends it (ISO timestamps). */
export function statementLineAnswer(row: typeof financeStatementLines.$inferSelect): StatementLineAnswer {
  return { ...row, resolvedAt: row.resolvedAt ? row.resolvedAt.toISOString() : null };
}

/** Imported bank statements, newest import first, keyset-paged. */
export async function listStatements(db: Db, query: FinanceListQuery) {
  const sortName = "imported:desc";
  const request = pageRequest(query, sortName);
  const totalQuery = db.select({ total: count() }).from(financeBankStatements);
  const rows = await db
    .select({ ...getTableColumns(financeBankStatements), ...pagingColumns(STATEMENT_SORT, totalQuery) })
    .from(financeBankStatements)
    .where(request.cursor ? keysetCondition(STATEMENT_SORT, "desc", request.cursor) : undefined)
    .orderBy(...keysetOrder(STATEMENT_SORT, "desc", request.cursor?.before))
    .limit(request.limit)
    .offset(request.offset);
  const page = await toPage(query, sortName, request, rows, async () => (await totalQuery)[0]!.total);
  return { ...page, items: page.items.map((statement) => ({ ...statement, importedAt: statement.importedAt.toISOString() })) };
}
