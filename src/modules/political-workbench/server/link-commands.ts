/**
 * Links from procedures, positions and campaigns to documents, press releases and tasks (ADR 171):
 * the target's id and the title seen when linking. Opening a link is the target module's business
 * (documents check the folder's read role), so a link never reveals more than its title.
 * This file holds the writes; the reads are in link-queries.ts.
 */
import { and, eq } from "drizzle-orm";
import type { Db } from "#platform/db/client.ts";
import { recordAudit } from "#platform/audit/record-audit.ts";
import { HttpError, notFound } from "#platform/http/errors.ts";
import type { LinkItem, LinkValues } from "../schema/link.ts";
import { politicalLinks } from "./tables.ts";
import { type LinkOwner, toLinkItem } from "./link-queries.ts";

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
