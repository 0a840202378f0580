/**
 * Positions: list, create, change. Every save that changes the text or the status adds a version
 * (history only grows). Members never see drafts (ADR 170): the list, the detail, the version
 * texts and the links from procedures filter them in SQL.
 * This file holds the reads; the writes are in position-commands.ts.
 */
import { and, count, eq, ilike, ne, or, sql, type SQL } from "drizzle-orm";
import type { Db } from "#platform/db/client.ts";
import { decodeCursor, keysetCondition, keysetOrder, type SortKey } from "#platform/paging/keyset.ts";
import type { KeysetPage } from "../schema/fields.ts";
import type { PositionListItem, PositionListQuery } from "../schema/position.ts";
import { canEdit, type Caller } from "./access.ts";
import { keysetItems, likePattern } from "./paging.ts";
import { politicalPositions } from "./tables.ts";

const SORTS: Record<PositionListQuery["sort"], { key: SortKey; dir: "asc" | "desc" }> = {
  updated: { key: { expr: politicalPositions.updatedAt, tie: politicalPositions.id, nullable: false }, dir: "desc" },
  title: { key: { expr: sql`lower(${politicalPositions.title})`, tie: politicalPositions.id, nullable: false }, dir: "asc" },
};

/** What the caller may read: editors everything, members no drafts. */
export function readablePositions(caller: Caller): SQL | undefined {
  return canEdit(caller) ? undefined : ne(politicalPositions.status, "entwurf");
}

export function toPositionListItem(p: typeof politicalPositions.$inferSelect): PositionListItem {
  return {
    id: p.id,
    topic: p.topic,
    title: p.title,
    summary: p.summary,
    status: p.status,
    adoptedOn: p.adoptedOn,
    demandNumber: p.demandNumber,
    currentVersion: p.currentVersion,
    updatedAt: p.updatedAt.toISOString(),
    version: p.version,
  };
}

export async function listPositions(db: Db, caller: Caller, query: PositionListQuery): Promise<KeysetPage<PositionListItem>> {
  const { key, dir } = SORTS[query.sort];
  const sortName = `positions:${query.sort}`;
  const where: (SQL | undefined)[] = [readablePositions(caller)];
  if (query.q) {
    const pattern = likePattern(query.q);
    where.push(or(ilike(politicalPositions.title, pattern), ilike(politicalPositions.topic, pattern), ilike(politicalPositions.summary, pattern)));
  }
  if (query.status) where.push(eq(politicalPositions.status, query.status));
  if (query.topic) where.push(eq(politicalPositions.topic, query.topic));
  const paged = query.cursor ? [...where, keysetCondition(key, dir, decodeCursor(sortName, query.cursor))] : where;
  const [rows, [{ total }]] = await Promise.all([
    db
      .select({ position: politicalPositions, id: politicalPositions.id, sortKey: sql<string>`(${key.expr})::text` })
      .from(politicalPositions)
      .where(and(...paged))
      .orderBy(...keysetOrder(key, dir))
      .limit(query.limit + 1),
    db
      .select({ total: count() })
      .from(politicalPositions)
      .where(and(...where)),
  ]);
  const page = keysetItems(rows, query.limit, sortName);
  return { items: page.rows.map((r) => toPositionListItem(r.position)), nextCursor: page.nextCursor, total };
}
