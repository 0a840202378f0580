/** Target stakeholders of a campaign: CRM contacts, put on the stakeholder map when added. */
import { and, eq } from "drizzle-orm";
import type { Db } from "#platform/db/client.ts";
import { recordAudit } from "#platform/audit/record-audit.ts";
import { HttpError, notFound } from "#platform/http/errors.ts";
import { campaignOr404 } from "./campaign-queries.ts";
import { touchCampaign } from "./campaign-commands.ts";
import { ensureStakeholder } from "./stance-commands.ts";
import { politicalCampaignTargets } from "./tables.ts";

export async function addTarget(db: Db, actorId: string, campaignId: string, contactId: string): Promise<void> {
  await db.transaction(async (tx) => {
    await campaignOr404(tx, campaignId);
    await ensureStakeholder(tx, contactId);
    const inserted = await tx.insert(politicalCampaignTargets).values({ campaignId, contactId, addedBy: actorId }).onConflictDoNothing().returning();
    if (inserted.length === 0) throw new HttpError(409, "duplicate_target", "Dieser Kontakt ist bereits Ziel der Kampagne.");
    await recordAudit(tx, { actorUserId: actorId, action: "add_target", entityType: "political_campaign", entityId: campaignId, after: { contactId } });
    await touchCampaign(tx, campaignId);
  });
}

export async function removeTarget(db: Db, actorId: string, campaignId: string, contactId: string): Promise<void> {
  await db.transaction(async (tx) => {
    const removed = await tx
      .delete(politicalCampaignTargets)
      .where(and(eq(politicalCampaignTargets.campaignId, campaignId), eq(politicalCampaignTargets.contactId, contactId)))
      .returning();
    if (removed.length === 0) throw notFound("Das Kampagnenziel");
    await recordAudit(tx, { actorUserId: actorId, action: "remove_target", entityType: "political_campaign", entityId: campaignId, before: { contactId } });
    await touchCampaign(tx, campaignId);
  });
}
