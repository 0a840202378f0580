/**
 * Loading a document for a caller: by key, with the access facts the rules of domain/document-access
 * decide on. A document the caller may not open answers 404 exactly like a missing one, so nobody
 * learns which board-only documents exist.
 */
import { eq } from "drizzle-orm";
import type { AuthUser } from "#platform/auth/require-user.ts";
import type { Db } from "#platform/db/client.ts";
import { notFound } from "#platform/http/errors.ts";
import { ROLES, type Role } from "#shared/roles.ts";
import { canOpen, type DocumentFacts } from "../domain/document-access.ts";
import { DOC_KEY_PATTERN } from "../domain/document-key.ts";
import { collabDocuments } from "./tables.ts";

export const DOCUMENT_NOT_FOUND = "Das Notizdokument";

export interface LoadedDocument extends DocumentFacts {
  id: string;
  key: string;
  title: string;
  version: number;
}

export function factsOf(row: { readRoles: string[]; archivedAt: Date | null; isShared: boolean; createdBy: string | null }): DocumentFacts {
  return {
    readRoles: row.readRoles.filter((role): role is Role => (ROLES as readonly string[]).includes(role)),
    archived: row.archivedAt !== null,
    isShared: row.isShared,
    createdBy: row.createdBy,
  };
}

export async function loadDocument(db: Pick<Db, "select">, user: AuthUser, key: string, lock?: "update"): Promise<LoadedDocument> {
  if (!DOC_KEY_PATTERN.test(key)) throw notFound(DOCUMENT_NOT_FOUND);
  const query = db
    .select({
      id: collabDocuments.id,
      key: collabDocuments.docKey,
      title: collabDocuments.title,
      version: collabDocuments.version,
      readRoles: collabDocuments.readRoles,
      archivedAt: collabDocuments.archivedAt,
      isShared: collabDocuments.isShared,
      createdBy: collabDocuments.createdBy,
    })
    .from(collabDocuments)
    .where(eq(collabDocuments.docKey, key));
  const [row] = lock ? await query.for("update") : await query;
  if (!row) throw notFound(DOCUMENT_NOT_FOUND);
  const facts = factsOf(row);
  if (!canOpen(facts, { id: user.id, roles: user.roles })) throw notFound(DOCUMENT_NOT_FOUND);
  return { id: row.id, key: row.key, title: row.title, version: row.version, ...facts };
}

/** The roles a caller satisfies, for SQL that keeps only documents they may open. */
export function satisfiedRoles(user: Pick<AuthUser, "roles">): Role[] {
  return ROLES.filter((role) => canOpen({ readRoles: [role], archived: false, isShared: false, createdBy: null }, { id: "", roles: user.roles }));
}
