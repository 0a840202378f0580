/**
 * The agenda: items in order, with documents. After the invitation, items can still be added
 * (the supplemented agenda, § 4 Abs. 4) but a statute change must have been announced with the
 * invitation; the motion rules enforce that when the motion is filed.
 */
import { and, eq, gt, max, sql } from "drizzle-orm";
import type { Db, Tx } from "#platform/db/client.ts";
import { recordAudit } from "#platform/audit/record-audit.ts";
import { rowsOf } from "#platform/db/rows.ts";
import { HttpError } from "#platform/http/errors.ts";
import type { AgendaItemInput } from "../../schema/assembly.ts";
import type { AgendaItemRecord } from "../../schema/views.ts";
import { agendaDocuments, agendaItems, generalAssemblies } from "../tables.ts";
import { notFound, refusal } from "../refusal.ts";
import type { Actor } from "./assembly-commands.ts";

function recordOf(row: typeof agendaItems.$inferSelect): AgendaItemRecord {
  return { ...row, announcedAt: row.announcedAt ? row.announcedAt.toISOString() : null, createdAt: row.createdAt.toISOString() };
}

async function editableAssembly(tx: Tx, assemblyId: string) {
  const [assembly] = await tx.select().from(generalAssemblies).where(eq(generalAssemblies.id, assemblyId)).for("update");
  if (!assembly) throw notFound("Versammlung nicht gefunden.");
  if (assembly.status !== "draft" && assembly.status !== "invited") {
    throw refusal("agenda_locked", "Die Tagesordnung einer eröffneten, beendeten oder abgesagten Versammlung kann nicht mehr geändert werden.");
  }
  return assembly;
}

export async function addAgendaItem(db: Db, assemblyId: string, input: AgendaItemInput, actor: Actor): Promise<AgendaItemRecord> {
  return db.transaction(async (tx) => {
    await editableAssembly(tx, assemblyId);
    const [last] = await tx
      .select({ position: max(agendaItems.position) })
      .from(agendaItems)
      .where(eq(agendaItems.assemblyId, assemblyId));
    const [row] = await tx
      .insert(agendaItems)
      .values({ assemblyId, position: (last?.position ?? 0) + 1, title: input.title, description: input.description })
      .returning();
    await recordAudit(tx, { actorUserId: actor.id, action: "agenda_item_added", entityType: "general_assembly", entityId: assemblyId, after: row });
    return recordOf(row!);
  });
}

export async function updateAgendaItem(db: Db, itemId: string, input: AgendaItemInput & { version: number }, actor: Actor): Promise<AgendaItemRecord> {
  return db.transaction(async (tx) => {
    const [item] = await tx.select().from(agendaItems).where(eq(agendaItems.id, itemId));
    if (!item) throw notFound("Tagesordnungspunkt nicht gefunden.");
    await editableAssembly(tx, item.assemblyId);
    if (item.announcedAt) throw refusal("agenda_item_announced", "Dieser Punkt wurde mit der Einladung bekannt gegeben und kann nicht mehr geändert werden.");
    const [after] = await tx
      .update(agendaItems)
      .set({ title: input.title, description: input.description, version: sql`${agendaItems.version} + 1` })
      .where(and(eq(agendaItems.id, itemId), eq(agendaItems.version, input.version)))
      .returning();
    if (!after) throw new HttpError(409, "version_conflict", "Dieser Tagesordnungspunkt wurde inzwischen geändert. Bitte laden Sie die Seite neu.");
    await recordAudit(tx, {
      actorUserId: actor.id,
      action: "agenda_item_updated",
      entityType: "general_assembly",
      entityId: item.assemblyId,
      before: item,
      after,
    });
    return recordOf(after);
  });
}

export async function removeAgendaItem(db: Db, itemId: string, actor: Actor) {
  return db.transaction(async (tx) => {
    const [item] = await tx.select().from(agendaItems).where(eq(agendaItems.id, itemId));
    if (!item) throw notFound("Tagesordnungspunkt nicht gefunden.");
    await editableAssembly(tx, item.assemblyId);
    if (item.announcedAt)
      throw refusal("agenda_item_announced", "Mit der Einladung bekannt gegebene Punkte können nicht gestrichen werden; die Versammlung kann sie vertagen.");
    await tx.delete(agendaItems).where(eq(agendaItems.id, itemId));
    await tx
      .update(agendaItems)
      .set({ position: sql`${agendaItems.position} - 1` })
      .where(and(eq(agendaItems.assemblyId, item.assemblyId), gt(agendaItems.position, item.position)));
    await recordAudit(tx, { actorUserId: actor.id, action: "agenda_item_removed", entityType: "general_assembly", entityId: item.assemblyId, before: item });
  });
}

