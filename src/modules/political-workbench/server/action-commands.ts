/**
 * Campaign actions (letters, meetings, events, press releases, calls, e-mails) with their outcome and
 * the contacts reached. Members see the actions without the contacts (ADR 170).
 * This file holds the writes; the reads are in action-queries.ts.
 */
import { eq, sql } from "drizzle-orm";
import type { Db } from "#platform/db/client.ts";
import { recordAudit } from "#platform/audit/record-audit.ts";
import { recordActivity } from "#platform/activity/record-activity.ts";
import { notFound, versionConflict } from "#platform/http/errors.ts";
import { ACTION_KIND_LABELS } from "../domain/labels.ts";
import type { ActionUpdate, ActionValues } from "../schema/campaign.ts";
import { campaignOr404 } from "./campaign-queries.ts";
import { touchCampaign } from "./campaign-commands.ts";
import { assertContacts } from "./people-queries.ts";
import { politicalActionContacts, politicalActions } from "./tables.ts";

const ENTITY = "political_action";

export async function createAction(db: Db, actorId: string, campaignId: string, values: ActionValues): Promise<string> {
  const { contactIds, ...fields } = values;
  return db.transaction(async (tx) => {
    const campaign = await campaignOr404(tx, campaignId);
    await assertContacts(tx, contactIds);
    const [row] = await tx
      .insert(politicalActions)
      .values({ ...fields, campaignId, createdBy: actorId })
      .returning({ id: politicalActions.id });
    const id = row!.id;
    if (contactIds.length) await tx.insert(politicalActionContacts).values(contactIds.map((contactId) => ({ actionId: id, contactId })));
    await recordAudit(tx, { actorUserId: actorId, action: "create", entityType: ENTITY, entityId: id, after: { campaignId, ...values } });
    await recordActivity(tx, {
      userId: actorId,
      type: "political_action_logged",
      description: `${ACTION_KIND_LABELS[fields.kind]} erfasst: ${fields.title} (${campaign.title})`,
      metadata: { campaignId, actionId: id },
    });
    await touchCampaign(tx, campaignId);
    return id;
  });
}

async function lockedAction(db: Db, id: string) {
  const [row] = await db.select().from(politicalActions).where(eq(politicalActions.id, id)).for("update");
  if (!row) throw notFound("Die Aktion");
  return row;
}

export async function updateAction(db: Db, actorId: string, id: string, update: ActionUpdate): Promise<void> {
  const { version, contactIds, ...fields } = update;
  await db.transaction(async (tx) => {
    const before = await lockedAction(tx, id);
    if (before.version !== version) throw versionConflict(before.version);
    await assertContacts(tx, contactIds);
    const beforeContacts = await tx
      .select({ contactId: politicalActionContacts.contactId })
      .from(politicalActionContacts)
      .where(eq(politicalActionContacts.actionId, id));
    await tx
      .update(politicalActions)
      .set({ ...fields, updatedAt: sql`now()`, version: sql`${politicalActions.version} + 1` })
      .where(eq(politicalActions.id, id));
    await tx.delete(politicalActionContacts).where(eq(politicalActionContacts.actionId, id));
    if (contactIds.length) await tx.insert(politicalActionContacts).values(contactIds.map((contactId) => ({ actionId: id, contactId })));
    const { id: _id, createdAt: _c, updatedAt: _u, createdBy: _b, version: _v, ...beforeFields } = before;
    await recordAudit(tx, {
      actorUserId: actorId,
      action: "update",
      entityType: ENTITY,
      entityId: id,
      before: { ...beforeFields, contactIds: beforeContacts.map((c) => c.contactId) },
      after: { ...fields, contactIds },
    });
    await touchCampaign(tx, before.campaignId);
  });
}

export async function deleteAction(db: Db, actorId: string, id: string, version: number): Promise<void> {
  await db.transaction(async (tx) => {
    const before = await lockedAction(tx, id);
    if (before.version !== version) throw versionConflict(before.version);
    await tx.delete(politicalActions).where(eq(politicalActions.id, id));
    await recordAudit(tx, { actorUserId: actorId, action: "delete", entityType: ENTITY, entityId: id, before });
    await touchCampaign(tx, before.campaignId);
  });
}
