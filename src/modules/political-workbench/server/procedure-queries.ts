/**
 * Procedures: the list (keyset pages, search over title, short title, printed papers and topic),
 * creating and editing. The stage changes through stage-commands.ts so that every change is in the
 * history; dates, links and stances have their own files.
 * This file holds the reads; the writes are in procedure-commands.ts.
 */
import { and, count, eq, isNotNull, isNull, ne, sql, type SQL } from "drizzle-orm";
import type { Db } from "#platform/db/client.ts";
import { notFound } from "#platform/http/errors.ts";
import { decodeCursor, keysetCondition, keysetOrder, type SortKey } from "#platform/paging/keyset.ts";
import { berlinDate } from "#shared/dates.ts";
import { now } from "#platform/clock.ts";
import type { KeysetPage } from "../schema/fields.ts";
import type { ProcedureListItem, ProcedureListQuery } from "../schema/procedure.ts";
import { keysetItems, likePattern } from "./paging.ts";
import { procedureColumns, toProcedureListItem } from "./procedure-rows.ts";
import { politicalProcedures } from "./tables.ts";

const SORTS: Record<ProcedureListQuery["sort"], { key: SortKey; dir: "asc" | "desc" }> = {
  updated: { key: { expr: politicalProcedures.updatedAt, tie: politicalProcedures.id, nullable: false }, dir: "desc" },
  title: { key: { expr: sql`lower(${politicalProcedures.title})`, tie: politicalProcedures.id, nullable: false }, dir: "asc" },
};

function filters(query: ProcedureListQuery): SQL[] {
  const where: SQL[] = [];
  // Title, short title, topic and printed papers as one lower-cased search text with a trigram
  // index (0376): the same rows as an ILIKE on each of them.
  if (query.q) where.push(sql`political_procedures.search_text LIKE lower(${likePattern(query.q)})`);
  if (query.level) where.push(eq(politicalProcedures.level, query.level));
  if (query.stage) where.push(eq(politicalProcedures.stage, query.stage));
  if (query.state === "archiviert") where.push(isNotNull(politicalProcedures.archivedAt));
  else where.push(isNull(politicalProcedures.archivedAt));
  if (query.state === "laufend") where.push(ne(politicalProcedures.stage, "inkrafttreten"));
  if (query.state === "abgeschlossen") where.push(eq(politicalProcedures.stage, "inkrafttreten"));
  return where;
}

export async function listProcedures(db: Db, query: ProcedureListQuery, today = berlinDate(now())): Promise<KeysetPage<ProcedureListItem>> {
  const { key, dir } = SORTS[query.sort];
  const sortName = `procedures:${query.sort}`;
  const where = filters(query);
  const paged = query.cursor ? [...where, keysetCondition(key, dir, decodeCursor(sortName, query.cursor))] : where;
  const [rows, [{ total }]] = await Promise.all([
    db
      .select({ ...procedureColumns(today), id: politicalProcedures.id, sortKey: sql<string>`(${key.expr})::text` })
      .from(politicalProcedures)
      .where(and(...paged))
      .orderBy(...keysetOrder(key, dir))
      .limit(query.limit + 1),
    db
      .select({ total: count() })
      .from(politicalProcedures)
      .where(and(...where)),
  ]);
  const page = keysetItems(rows, query.limit, sortName);
  return { items: page.rows.map(toProcedureListItem), nextCursor: page.nextCursor, total };
}

/** The procedure row or 404. */
export async function procedureOr404(db: Db, id: string, lock = false) {
  const query = db.select().from(politicalProcedures).where(eq(politicalProcedures.id, id));
  const [row] = lock ? await query.for("update") : await query;
  if (!row) throw notFound("Das Verfahren");
  return row;
}
