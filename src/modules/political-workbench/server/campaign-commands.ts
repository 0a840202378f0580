/** Campaigns: the list (keyset), creating and editing; the detail with targets and reach. * This file holds the writes; the reads are in campaign-queries.ts.
 */
import { eq, sql } from "drizzle-orm";
import type { Db } from "#platform/db/client.ts";
import { recordAudit } from "#platform/audit/record-audit.ts";
import { recordActivity } from "#platform/activity/record-activity.ts";
import { HttpError, versionConflict } from "#platform/http/errors.ts";
import type { CampaignUpdate, CampaignValues } from "../schema/campaign.ts";
import { assertEditor } from "./people-queries.ts";
import { politicalCampaigns, politicalProcedures } from "./tables.ts";
import { campaignOr404 } from "./campaign-queries.ts";
import { forgetAnalytics } from "./analytics-queries.ts";

async function assertProcedure(db: Db, procedureId: string | null): Promise<void> {
  if (!procedureId) return;
  const [row] = await db.select({ id: politicalProcedures.id }).from(politicalProcedures).where(eq(politicalProcedures.id, procedureId));
  if (!row) throw new HttpError(400, "invalid_input", "Ungültige Eingaben", ["procedureId: Dieses Verfahren gibt es nicht (mehr)."]);
}

export async function createCampaign(db: Db, actorId: string, values: CampaignValues): Promise<string> {
  return db.transaction(async (tx) => {
    await assertProcedure(tx, values.procedureId);
    await assertEditor(tx, values.ownerId, "ownerId");
    const [row] = await tx
      .insert(politicalCampaigns)
      .values({ ...values, createdBy: actorId })
      .returning({ id: politicalCampaigns.id });
    await recordAudit(tx, { actorUserId: actorId, action: "create", entityType: "political_campaign", entityId: row!.id, after: values });
    await recordActivity(tx, {
      userId: actorId,
      type: "political_campaign_created",
      description: `Kampagne angelegt: ${values.title}`,
      metadata: { campaignId: row!.id },
    });
    await forgetAnalytics(tx);
    return row!.id;
  });
}

export async function updateCampaign(db: Db, actorId: string, id: string, update: CampaignUpdate): Promise<void> {
  const { version, ...values } = update;
  await db.transaction(async (tx) => {
    const before = await campaignOr404(tx, id, true);
    if (before.version !== version) throw versionConflict(before.version);
    if (values.procedureId !== before.procedureId) await assertProcedure(tx, values.procedureId);
    if (values.ownerId !== before.ownerId) await assertEditor(tx, values.ownerId, "ownerId");
    await tx
      .update(politicalCampaigns)
      .set({ ...values, updatedAt: sql`now()`, version: sql`${politicalCampaigns.version} + 1` })
      .where(eq(politicalCampaigns.id, id));
    const { id: _id, createdAt: _c, updatedAt: _u, createdBy: _b, version: _v, ...fields } = before;
    await recordAudit(tx, { actorUserId: actorId, action: "update", entityType: "political_campaign", entityId: id, before: fields, after: values });
    // Its period decides which targets count.
    await forgetAnalytics(tx);
  });
}

/** Something of the campaign changed (targets, actions): its place in the list moves up, its analytics are computed again. */
export async function touchCampaign(db: Db, id: string): Promise<void> {
  await db.update(politicalCampaigns).set({ updatedAt: sql`now()` }).where(eq(politicalCampaigns.id, id));
  await forgetAnalytics(db);
}
