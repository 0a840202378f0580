/**
 * What follows a completed upload inside its transaction: the text extraction job for the search
 * (an outbox delivery, so it is retried and never delays the upload) and the notification of the
 * folder's watchers who may still read it.
 */
import { eq, inArray } from "drizzle-orm";
import type { Db, Tx } from "#platform/db/client.ts";
import { enqueue } from "#platform/outbox/enqueue.ts";
import { userRoles } from "#platform/auth/tables.ts";
import { hasAnyRole, type Role } from "#shared/roles.ts";
import { notify } from "#modules/notifications/index.ts";
import { documentLink } from "./generated-documents.ts";
import { watchersOf } from "./folders.ts";
import { documentFolders } from "./tables.ts";
import type { AfterUpload } from "./uploads.ts";

export const EXTRACT_TEXT_KIND = "documents.extract_text";

export async function afterDocumentUpload(tx: Db, event: Parameters<AfterUpload>[1], deliveries: string[]): Promise<void> {
  if (event.needsText) {
    deliveries.push(
      ...(await enqueue(tx, [
        { kind: EXTRACT_TEXT_KIND, target: event.fileSha256, payload: { sha256: event.fileSha256 }, reference: `document:${event.version.documentId}` },
      ])),
    );
  }
  const watchers = await watchersOf(tx, event.folderId, event.actorId);
  if (!watchers.length) return;
  // The folder as it is now: its read role decides who may be told.
  const [folder] = await tx
    .select({ name: documentFolders.name, readRole: documentFolders.readRole })
    .from(documentFolders)
    .where(eq(documentFolders.id, event.folderId));
  if (!folder) return;
  const { version } = event;
  const result = await notify(tx as unknown as Tx, {
    recipients: watchers,
    kind: "documents.uploaded",
    title: version.created ? `Neues Dokument in „${folder.name}“: ${version.name}` : `Neue Version ${version.number} von „${version.name}“`,
    body: version.created ? null : `Ordner „${folder.name}“`,
    link: documentLink(version.documentId),
    actorId: event.actorId,
    canRead: (reader, ids) => mayRead(reader, ids, folder.readRole),
  });
  deliveries.push(...result.deliveryIds);
}

/** Of these users, those whose roles let them read a folder with this read role. */
async function mayRead(tx: Tx, userIds: string[], readRole: Role): Promise<string[]> {
  const rows = await tx.select({ userId: userRoles.userId, role: userRoles.role }).from(userRoles).where(inArray(userRoles.userId, userIds));
  const roles = new Map<string, Role[]>();
  for (const row of rows) roles.set(row.userId, [...(roles.get(row.userId) ?? []), row.role]);
  return userIds.filter((id) => hasAnyRole(roles.get(id) ?? [], [readRole]));
}
