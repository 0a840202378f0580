/**
 * Folders: the list a person sees (only readable ones, with document counts and whether they watch
 * it), the admin's create/edit/delete, watching, and the system folders other modules store into.
 */
import { and, eq, inArray, sql } from "drizzle-orm";
import type { Db } from "#platform/db/client.ts";
import { HttpError } from "#platform/http/errors.ts";
import { recordAudit } from "#platform/audit/record-audit.ts";
import type { Role } from "#shared/roles.ts";
import type { DocumentFolder, FolderUpdate, FolderValues } from "../schema/folder.ts";
import { canUseFolder, folderFor, readableFolders, type FolderRow } from "./folder-access.ts";
import { documentFolderCounts, documentFolders, documentFolderWatchers, documents } from "./tables.ts";

const folderKey = (name: string) => name.normalize("NFC").trim().toLocaleLowerCase("de-DE");
const nameTaken = (name: string) => new HttpError(409, "name_taken", `Einen Ordner „${name}“ gibt es bereits.`);
const staleFolder = () =>
  new HttpError(409, "version_conflict", "Der Ordner wurde inzwischen geändert. Bitte laden Sie die Ansicht neu und versuchen Sie es erneut.");

export async function listFolders(db: Db, user: { id: string; roles: readonly Role[] }): Promise<DocumentFolder[]> {
  const folders = await readableFolders(db, user.roles);
  if (!folders.length) return [];
  const ids = folders.map((f) => f.id);
  // Kept per folder by the documents trigger (0371), not counted per request.
  const counts = await db
    .select({ folderId: documentFolderCounts.folderId, n: documentFolderCounts.live })
    .from(documentFolderCounts)
    .where(inArray(documentFolderCounts.folderId, ids));
  const watched = await db.select({ folderId: documentFolderWatchers.folderId }).from(documentFolderWatchers).where(eq(documentFolderWatchers.userId, user.id));
  const countOf = new Map(counts.map((c) => [c.folderId, c.n]));
  const watching = new Set(watched.map((w) => w.folderId));
  return folders.map((folder) => toFolder(folder, user.roles, countOf.get(folder.id) ?? 0, watching.has(folder.id)));
}

export function toFolder(folder: FolderRow, roles: readonly Role[], documentCount: number, watching: boolean): DocumentFolder {
  return {
    id: folder.id,
    name: folder.name,
    description: folder.description,
    readRole: folder.readRole,
    writeRole: folder.writeRole,
    systemKey: folder.systemKey,
    documentCount,
    canWrite: canUseFolder(folder, roles, "write"),
    watching,
    version: folder.version,
  };
}

export async function createFolder(db: Db, actorId: string, input: FolderValues): Promise<FolderRow> {
  return db.transaction(async (txn) => {
    const tx = txn as unknown as Db;
    const [created] = await tx
      .insert(documentFolders)
      .values({
        name: input.name,
        nameKey: folderKey(input.name),
        description: input.description,
        readRole: input.readRole,
        writeRole: input.writeRole,
        createdBy: actorId,
      })
      .onConflictDoNothing({ target: documentFolders.nameKey })
      .returning();
    if (!created) throw nameTaken(input.name);
    await recordAudit(tx, { actorUserId: actorId, action: "document_folder.created", entityType: "document_folder", entityId: created.id, after: input });
    return created;
  });
}