export async function reorderAgenda(db: Db, assemblyId: string, itemIds: string[], actor: Actor) {
  return db.transaction(async (tx) => {
    const assembly = await editableAssembly(tx, assemblyId);
    if (assembly.status !== "draft") throw refusal("agenda_locked", "Nach dem Versand der Einladung bleibt die Reihenfolge der Tagesordnung bestehen.");
    const current = await tx.select({ id: agendaItems.id }).from(agendaItems).where(eq(agendaItems.assemblyId, assemblyId));
    const known = new Set(current.map((c) => c.id));
    if (itemIds.length !== known.size || !itemIds.every((id) => known.has(id))) {
      throw new HttpError(400, "invalid_input", "Die neue Reihenfolge muss jeden Tagesordnungspunkt genau einmal enthalten.");
    }
    for (const [index, id] of itemIds.entries()) {
      await tx
        .update(agendaItems)
        .set({ position: index + 1, version: sql`${agendaItems.version} + 1` })
        .where(eq(agendaItems.id, id));
    }
    await recordAudit(tx, { actorUserId: actor.id, action: "agenda_reordered", entityType: "general_assembly", entityId: assemblyId, after: itemIds });
  });
}

/**
 * An agenda document is an existing document of the documents module (picked in the office's
 * screen from the documents API). It goes to every member with the agenda, so it must exist, not
 * be in the trash, and lie in a folder every member may read. Read by the documents tables' shape
 * (documents, document_folders): the documents module's interface has no lookup for this yet.
 */
async function documentForMembers(tx: Tx, documentId: string): Promise<void> {
  // Raw: the documents module's tables, read by shape (README, Limits); the row type is this query's own.
  const [row] = rowsOf<{ read_role: string; folder: string }>(
    await tx.execute(sql`
      SELECT f.read_role, f.name AS folder FROM documents d JOIN document_folders f ON f.id = d.folder_id
      WHERE d.id = ${documentId}::uuid AND d.deleted_at IS NULL`),
  );
  if (!row) throw notFound("Dokument nicht gefunden oder im Papierkorb.");
  if (row.read_role !== "mitglied") {
    throw refusal(
      "document_not_for_members",
      `Dieses Dokument liegt im Ordner „${row.folder}“, den nicht alle Mitglieder lesen dürfen. Unterlagen zur Tagesordnung müssen allen Mitgliedern zugänglich sein; bitte legen Sie es in einen Ordner für Mitglieder.`,
    );
  }
}

export async function attachDocument(db: Db, itemId: string, document: { documentId: string; title: string }, actor: Actor) {
  return db.transaction(async (tx) => {
    const [item] = await tx.select().from(agendaItems).where(eq(agendaItems.id, itemId));
    if (!item) throw notFound("Tagesordnungspunkt nicht gefunden.");
    await editableAssembly(tx, item.assemblyId);
    await documentForMembers(tx, document.documentId);
    await tx.insert(agendaDocuments).values({ agendaItemId: itemId, documentId: document.documentId, title: document.title }).onConflictDoNothing();
    await recordAudit(tx, {
      actorUserId: actor.id,
      action: "agenda_document_attached",
      entityType: "general_assembly",
      entityId: item.assemblyId,
      after: { itemId, ...document },
    });
  });
}

export async function detachDocument(db: Db, itemId: string, documentId: string, actor: Actor) {
  return db.transaction(async (tx) => {
    const [item] = await tx.select().from(agendaItems).where(eq(agendaItems.id, itemId));
    if (!item) throw notFound("Tagesordnungspunkt nicht gefunden.");
    await editableAssembly(tx, item.assemblyId);
    await tx.delete(agendaDocuments).where(and(eq(agendaDocuments.agendaItemId, itemId), eq(agendaDocuments.documentId, documentId)));
    await recordAudit(tx, {
      actorUserId: actor.id,
      action: "agenda_document_detached",
      entityType: "general_assembly",
      entityId: item.assemblyId,
      before: { itemId, documentId },
    });
  });
}
