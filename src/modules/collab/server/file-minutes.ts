/**
 * "Als Protokoll ablegen": freezes the document's current state as a snapshot and files it as an
 * immutable PDF version in the documents module (a system folder readable by the same people as
 * the notes), in one transaction with the audit entry, the activity and the notifications.
 */
import { and, eq, gt, inArray } from "drizzle-orm";
import { recordActivity } from "#platform/activity/record-activity.ts";
import { recordAudit } from "#platform/audit/record-audit.ts";
import type { AuthUser } from "#platform/auth/require-user.ts";
import { userRoles } from "#platform/auth/tables.ts";
import type { Db, Tx } from "#platform/db/client.ts";
import { HttpError } from "#platform/http/errors.ts";
import { berlinDate } from "#shared/dates.ts";
import type { Role } from "#shared/roles.ts";
import { storeGeneratedDocument } from "#modules/documents/index.ts";
import { notify } from "#modules/notifications/index.ts";
import { canEdit, canManage, canOpen } from "../domain/document-access.ts";
import { loadDocument, type LoadedDocument } from "./document-access.ts";
import { exportSource } from "./export.ts";
import { takeSnapshot } from "./history/snapshots.ts";
import { pdfBytes } from "./pdf-export.ts";
import { NOT_MANAGER } from "./save-document.ts";
import { PostgresUpdateStore } from "./sync/postgres-update-store.ts";
import { collabSessions, collabSnapshots } from "./tables.ts";

/** The folder's one read role: the widest of the document's roles (the hierarchy is a line). */
export function folderReadRole(readRoles: readonly Role[]): Role {
  for (const role of ["mitglied", "vorstand", "geschaeftsfuehrung", "admin"] as const) if (readRoles.length === 0 || readRoles.includes(role)) return role;
  return "admin";
}

const FOLDER_NAMES: Record<Role, string> = {
  mitglied: "Protokolle aus gemeinsamen Notizen",
  vorstand: "Protokolle aus gemeinsamen Notizen (Vorstand)",
  geschaeftsfuehrung: "Protokolle aus gemeinsamen Notizen (Geschäftsführung)",
  admin: "Protokolle aus gemeinsamen Notizen (Administration)",
};

/** People who had the document open in the last day and may still open it: they hear about it. */
export async function recentParticipants(tx: Tx, doc: LoadedDocument, now: number): Promise<string[]> {
  const rows = await tx
    .selectDistinct({ userId: collabSessions.userId })
    .from(collabSessions)
    .where(and(eq(collabSessions.documentId, doc.id), gt(collabSessions.seenAt, new Date(now - 24 * 60 * 60_000))));
  return rows.map((row) => row.userId);
}

export async function mayOpen(tx: Tx, doc: LoadedDocument, userIds: string[]): Promise<string[]> {
  if (userIds.length === 0) return [];
  const rows = await tx.select({ userId: userRoles.userId, role: userRoles.role }).from(userRoles).where(inArray(userRoles.userId, userIds));
  const roles = new Map<string, Role[]>();
  for (const row of rows) roles.set(row.userId, [...(roles.get(row.userId) ?? []), row.role as Role]);
  return userIds.filter((id) => canOpen(doc, { id, roles: roles.get(id) ?? [] }));
}

export async function fileMinutes(
  db: Db,
  user: AuthUser,
  key: string,
  label: string,
  deliverAfterResponse: (ids: readonly string[]) => void,
): Promise<{ snapshotId: string; documentId: string; link: string; fileName: string }> {
  const viewer = { id: user.id, roles: user.roles };
  const now = Date.now();
  const result = await db.transaction(async (tx) => {
    const doc = await loadDocument(tx, user, key);
    if (!canManage(doc, viewer)) throw new HttpError(403, "forbidden", NOT_MANAGER);
    if (!canEdit(doc, viewer)) throw new HttpError(403, "forbidden", "Das Dokument ist archiviert und kann nicht mehr als Protokoll abgelegt werden.");
    const { id: snapshotId } = await takeSnapshot(tx, new PostgresUpdateStore(tx), doc.id, { kind: "minutes", label, userId: user.id, now });
    const source = await exportSource(tx, user, key, snapshotId);
    const fileName = `Protokoll ${doc.title.replace(/[\\/:*?"<>|]+/g, "-")} ${berlinDate(new Date(now))}.pdf`;
    const readRole = folderReadRole(doc.readRoles);
    const stored = await storeGeneratedDocument(tx, {
      folder: { key: readRole === "mitglied" ? "collab-minutes" : `collab-minutes-${readRole}`, name: FOLDER_NAMES[readRole], readRole },
      fileName,
      bytes: await pdfBytes(source),
      label,
      actorId: user.id,
    });
    await tx.update(collabSnapshots).set({ frozenDocumentId: stored.documentId }).where(eq(collabSnapshots.id, snapshotId));
    await recordAudit(tx, {
      actorUserId: user.id,
      action: "collab.minutes_filed",
      entityType: "collab_document",
      entityId: doc.id,
      after: { snapshotId, documentId: stored.documentId, version: stored.version, label },
    });
    await recordActivity(tx, {
      userId: user.id,
      type: "collab_minutes_filed",
      description: `Notizen „${doc.title}“ als Protokoll abgelegt (${label})`,
      metadata: { documentId: doc.id, snapshotId, filedDocumentId: stored.documentId },
    });
    const { deliveryIds } = await notify(tx, {
      recipients: await recentParticipants(tx, doc, now),
      kind: "collab.minutes_filed",
      title: `Protokoll abgelegt: ${doc.title}`,
      body: `„${label}“ liegt jetzt unveränderlich in den Dokumenten.`,
      link: stored.link,
      actorId: user.id,
      canRead: (inner, ids) => mayOpen(inner, doc, ids),
    });
    return { snapshotId, documentId: stored.documentId, link: stored.link, fileName: stored.name, deliveryIds: [...stored.deliveryIds, ...deliveryIds] };
  });
  deliverAfterResponse(result.deliveryIds);
  return { snapshotId: result.snapshotId, documentId: result.documentId, link: result.link, fileName: result.fileName };
}
