/**
 * Who may open, edit and manage a notes document. Screen and server decide alike from the same
 * facts; the server's answer is the one that counts.
 *
 * - open: the document's read roles (empty: every signed-in user; the role hierarchy applies).
 * - edit: open, and the document is not archived.
 * - manage (rename, limit, archive, named snapshots, restore, freeze): board roles, or whoever
 *   created the document, as long as they can open it.
 * - limit to roles: only roles the person holds themselves, so nobody locks themselves out; the
 *   association's shared document can be neither limited nor archived.
 */
import { hasAnyRole, type Role } from "#shared/roles.ts";

export interface DocumentFacts {
  readRoles: readonly Role[];
  archived: boolean;
  isShared: boolean;
  createdBy: string | null;
}

/** Who asks, as the access rules need it (structurally the signed-in AuthUser; domain/ stays free of the platform). */
export interface DocumentUser {
  id: string;
  roles: readonly Role[];
}

const BOARD: readonly Role[] = ["admin", "geschaeftsfuehrung", "vorstand"];

export function canOpen(doc: DocumentFacts, viewer: DocumentUser): boolean {
  return hasAnyRole(viewer.roles, doc.readRoles);
}

export function canEdit(doc: DocumentFacts, viewer: DocumentUser): boolean {
  return canOpen(doc, viewer) && !doc.archived;
}

export function canManage(doc: DocumentFacts, viewer: DocumentUser): boolean {
  if (!canOpen(doc, viewer)) return false;
  return viewer.roles.some((role) => BOARD.includes(role)) || (doc.createdBy !== null && doc.createdBy === viewer.id);
}

export function canArchive(doc: DocumentFacts, viewer: DocumentUser): boolean {
  return canManage(doc, viewer) && !doc.isShared;
}

/** Whether the viewer may give a document exactly these read roles. */
export function canLimitTo(doc: DocumentFacts | null, viewer: DocumentUser, readRoles: readonly Role[]): boolean {
  if (doc?.isShared) return readRoles.length === 0;
  return hasAnyRole(viewer.roles, readRoles);
}
