/**
 * Links from procedures, positions and campaigns to documents, press releases and tasks (ADR 171):
 * the target's id and the title seen when linking. Opening a link is the target module's business
 * (documents check the folder's read role), so a link never reveals more than its title.
 * This file holds the reads; the writes are in link-commands.ts.
 */
import { asc, eq, type SQL } from "drizzle-orm";
import type { Db } from "#platform/db/client.ts";
import { documentLink } from "#modules/documents/index.ts";
import { taskLink } from "#modules/tasks/index.ts";
import type { LinkKind } from "../domain/labels.ts";
import type { LinkItem } from "../schema/link.ts";
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

/** At most this many links of one record are listed. */
export const LINKS_LIMIT = 200;

export async function linksOf(db: Db, owner: LinkOwner): Promise<LinkItem[]> {
  const rows = await db
    .select()
    .from(politicalLinks)
    .where(ownerCondition(owner))
    .orderBy(asc(politicalLinks.kind), asc(politicalLinks.createdAt))
    .limit(LINKS_LIMIT);
  return rows.map(toLinkItem);
}

export function toLinkItem(row: typeof politicalLinks.$inferSelect): LinkItem {
  return { id: row.id, kind: row.kind, target: row.target, title: row.title, href: hrefOf(row.kind, row.target), createdAt: row.createdAt.toISOString() };
}
