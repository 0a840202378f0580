/**
 * The notes documents a caller may open, newest edit first, keyset-paged, with who edited last and
 * who is in each now. Access is decided in the query (read roles overlap the caller's roles), never
 * by filtering loaded rows.
 */
import { and, count, eq, isNotNull, isNull, sql, type SQL } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { profiles } from "#platform/auth/tables.ts";
import type { AuthUser } from "#platform/auth/require-user.ts";
import type { Db } from "#platform/db/client.ts";
import { likePattern } from "#platform/db/like-pattern.ts";
import { decodeCursor, keysetCondition, keysetOrder, pageWithCursors, pagingColumns, type SortKey } from "#platform/paging/keyset.ts";
import type { Page } from "#shared/schemas/list-query.ts";
import { canManage } from "../domain/document-access.ts";
import type { DocumentListQuery, DocumentSummary } from "../schema/documents.ts";
import { factsOf, satisfiedRoles } from "./document-access.ts";
import { nameOf } from "./people.ts";
import { presentIn } from "./presence.ts";
import { collabDocuments as docs } from "./tables.ts";

const editor = alias(profiles, "last_editor");
const SORT: SortKey = { expr: sql`coalesce(${docs.lastEditedAt}, ${docs.createdAt})`, tie: docs.id, nullable: false };
const SORT_NAME = "edited:desc";

/**
 * Documents the caller may open: no read roles, or one they satisfy. Written as `= '{}'` rather
 * than `cardinality(…) = 0`: the planner estimates a plain comparison from the column's
 * statistics, a function call as 0.5 % of rows; with that misestimate it sorted every document
 * instead of reading the first page from the list index (0181).
 */
export function readableBy(user: Pick<AuthUser, "roles">): SQL {
  const roles = sql.join(
    satisfiedRoles(user).map((role) => sql`${role}`),
    sql`, `,
  );
  return sql`(${docs.readRoles} = '{}'::text[] OR ${docs.readRoles} && ARRAY[${roles}]::text[])`;
}

export async function listDocuments(db: Db, user: AuthUser, query: DocumentListQuery, now = Date.now()): Promise<Page<DocumentSummary>> {
  const filters: SQL[] = [readableBy(user), query.archived ? isNotNull(docs.archivedAt) : isNull(docs.archivedAt)];
  if (query.q) {
    const pattern = likePattern(query.q);
    filters.push(sql`(${docs.title} ILIKE ${pattern} OR ${docs.contentPreview} ILIKE ${pattern})`);
  }
  const where = and(...filters);
  const cursor = query.cursor ? decodeCursor(SORT_NAME, query.cursor) : undefined;
  const totalQuery = db.select({ total: count() }).from(docs).where(where);
  const rows = await db
    .select({
      id: docs.id,
      key: docs.docKey,
      title: docs.title,
      readRoles: docs.readRoles,
      isShared: docs.isShared,
      archivedAt: docs.archivedAt,
      createdBy: docs.createdBy,
      createdAt: docs.createdAt,
      lastEditedAt: docs.lastEditedAt,
      editorFirstName: editor.firstName,
      editorLastName: editor.lastName,
      editorEmail: editor.email,
      preview: docs.contentPreview,
      version: docs.version,
      ...pagingColumns(SORT, totalQuery),
    })
    .from(docs)
    .leftJoin(editor, eq(editor.id, docs.lastEditedBy))
    .where(cursor ? and(where, keysetCondition(SORT, "desc", cursor)) : where)
    .orderBy(...keysetOrder(SORT, "desc", cursor?.before))
    .limit(query.pageSize)
    .offset(cursor ? 0 : (query.page - 1) * query.pageSize);
  const total = rows[0]?.total ?? (await totalQuery)[0]!.total;
  if (cursor?.before) rows.reverse();
  const { items, nextCursor, prevCursor } = pageWithCursors(SORT_NAME, rows);
  const present = await presentIn(
    db,
    items.map((item) => item.id),
    now,
  );
  return {
    items: items.map((row) => {
      const facts = factsOf(row);
      return {
        id: row.id,
        key: row.key,
        title: row.title,
        readRoles: [...facts.readRoles],
        isShared: row.isShared,
        archived: facts.archived,
        createdAt: row.createdAt.toISOString(),
        lastEditedAt: row.lastEditedAt?.toISOString() ?? null,
        lastEditedBy: row.editorEmail ? nameOf({ firstName: row.editorFirstName, lastName: row.editorLastName, email: row.editorEmail }) : null,
        present: present.get(row.id) ?? [],
        preview: row.preview,
        version: row.version,
        canManage: canManage(facts, { id: user.id, roles: user.roles }),
      };
    }),
    total,
    page: query.page,
    pageSize: query.pageSize,
    nextCursor,
    prevCursor,
  };
}
