/**
 * Who may read and write which folder. A folder names a read role and a write role; the role
 * hierarchy of SPEC section 6 applies (admin passes everything). A folder someone may not read
 * does not exist for them: it answers 404 like an unknown one, never 403, so its name and contents
 * stay hidden. Writing into a readable folder without the write role answers 403.
 */
import { eq, sql, type AnyColumn, type SQL } from "drizzle-orm";
import type { Db } from "#platform/db/client.ts";
import { HttpError } from "#platform/http/errors.ts";
import { hasAnyRole, ROLES, type Role } from "#shared/roles.ts";
import { textArray } from "#platform/db/sql-arrays.ts";
import { documentFolders } from "./tables.ts";

export type FolderRow = typeof documentFolders.$inferSelect;
export type FolderMode = "read" | "write";

export const folderNotFound = () => new HttpError(404, "not_found", "Der Ordner wurde nicht gefunden.");
export const writeDenied = () => new HttpError(403, "forbidden", "Sie dürfen in diesem Ordner keine Dokumente ablegen oder ändern.");

export function canUseFolder(folder: Pick<FolderRow, "readRole" | "writeRole">, roles: readonly Role[], mode: FolderMode): boolean {
  if (!hasAnyRole(roles, [folder.readRole])) return false;
  return mode === "read" || hasAnyRole(roles, [folder.writeRole]);
}

/** Every folder the roles may read (folders are few: one small query, filtered here). */
export async function readableFolders(db: Db, roles: readonly Role[]): Promise<FolderRow[]> {
  const folders = await db.select().from(documentFolders).orderBy(documentFolders.nameKey);
  return folders.filter((folder) => canUseFolder(folder, roles, "read"));
}

/**
 * SQL: `folderId` names a folder the roles may read (canUseFolder's read rule: a read role the
 * roles satisfy), as a subquery of the statement that needs it: no round trip of its own for the
 * folder list (issue 27).
 */
export function inReadableFolder(roles: readonly Role[], folderId: SQL | AnyColumn): SQL {
  const satisfied = ROLES.filter((role) => hasAnyRole(roles, [role]));
  return sql`${folderId} IN (SELECT ${documentFolders.id} FROM ${documentFolders} WHERE ${documentFolders.readRole} = ANY(${textArray(satisfied)}))`;
}

export async function readableFolderIds(db: Db, roles: readonly Role[]): Promise<string[]> {
  return (await readableFolders(db, roles)).map((folder) => folder.id);
}

/** The folder if the roles may use it in this mode; 404 when unreadable or unknown, 403 for writing. */
export async function folderFor(db: Db, folderId: string, roles: readonly Role[], mode: FolderMode): Promise<FolderRow> {
  const [folder] = await db.select().from(documentFolders).where(eq(documentFolders.id, folderId));
  if (!folder || !canUseFolder(folder, roles, "read")) throw folderNotFound();
  if (mode === "write" && !canUseFolder(folder, roles, "write")) throw writeDenied();
  return folder;
}
