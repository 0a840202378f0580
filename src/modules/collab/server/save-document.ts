/**
 * Creating a notes document and changing its settings (title, read roles, archive). Each change is
 * one transaction with its audit entry and activity; settings carry a version (409 when stale).
 */
import { and, eq, like, or } from "drizzle-orm";
import type { AuthUser } from "#platform/auth/require-user.ts";
import { recordActivity } from "#platform/activity/record-activity.ts";
import { recordAudit } from "#platform/audit/record-audit.ts";
import type { Db } from "#platform/db/client.ts";
import { HttpError, versionConflict } from "#platform/http/errors.ts";
import { canArchive, canLimitTo, canManage } from "../domain/document-access.ts";
import { keyFromTitle, uniqueKey } from "../domain/document-key.ts";
import type { CreateDocumentInput, DocumentDetail, UpdateDocumentInput } from "../schema/documents.ts";
import { loadDocument } from "./document-access.ts";
import { getDocumentDetail } from "./get-document.ts";
import { collabDocuments as docs } from "./tables.ts";

const forbiddenBecause = (message: string) => new HttpError(403, "forbidden", message);
export const NOT_MANAGER = "Nur der Vorstand, die Geschäftsführung oder wer das Dokument angelegt hat, kann es ändern.";
export const ROLES_NOT_HELD = "Sie können ein Dokument nur auf Rollen beschränken, die Sie selbst haben.";
export const SHARED_FIXED = "Das gemeinsame Notizdokument des Verbands bleibt für alle geöffnet und kann nicht archiviert werden.";

const isUniqueViolation = (error: unknown) =>
  ((error as { code?: string; cause?: { code?: string } }).cause?.code ?? (error as { code?: string }).code) === "23505";

async function freeKey(db: Pick<Db, "select">, title: string): Promise<string> {
  const base = keyFromTitle(title);
  const taken = await db
    .select({ key: docs.docKey })
    .from(docs)
    .where(or(eq(docs.docKey, base), like(docs.docKey, `${base}-%`)));
  return uniqueKey(base, new Set(taken.map((row) => row.key)));
}

export async function createDocument(db: Db, user: AuthUser, input: CreateDocumentInput): Promise<DocumentDetail> {
  const viewer = { id: user.id, roles: user.roles };
  if (!canLimitTo(null, viewer, input.readRoles)) throw forbiddenBecause(ROLES_NOT_HELD);
  for (let attempt = 0; ; attempt += 1) {
    try {
      const key = await db.transaction(async (tx) => {
        const docKey = await freeKey(tx, input.title);
        const [row] = await tx.insert(docs).values({ docKey, title: input.title, readRoles: input.readRoles, createdBy: user.id }).returning({ id: docs.id });
        await recordAudit(tx, {
          actorUserId: user.id,
          action: "collab.document_created",
          entityType: "collab_document",
          entityId: row!.id,
          after: { key: docKey, title: input.title, readRoles: input.readRoles },
        });
        await recordActivity(tx, {
          userId: user.id,
          type: "collab_document_created",
          description: `Notizdokument „${input.title}“ angelegt`,
          metadata: { documentId: row!.id, key: docKey },
        });
        return docKey;
      });
      return await getDocumentDetail(db, user, key);
    } catch (error) {
      // Two people created documents with the same title at once: take the next free key.
      if (!isUniqueViolation(error) || attempt >= 3) throw error;
    }
  }
}

export async function updateDocument(db: Db, user: AuthUser, key: string, input: UpdateDocumentInput): Promise<DocumentDetail> {
  const viewer = { id: user.id, roles: user.roles };
  await db.transaction(async (tx) => {
    const doc = await loadDocument(tx, user, key, "update");
    if (doc.version !== input.version) throw versionConflict(doc.version);
    if (!canManage(doc, viewer)) throw forbiddenBecause(NOT_MANAGER);
    if (doc.isShared && ((input.readRoles && input.readRoles.length > 0) || input.archived)) throw forbiddenBecause(SHARED_FIXED);
    if (input.readRoles && !canLimitTo(doc, viewer, input.readRoles)) throw forbiddenBecause(ROLES_NOT_HELD);
    if (input.archived === true && !canArchive(doc, viewer)) throw forbiddenBecause(SHARED_FIXED);
    const before = { title: doc.title, readRoles: doc.readRoles, archived: doc.archived };
    const after = { title: input.title ?? doc.title, readRoles: input.readRoles ?? doc.readRoles, archived: input.archived ?? doc.archived };
    await tx
      .update(docs)
      .set({
        title: after.title,
        readRoles: [...after.readRoles],
        archivedAt: after.archived === before.archived ? undefined : after.archived ? new Date() : null,
        version: doc.version + 1,
      })
      .where(and(eq(docs.id, doc.id), eq(docs.version, doc.version)));
    const what = [
      after.title !== before.title ? `umbenannt in „${after.title}“` : null,
      input.readRoles ? "Zugriff geändert" : null,
      after.archived !== before.archived ? (after.archived ? "archiviert" : "wiederhergestellt") : null,
    ]
      .filter(Boolean)
      .join(", ");
    await recordAudit(tx, { actorUserId: user.id, action: "collab.document_changed", entityType: "collab_document", entityId: doc.id, before, after });
    await recordActivity(tx, {
      userId: user.id,
      type: "collab_document_changed",
      description: `Notizdokument „${before.title}“ ${what || "gespeichert"}`,
      metadata: { documentId: doc.id, key },
    });
  });
  return getDocumentDetail(db, user, key);
}
