/**
 * Changing documents: rename, move, tags and description (with the optimistic version check),
 * the trash (delete, restore), and restoring an old version as the newest. Each change needs the
 * folder's write role (both folders for a move) and is written to the audit trail.
 */
import { and, eq, isNull, max, ne, sql } from "drizzle-orm";
import type { Db } from "#platform/db/client.ts";
import { HttpError } from "#platform/http/errors.ts";
import { recordAudit } from "#platform/audit/record-audit.ts";
import type { Role } from "#shared/roles.ts";
import { fileNameKey, sanitizeFileName, splitFileName } from "../domain/file-names.ts";
import type { DocumentUpdate } from "../schema/document.ts";
import { TRASH_DAYS } from "../schema/document.ts";
import { canUseFolder, folderFor, writeDenied } from "./folder-access.ts";
import { documentNotFound, readableDocument } from "./document-queries.ts";
import { refreshSearchVector } from "./search-vector.ts";
import { documentFolders, documents, documentVersions } from "./tables.ts";

export interface Actor {
  id: string;
  roles: readonly Role[];
}

const staleVersion = () =>
  new HttpError(
    409,
    "version_conflict",
    "Das Dokument wurde inzwischen von jemand anderem geändert. Bitte laden Sie die Ansicht neu und versuchen Sie es erneut.",
  );
const nameTaken = (name: string, folder: string) =>
  new HttpError(409, "name_taken", `Im Ordner „${folder}“ gibt es bereits ein Dokument namens „${name}“. Bitte wählen Sie einen anderen Namen.`);

/** Locks the live document for a change the actor may make, checking the version they saw. */
async function lockForChange(tx: Db, actor: Actor, documentId: string, expectedVersion: number) {
  const { document, folder } = await readableDocument(tx, actor.roles, documentId);
  if (!canUseFolder(folder, actor.roles, "write")) throw writeDenied();
  const [locked] = await tx
    .select()
    .from(documents)
    .where(and(eq(documents.id, document.id), isNull(documents.deletedAt)))
    .for("update");
  if (!locked) throw documentNotFound();
  if (locked.version !== expectedVersion) throw staleVersion();
  return { document: locked, folder };
}

async function assertNameFree(tx: Db, folderId: string, folderName: string, name: string, exceptId: string) {
  const [clash] = await tx
    .select({ id: documents.id })
    .from(documents)
    .where(and(eq(documents.folderId, folderId), eq(documents.nameKey, fileNameKey(name)), isNull(documents.deletedAt), ne(documents.id, exceptId)));
  if (clash) throw nameTaken(name, folderName);
}

export async function updateDocument(db: Db, actor: Actor, documentId: string, input: DocumentUpdate) {
  return db.transaction(async (txn) => {
    const tx = txn as unknown as Db;
    const { document, folder } = await lockForChange(tx, actor, documentId, input.version);
    const target = input.folderId && input.folderId !== folder.id ? await folderFor(tx, input.folderId, actor.roles, "write") : folder;
    // A new name keeps the file's extension unless the person typed one: it decides how the
    // download opens, and the type is fixed by the bytes.
    let name = document.name;
    if (input.name !== undefined) {
      const typed = sanitizeFileName(input.name);
      const extension = splitFileName(document.name).extension;
      name = splitFileName(typed).extension || !extension ? typed : `${typed}.${extension}`;
    }
    if (name !== document.name || target.id !== folder.id) await assertNameFree(tx, target.id, target.name, name, document.id);
    const [updated] = await tx
      .update(documents)
      .set({
        name,
        nameKey: fileNameKey(name),
        folderId: target.id,
        description: input.description === undefined ? document.description : input.description,
        tags: input.tags ?? document.tags,
        updatedBy: actor.id,
        updatedAt: new Date(),
        version: document.version + 1,
      })
      .where(eq(documents.id, document.id))
      .returning();
    await refreshSearchVector(tx, document.id);
    await recordAudit(tx, {
      actorUserId: actor.id,
      action: target.id !== folder.id ? "document.moved" : "document.updated",
      entityType: "document",
      entityId: document.id,
      before: { name: document.name, folderId: folder.id, tags: document.tags, description: document.description },
      after: { name: updated!.name, folderId: target.id, tags: updated!.tags, description: updated!.description },
    });
    return updated!;
  });
}

