/** One notes document as its screen needs it: summary, presence and what the caller may do. */
import { eq } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { profiles } from "#platform/auth/tables.ts";
import type { AuthUser } from "#platform/auth/require-user.ts";
import type { Db } from "#platform/db/client.ts";
import { canArchive, canEdit, canManage } from "../domain/document-access.ts";
import type { DocumentDetail } from "../schema/documents.ts";
import { loadDocument } from "./document-access.ts";
import { nameOf } from "./people.ts";
import { presentIn } from "./presence.ts";
import { collabDocuments as docs } from "./tables.ts";

const editor = alias(profiles, "last_editor");

export async function getDocumentDetail(db: Db, user: AuthUser, key: string): Promise<DocumentDetail> {
  const doc = await loadDocument(db, user, key);
  const [row] = await db
    .select({
      createdAt: docs.createdAt,
      lastEditedAt: docs.lastEditedAt,
      preview: docs.contentPreview,
      firstName: editor.firstName,
      lastName: editor.lastName,
      email: editor.email,
    })
    .from(docs)
    .leftJoin(editor, eq(editor.id, docs.lastEditedBy))
    .where(eq(docs.id, doc.id));
  const viewer = { id: user.id, roles: user.roles };
  return {
    id: doc.id,
    key: doc.key,
    title: doc.title,
    readRoles: [...doc.readRoles],
    isShared: doc.isShared,
    archived: doc.archived,
    createdAt: row!.createdAt.toISOString(),
    lastEditedAt: row!.lastEditedAt?.toISOString() ?? null,
    lastEditedBy: row!.email ? nameOf({ firstName: row!.firstName, lastName: row!.lastName, email: row!.email }) : null,
    present: (await presentIn(db, [doc.id])).get(doc.id) ?? [],
    preview: row!.preview,
    version: doc.version,
    canManage: canManage(doc, viewer),
    canEdit: canEdit(doc, viewer),
    canArchive: canArchive(doc, viewer),
  };
}