export async function updateFolder(db: Db, actorId: string, folderId: string, input: FolderUpdate): Promise<FolderRow> {
  return db.transaction(async (txn) => {
    const tx = txn as unknown as Db;
    const [folder] = await tx.select().from(documentFolders).where(eq(documentFolders.id, folderId)).for("update");
    if (!folder) throw new HttpError(404, "not_found", "Der Ordner wurde nicht gefunden.");
    if (folder.version !== input.version) throw staleFolder();
    const [clash] = await tx
      .select({ id: documentFolders.id })
      .from(documentFolders)
      .where(and(eq(documentFolders.nameKey, folderKey(input.name)), sql`${documentFolders.id} <> ${folderId}`));
    if (clash) throw nameTaken(input.name);
    const [updated] = await tx
      .update(documentFolders)
      .set({
        name: input.name,
        nameKey: folderKey(input.name),
        description: input.description,
        readRole: input.readRole,
        writeRole: input.writeRole,
        updatedAt: new Date(),
        version: folder.version + 1,
      })
      .where(eq(documentFolders.id, folderId))
      .returning();
    await recordAudit(tx, {
      actorUserId: actorId,
      action: folder.readRole !== input.readRole || folder.writeRole !== input.writeRole ? "document_folder.access_changed" : "document_folder.updated",
      entityType: "document_folder",
      entityId: folderId,
      before: { name: folder.name, readRole: folder.readRole, writeRole: folder.writeRole },
      after: { name: input.name, readRole: input.readRole, writeRole: input.writeRole },
    });
    return updated!;
  });
}

/** Only an empty folder (trash included) can go; system folders never. */
export async function deleteFolder(db: Db, actorId: string, folderId: string, expectedVersion: number): Promise<void> {
  await db.transaction(async (txn) => {
    const tx = txn as unknown as Db;
    const [folder] = await tx.select().from(documentFolders).where(eq(documentFolders.id, folderId)).for("update");
    if (!folder) throw new HttpError(404, "not_found", "Der Ordner wurde nicht gefunden.");
    if (folder.version !== expectedVersion) throw staleFolder();
    if (folder.systemKey)
      throw new HttpError(409, "system_folder", "Dieser Ordner wird von einem anderen Bereich der Plattform befüllt und kann nicht gelöscht werden.");
    const [any] = await tx.select({ id: documents.id }).from(documents).where(eq(documents.folderId, folderId)).limit(1);
    if (any) throw new HttpError(409, "folder_not_empty", "Der Ordner enthält noch Dokumente (auch im Papierkorb) und kann nicht gelöscht werden.");
    await tx.delete(documentFolders).where(eq(documentFolders.id, folderId));
    await recordAudit(tx, {
      actorUserId: actorId,
      action: "document_folder.deleted",
      entityType: "document_folder",
      entityId: folderId,
      before: { name: folder.name },
    });
  });
}

export async function setWatching(db: Db, user: { id: string; roles: readonly Role[] }, folderId: string, watching: boolean): Promise<void> {
  await folderFor(db, folderId, user.roles, "read");
  if (watching) await db.insert(documentFolderWatchers).values({ folderId, userId: user.id }).onConflictDoNothing();
  else await db.delete(documentFolderWatchers).where(and(eq(documentFolderWatchers.folderId, folderId), eq(documentFolderWatchers.userId, user.id)));
}

export interface SystemFolderSpec {
  key: string;
  name: string;
  readRole: Role;
  writeRole: Role;
  description?: string;
}

/** The system folder of `key`, created on first use; its access is the calling module's choice. */
export async function ensureSystemFolder(tx: Db, spec: SystemFolderSpec): Promise<FolderRow> {
  const [existing] = await tx.select().from(documentFolders).where(eq(documentFolders.systemKey, spec.key));
  if (existing) return existing;
  // A person's folder may already carry the name: the system folder then gets a distinct one.
  const taken = await tx
    .select({ id: documentFolders.id })
    .from(documentFolders)
    .where(eq(documentFolders.nameKey, folderKey(spec.name)));
  const name = taken.length ? `${spec.name} (System)` : spec.name;
  await tx
    .insert(documentFolders)
    .values({ name, nameKey: folderKey(name), description: spec.description ?? null, readRole: spec.readRole, writeRole: spec.writeRole, systemKey: spec.key })
    .onConflictDoNothing();
  const [created] = await tx.select().from(documentFolders).where(eq(documentFolders.systemKey, spec.key));
  if (!created) throw new Error(`System folder ${spec.key} could not be created`);
  return created;
}

export async function watchersOf(db: Db, folderId: string, exceptUserId: string | null): Promise<string[]> {
  const rows = await db.select({ userId: documentFolderWatchers.userId }).from(documentFolderWatchers).where(eq(documentFolderWatchers.folderId, folderId));
  return rows.map((r) => r.userId).filter((id) => id !== exceptUserId);
}