export async function trashDocument(db: Db, actor: Actor, documentId: string, expectedVersion: number): Promise<void> {
  await db.transaction(async (txn) => {
    const tx = txn as unknown as Db;
    const { document } = await lockForChange(tx, actor, documentId, expectedVersion);
    await tx
      .update(documents)
      .set({ deletedAt: new Date(), deletedBy: actor.id, version: document.version + 1 })
      .where(eq(documents.id, document.id));
    await recordAudit(tx, {
      actorUserId: actor.id,
      action: "document.trashed",
      entityType: "document",
      entityId: document.id,
      before: { name: document.name, folderId: document.folderId },
    });
  });
}

/** Back from the trash into its folder; a name taken meanwhile gets " (2)", " (3)", … */
export async function restoreFromTrash(db: Db, actor: Actor, documentId: string): Promise<{ name: string }> {
  return db.transaction(async (txn) => {
    const tx = txn as unknown as Db;
    const { document, folder } = await readableDocument(tx, actor.roles, documentId, { includeDeleted: true });
    if (!document.deletedAt) throw new HttpError(409, "not_in_trash", "Das Dokument liegt nicht im Papierkorb.");
    if (!canUseFolder(folder, actor.roles, "write")) throw writeDenied();
    if (document.deletedAt.getTime() < Date.now() - TRASH_DAYS * 24 * 3600_000) throw documentNotFound();
    // Serialise restores into this folder so two of them cannot pick the same free name.
    await tx.select({ id: documentFolders.id }).from(documentFolders).where(eq(documentFolders.id, folder.id)).for("update");
    const name = await freeName(tx, folder.id, document.name);
    await tx
      .update(documents)
      .set({ deletedAt: null, deletedBy: null, name, nameKey: fileNameKey(name), updatedBy: actor.id, updatedAt: new Date(), version: document.version + 1 })
      .where(eq(documents.id, document.id));
    await refreshSearchVector(tx, document.id);
    await recordAudit(tx, {
      actorUserId: actor.id,
      action: "document.restored",
      entityType: "document",
      entityId: document.id,
      after: { name, folderId: folder.id },
    });
    return { name };
  });
}

async function freeName(tx: Db, folderId: string, wanted: string): Promise<string> {
  const { stem, extension } = splitFileName(wanted);
  for (let n = 1; n < 1000; n++) {
    const candidate = n === 1 ? wanted : `${stem} (${n})${extension ? `.${extension}` : ""}`;
    const [clash] = await tx
      .select({ id: documents.id })
      .from(documents)
      .where(and(eq(documents.folderId, folderId), eq(documents.nameKey, fileNameKey(candidate)), isNull(documents.deletedAt)));
    if (!clash) return candidate;
  }
  throw new HttpError(409, "name_taken", "Für das Dokument ist im Ordner kein freier Name zu finden.");
}

/** Makes version `number` the newest again, as a new version that points at the same file. */
export async function restoreVersion(db: Db, actor: Actor, documentId: string, number: number, expectedVersion: number) {
  return db.transaction(async (txn) => {
    const tx = txn as unknown as Db;
    const { document } = await lockForChange(tx, actor, documentId, expectedVersion);
    const [source] = await tx
      .select()
      .from(documentVersions)
      .where(and(eq(documentVersions.documentId, document.id), eq(documentVersions.number, number)));
    if (!source) throw new HttpError(404, "not_found", `Version ${number} gibt es nicht.`);
    const [latest] = await tx
      .select({ number: max(documentVersions.number) })
      .from(documentVersions)
      .where(eq(documentVersions.documentId, document.id));
    const next = (latest?.number ?? 0) + 1;
    await tx.insert(documentVersions).values({
      documentId: document.id,
      number: next,
      fileSha256: source.fileSha256,
      fileName: source.fileName,
      size: source.size,
      typeId: source.typeId,
      label: source.label,
      restoredFrom: source.number,
      createdBy: actor.id,
    });
    const [updated] = await tx
      .update(documents)
      .set({
        currentVersion: next,
        fileSha256: source.fileSha256,
        size: source.size,
        typeId: source.typeId,
        updatedBy: actor.id,
        updatedAt: new Date(),
        version: sql`${documents.version} + 1`,
      })
      .where(eq(documents.id, document.id))
      .returning();
    await refreshSearchVector(tx, document.id);
    await recordAudit(tx, {
      actorUserId: actor.id,
      action: "document.version_restored",
      entityType: "document",
      entityId: document.id,
      after: { restoredFrom: source.number, newVersion: next },
    });
    return updated!;
  });
}
