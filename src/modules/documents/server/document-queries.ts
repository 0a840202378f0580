/**
 * Reading documents: a folder's list, search across every readable folder, one document with its
 * versions, the trash. Every query restricts to the folders the caller may read *in SQL*, so a
 * document elsewhere is never listed, found or counted, and by id answers 404 like a missing one.
 */
import { namesOf } from "#platform/auth/people.ts";
import { and, asc, desc, eq, inArray, isNotNull, isNull, sql, type SQL } from "drizzle-orm";
import type { Db } from "#platform/db/client.ts";
import { HttpError } from "#platform/http/errors.ts";
import { decodeCursor, encodeCursor, keysetCondition, keysetOrder, type SortKey } from "#platform/paging/keyset.ts";
import type { Role } from "#shared/roles.ts";
import { fileTypeById } from "../domain/file-types.ts";
import type { DocumentDetail, DocumentListQuery, DocumentPage, TrashItem } from "../schema/document.ts";
import { DOCUMENT_PAGE_SIZE, DOCUMENT_SEARCH_PAGE_SIZE, TRASH_DAYS } from "../schema/document.ts";
import { parseSearch } from "../domain/search-query.ts";
import { canUseFolder, folderFor, inReadableFolder, readableFolders } from "./folder-access.ts";
import { documentFiles, documentFolders, documents, documentVersions } from "./tables.ts";

export const documentNotFound = () => new HttpError(404, "not_found", "Das Dokument wurde nicht gefunden.");

const SORTS: Record<DocumentListQuery["sort"], { key: SortKey; dir: "asc" | "desc" }> = {
  name: { key: { expr: documents.nameKey, tie: documents.id, nullable: false }, dir: "asc" },
  updated: { key: { expr: documents.updatedAt, tie: documents.id, nullable: false }, dir: "desc" },
};

const updater = sql`(SELECT coalesce(nullif(trim(concat_ws(' ', p.first_name, p.last_name)), ''), p.email) FROM profiles p WHERE p.id = ${documents.updatedBy})`;

export async function listDocuments(db: Db, roles: readonly Role[], query: DocumentListQuery): Promise<DocumentPage> {
  // The readable folders are a subquery of the one statement (issue 27: no round trip of their own);
  // an asked-for folder that lists nothing is then checked, so an unreadable one answers 404.
  const conditions: SQL[] = [
    isNull(documents.deletedAt),
    ...(query.folderId ? [eq(documents.folderId, query.folderId)] : []),
    inReadableFolder(roles, documents.folderId),
  ];
  const { key, dir } = SORTS[query.sort];
  const search = query.q ? parseSearch(query.q) : null;
  if (search?.tsquery) {
    const namePattern = `%${search.terms.map(escapeLike).join("%")}%`;
    conditions.push(sql`(${documents.searchVector} @@ to_tsquery('german', ${search.tsquery}) OR ${documents.nameKey} LIKE ${namePattern})`);
  } else if (query.q && search && !search.tsquery) {
    if (query.folderId) await folderFor(db, query.folderId, roles, "read");
    return { items: [], nextCursor: null };
  }
  if (query.tag) conditions.push(sql`${documents.tags} @> ARRAY[${query.tag}]::text[]`);
  const sortName = `${query.sort}:${dir}`;
  if (query.cursor) conditions.push(keysetCondition(key, dir, decodeCursor(sortName, query.cursor)));
  const limit = query.limit ?? (search ? DOCUMENT_SEARCH_PAGE_SIZE : DOCUMENT_PAGE_SIZE);

  const excerpt = search?.tsquery
    ? sql<
        string | null
      >`(SELECT ts_headline('german', f.text_head, to_tsquery('german', ${search.tsquery}), 'MaxWords=20, MinWords=8, MaxFragments=1, StartSel=«, StopSel=»') FROM document_files f WHERE f.sha256 = ${documents.fileSha256} AND f.text_head IS NOT NULL AND ${documents.searchVector} @@ to_tsquery('german', ${search.tsquery}))`
    : sql<string | null>`NULL`;
  const rows = await db
    .select({
      id: documents.id,
      folderId: documents.folderId,
      folderName: documentFolders.name,
      name: documents.name,
      typeId: documents.typeId,
      size: documents.size,
      currentVersion: documents.currentVersion,
      tags: documents.tags,
      description: documents.description,
      updatedAt: documents.updatedAt,
      updatedByName: sql<string | null>`${updater}`,
      version: documents.version,
      excerpt,
      sortKey: sql<string>`(${key.expr})::text`,
    })
    .from(documents)
    .innerJoin(documentFolders, eq(documentFolders.id, documents.folderId))
    .where(and(...conditions))
    .orderBy(...keysetOrder(key, dir))
    .limit(limit + 1);
  if (query.folderId && rows.length === 0) await folderFor(db, query.folderId, roles, "read");

  const page = rows.slice(0, limit);
  const last = page.at(-1);
  return {
    items: page.map(({ sortKey: _sortKey, updatedAt, ...row }) => ({ ...row, updatedAt: updatedAt.toISOString() })),
    nextCursor: rows.length > limit && last ? encodeCursor(sortName, { before: false, key: last.sortKey, id: last.id }) : null,
  };
}

