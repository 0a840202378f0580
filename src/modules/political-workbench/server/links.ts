/**
 * Links from procedures, positions and campaigns to documents, press releases and tasks (ADR 171):
 * the target's id and the title seen when linking. Opening a link is the target module's business
 * (documents check the folder's read role), so a link never reveals more than its title.
 */
import { and, asc, eq, type SQL } from "drizzle-orm";
import type { Db } from "../../../platform/db/client.ts";
import { recordAudit } from "../../../platform/audit/record-audit.ts";
import { HttpError, notFound } from "../../../platform/http/errors.ts";
import { documentLink } from "../../documents/index.ts";
import { taskLink } from "../../tasks/index.ts";
import type { LinkKind } from "../labels.ts";
import type { LinkItem, LinkValues } from "../schema/link.ts";
import { politicalLinks } from "./tables.ts";

export type LinkOwner = { procedureId: string } | { positionId: string } | { campaignId: string };

export function hrefOf(kind: LinkKind, target: string): string {
  if (kind === "document") return documentLink(target);
  if (kind === "press") return `/presse/${encodeURIComponent(target)}`;
  return taskLink(target);
}

function ownerCondition(owner: LinkOwner): SQL {
  if ("procedureId" in owner) return eq(politicalLinks.procedureId, owner.procedureId);
  if ("positionId" in owner) return eq(politicalLinks.positionId, owner.positionId);
  return eq(politicalLinks.campaignId, owner.campaignId);
}

export async function linksOf(db: Db, owner: LinkOwner): Promise<LinkItem[]> {
  const rows = await db.select().from(politicalLinks).where(ownerCondition(owner)).orderBy(asc(politicalLinks.kind), asc(politicalLinks.createdAt)).limit(200);
  return rows.map(toLinkItem);
}

function toLinkItem(row: typeof politicalLinks.$inferSelect): LinkItem {
  return { id: row.id, kind: row.kind, target: row.target, title: row.title, href: hrefOf(row.kind, row.target), createdAt: row.createdAt.toISOString() };
}

/** Adds a link; the owner must exist (checked by the caller's lookup), a duplicate answers 409. */
export async function addLink(db: Db, actorId: string, owner: LinkOwner, values: LinkValues): Promise<LinkItem> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(politicalLinks)
      .values({ ...owner, kind: values.kind, target: values.target, title: values.title, createdBy: actorId })
      .onConflictDoNothing()
      .returning();
    if (!row) throw new HttpError(409, "duplicate_link", "Diese Verknüpfung besteht bereits.");
    await recordAudit(tx, { actorUserId: actorId, action: "link", entityType: "political_link", entityId: row.id, after: { ...owner, ...values } });
    return toLinkItem(row);
  });
}

export async function removeLink(db: Db, actorId: string, linkId: string): Promise<void> {
  await db.transaction(async (tx) => {
    const [row] = await tx
      .delete(politicalLinks)
      .where(and(eq(politicalLinks.id, linkId)))
      .returning();
    if (!row) throw notFound("Die Verknüpfung");
    await recordAudit(tx, { actorUserId: actorId, action: "unlink", entityType: "political_link", entityId: row.id, before: row });
  });
}
