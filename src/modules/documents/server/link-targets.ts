/**
 * Documents as link targets of other modules (a task links a document): one by id, or a few found
 * by name or text, only live documents in folders the caller may read (the same checks as the
 * documents screen: readableDocument and listDocuments).
 */
import type { Db } from "#platform/db/client.ts";
import { HttpError } from "#platform/http/errors.ts";
import type { Role } from "#shared/roles.ts";
import { listDocuments, readableDocument } from "./document-queries.ts";

export interface DocumentRef {
  id: string;
  name: string;
  folderName: string;
}

/** The document if it exists, is not in the trash and the roles may read its folder; else null. */
export async function readableDocumentRef(db: Db, roles: readonly Role[], documentId: string): Promise<DocumentRef | null> {
  try {
    const { document, folder } = await readableDocument(db, roles, documentId);
    return { id: document.id, name: document.name, folderName: folder.name };
  } catch (error) {
    if (error instanceof HttpError && error.status === 404) return null;
    throw error;
  }
}

/** Up to `limit` readable documents matching `q` (by name, else the most recently changed). */
export async function findReadableDocuments(db: Db, roles: readonly Role[], q: string, limit = 10): Promise<DocumentRef[]> {
  const text = q.trim();
  const page = await listDocuments(db, roles, { q: text || undefined, sort: text ? "name" : "updated", limit });
  return page.items.map((item) => ({ id: item.id, name: item.name, folderName: item.folderName }));
}