/** A live document the roles may read (else 404), with its folder. */
export async function readableDocument(db: Db, roles: readonly Role[], documentId: string, options: { includeDeleted?: boolean } = {}) {
  if (!isUuid(documentId)) throw documentNotFound();
  const [row] = await db
    .select({ document: documents, folder: documentFolders })
    .from(documents)
    .innerJoin(documentFolders, eq(documentFolders.id, documents.folderId))
    .where(and(eq(documents.id, documentId), options.includeDeleted ? undefined : isNull(documents.deletedAt)));
  if (!row || !canUseFolder(row.folder, roles, "read")) throw documentNotFound();
  return row;
}

export async function getDocument(db: Db, roles: readonly Role[], documentId: string): Promise<DocumentDetail> {
  const { document, folder } = await readableDocument(db, roles, documentId);
  const [file] = await db.select({ textStatus: documentFiles.textStatus }).from(documentFiles).where(eq(documentFiles.sha256, document.fileSha256));
  const people = await namesOf(db, [document.createdBy, document.updatedBy]);
  const versions = await db.select().from(documentVersions).where(eq(documentVersions.documentId, document.id)).orderBy(desc(documentVersions.number));
  const versionPeople = await namesOf(
    db,
    versions.map((v) => v.createdBy),
  );
  return {
    id: document.id,
    folderId: folder.id,
    folderName: folder.name,
    name: document.name,
    typeId: document.typeId,
    size: document.size,
    currentVersion: document.currentVersion,
    tags: document.tags,
    description: document.description,
    updatedAt: document.updatedAt.toISOString(),
    updatedByName: people.get(document.updatedBy ?? "") ?? null,
    version: document.version,
    createdAt: document.createdAt.toISOString(),
    createdByName: people.get(document.createdBy ?? "") ?? null,
    canWrite: canUseFolder(folder, roles, "write"),
    preview: fileTypeById(document.typeId)?.preview ?? null,
    textStatus: file?.textStatus ?? "none",
    versions: versions.map((v) => ({
      number: v.number,
      fileName: v.fileName,
      size: v.size,
      typeId: v.typeId,
      label: v.label,
      restoredFrom: v.restoredFrom,
      createdAt: v.createdAt.toISOString(),
      createdByName: versionPeople.get(v.createdBy ?? "") ?? null,
    })),
  };
}

/** Deleted documents of the folders the roles may write (they may restore them), newest first. */
export async function listTrash(db: Db, roles: readonly Role[]): Promise<TrashItem[]> {
  const folders = (await readableFolders(db, roles)).filter((folder) => canUseFolder(folder, roles, "write"));
  if (!folders.length) return [];
  const rows = await db
    .select({
      id: documents.id,
      folderId: documents.folderId,
      folderName: documentFolders.name,
      name: documents.name,
      size: documents.size,
      deletedAt: documents.deletedAt,
      deletedBy: documents.deletedBy,
    })
    .from(documents)
    .innerJoin(documentFolders, eq(documentFolders.id, documents.folderId))
    .where(
      and(
        isNotNull(documents.deletedAt),
        inArray(
          documents.folderId,
          folders.map((f) => f.id),
        ),
      ),
    )
    .orderBy(desc(documents.deletedAt), asc(documents.id))
    .limit(500);
  const people = await namesOf(
    db,
    rows.map((r) => r.deletedBy),
  );
  return rows.map((row) => ({
    id: row.id,
    folderId: row.folderId,
    folderName: row.folderName,
    name: row.name,
    size: row.size,
    deletedAt: row.deletedAt!.toISOString(),
    deletedByName: people.get(row.deletedBy ?? "") ?? null,
    purgeAt: new Date(row.deletedAt!.getTime() + TRASH_DAYS * 24 * 3600_000).toISOString(),
  }));
}

function escapeLike(term: string): string {
  return term.replace(/[\\%_]/g, (char) => `\\${char}`);
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export function isUuid(value: string): boolean {
  return UUID.test(value);
}
