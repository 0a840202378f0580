/** One campaign with its reach and, for editors, its named targets (ADR 170). */
import { asc, eq, sql } from "drizzle-orm";
import { outer } from "./outer-column.ts";
import type { Db } from "#platform/db/client.ts";
import { notFound } from "#platform/http/errors.ts";
import { crmContacts, organizations } from "#modules/crm/index.ts";
import type { CampaignDetail } from "../schema/campaign.ts";
import { canEdit, type Caller } from "./access.ts";
import { campaignColumns, toCampaignListItem } from "./campaign-queries.ts";
import { linksOf } from "./link-queries.ts";
import { contactName } from "./people-queries.ts";
import { politicalCampaigns, politicalCampaignTargets, politicalProcedures } from "./tables.ts";

/** A target counts as reached when a done action of this campaign reached them. */
const reached = sql<boolean>`EXISTS (
  SELECT 1 FROM political_action_contacts ac JOIN political_actions a ON a.id = ac.action_id
  WHERE a.campaign_id = ${outer(politicalCampaignTargets.campaignId)} AND ac.contact_id = ${outer(politicalCampaignTargets.contactId)} AND a.outcome <> 'geplant')`;

export async function getCampaign(db: Db, caller: Caller, id: string): Promise<CampaignDetail> {
  const [row] = await db
    .select(campaignColumns)
    .from(politicalCampaigns)
    .leftJoin(politicalProcedures, eq(politicalProcedures.id, politicalCampaigns.procedureId))
    .where(eq(politicalCampaigns.id, id));
  if (!row) throw notFound("Die Kampagne");
  const editor = canEdit(caller);
  const [targets, links] = await Promise.all([
    db
      .select({ id: crmContacts.id, name: contactName, organizationName: organizations.name, reached })
      .from(politicalCampaignTargets)
      .innerJoin(crmContacts, eq(crmContacts.id, politicalCampaignTargets.contactId))
      .leftJoin(organizations, eq(organizations.id, crmContacts.organizationId))
      .where(eq(politicalCampaignTargets.campaignId, id))
      .orderBy(asc(sql`lower(${crmContacts.lastName})`), asc(crmContacts.id)),
    linksOf(db, { campaignId: id }),
  ]);
  return {
    ...toCampaignListItem(row),
    ownerId: row.campaign.ownerId,
    reachedCount: targets.filter((t) => t.reached).length,
    ...(editor ? { targets } : {}),
    links,
    canEdit: editor,
  };
}
