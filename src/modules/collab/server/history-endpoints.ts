/**
 * History of a notes document over HTTP: list snapshots, take a named one, view one, restore one.
 * Viewing needs read access; naming one needs edit access; restoring needs the right to manage
 * (board, management or the document's creator) on a document that is not archived.
 */
import type { AuthUser } from "#platform/auth/require-user.ts";
import { recordActivity } from "#platform/activity/record-activity.ts";
import { recordAudit } from "#platform/audit/record-audit.ts";
import type { Db } from "#platform/db/client.ts";
import { HttpError, notFound } from "#platform/http/errors.ts";
import { canEdit, canManage } from "../domain/document-access.ts";
import type { SnapshotSummary } from "../schema/documents.ts";
import type { PmNode } from "./content/prosemirror-json.ts";
import { loadDocument } from "./document-access.ts";
import { listSnapshots, restoreSnapshot, snapshotContent, takeSnapshot } from "./history/snapshots.ts";
import { NOT_MANAGER } from "./save-document.ts";
import { mayOpen, recentParticipants } from "./file-minutes.ts";
import { notify } from "#modules/notifications/index.ts";
import { PostgresUpdateStore } from "./sync/postgres-update-store.ts";

const SNAPSHOT_NOT_FOUND = "Die Version";
const READ_ONLY = "Das Dokument ist archiviert und kann nicht geändert werden.";

export async function documentSnapshots(db: Db, user: AuthUser, key: string): Promise<{ items: SnapshotSummary[] }> {
  const doc = await loadDocument(db, user, key);
  return { items: await listSnapshots(db, doc.id) };
}

export async function nameSnapshot(db: Db, user: AuthUser, key: string, label: string): Promise<SnapshotSummary> {
  const doc = await loadDocument(db, user, key);
  if (!canEdit(doc, { id: user.id, roles: user.roles })) throw new HttpError(403, "forbidden", READ_ONLY);
  const { id } = await takeSnapshot(db, new PostgresUpdateStore(db), doc.id, { kind: "named", label, userId: user.id, now: Date.now() });
  return (await listSnapshots(db, doc.id)).find((snapshot) => snapshot.id === id)!;
}

export async function viewSnapshot(db: Db, user: AuthUser, key: string, snapshotId: string): Promise<{ snapshot: SnapshotSummary; content: PmNode }> {
  const doc = await loadDocument(db, user, key);
  const snapshot = (await listSnapshots(db, doc.id)).find((candidate) => candidate.id === snapshotId);
  const content = snapshot ? await snapshotContent(db, doc.id, snapshotId) : null;
  if (!snapshot || !content) throw notFound(SNAPSHOT_NOT_FOUND);
  return { snapshot, content };
}

export async function restoreDocumentSnapshot(
  db: Db,
  user: AuthUser,
  key: string,
  snapshotId: string,
  deliverAfterResponse: (ids: readonly string[]) => void,
): Promise<{ restored: true }> {
  const viewer = { id: user.id, roles: user.roles };
  const deliveryIds = await db.transaction(async (tx) => {
    const doc = await loadDocument(tx, user, key);
    if (!canManage(doc, viewer)) throw new HttpError(403, "forbidden", NOT_MANAGER);
    if (!canEdit(doc, viewer)) throw new HttpError(403, "forbidden", READ_ONLY);
    const restored = await restoreSnapshot(tx, new PostgresUpdateStore(tx), doc.id, snapshotId, user.id, Date.now());
    if (!restored) throw notFound(SNAPSHOT_NOT_FOUND);
    await recordAudit(tx, { actorUserId: user.id, action: "collab.snapshot_restored", entityType: "collab_document", entityId: doc.id, after: { snapshotId } });
    await recordActivity(tx, {
      userId: user.id,
      type: "collab_snapshot_restored",
      description: `Notizdokument „${doc.title}“ auf eine frühere Version zurückgesetzt`,
      metadata: { documentId: doc.id, snapshotId },
    });
    const now = Date.now();
    const notified = await notify(tx, {
      recipients: await recentParticipants(tx, doc, now),
      kind: "collab.restored",
      title: `Frühere Version wiederhergestellt: ${doc.title}`,
      body: "Der vorherige Stand bleibt in der Versionsgeschichte erhalten.",
      link: `/backend/collab/${doc.key}`,
      actorId: user.id,
      canRead: (inner, ids) => mayOpen(inner, doc, ids),
    });
    return notified.deliveryIds;
  });
  deliverAfterResponse(deliveryIds);
  return { restored: true };
}
