/**
 * What others filed lately, for the dashboards' activity (issue 25): live documents in folders the
 * roles may read, last changed by someone else, newest first, among the newest changes (index of
 * live documents by last change, 0371).
 */
import { and, desc, eq, isNull, ne, sql } from "drizzle-orm";
import type { Db } from "#platform/db/client.ts";
import type { Role } from "#shared/roles.ts";
import { inReadableFolder } from "./folder-access.ts";
import { documentFolders, documents } from "./tables.ts";

export interface RecentDocument {
  id: string;
  name: string;
  folderName: string;
  /** A new document (version 1) or a new version of one. */
  currentVersion: number;
  changedAt: string;
  changedByName: string | null;
}

/**
 * How many of the newest changes are looked at for others' ones. The dashboard's feed shows what
 * happened lately; without a bound, a person who changed most documents themselves (an office
 * filing a fee run, or the bench's administrator with all 100,000) made every dashboard walk the
 * whole index to find none (281 ms, issue 27). Others' changes behind this many newer ones of
 * the caller's are not news any more.
 */
export const RECENT_CHANGES_LOOKED_AT = 200;

export async function recentDocumentsByOthers(db: Db, roles: readonly Role[], userId: string, limit = 5): Promise<RecentDocument[]> {
  if (roles.length === 0) return []; // no folder is readable without a role
  const recent = db
    .select({ id: documents.id, updatedAt: documents.updatedAt, updatedBy: documents.updatedBy })
    .from(documents)
    .where(and(isNull(documents.deletedAt), inReadableFolder(roles, documents.folderId)))
    .orderBy(desc(documents.updatedAt), desc(documents.id))
    .limit(RECENT_CHANGES_LOOKED_AT)
    .as("recent");
  const rows = await db
    .select({
      id: documents.id,
      name: documents.name,
      folderName: documentFolders.name,
      currentVersion: documents.currentVersion,
      changedAt: documents.updatedAt,
      changedByName: sql<
        string | null
      >`(SELECT coalesce(nullif(trim(concat_ws(' ', p.first_name, p.last_name)), ''), split_part(p.email, '@', 1)) FROM profiles p WHERE p.id = ${documents.updatedBy})`,
    })
    .from(recent)
    .innerJoin(documents, eq(documents.id, recent.id))
    .innerJoin(documentFolders, eq(documentFolders.id, documents.folderId))
    .where(ne(sql`coalesce(${recent.updatedBy}, '')`, userId))
    .orderBy(desc(recent.updatedAt), desc(recent.id))
    .limit(limit);
  return rows.map((r) => ({ ...r, changedAt: r.changedAt.toISOString() }));
}
