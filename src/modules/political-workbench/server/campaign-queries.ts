/** Campaigns: the list (keyset), creating and editing; the detail with targets and reach. * This file holds the reads; the writes are in campaign-commands.ts.
 */
import { and, count, eq, gt, ilike, lt, lte, gte, or, sql, type SQL } from "drizzle-orm";
import { outer } from "./outer-column.ts";
import type { Db } from "#platform/db/client.ts";
import { notFound } from "#platform/http/errors.ts";
import { decodeCursor, keysetCondition, keysetOrder, type SortKey } from "#platform/paging/keyset.ts";
import { berlinDate } from "#shared/dates.ts";
import { now } from "#platform/clock.ts";
import type { CampaignListItem, CampaignListQuery } from "../schema/campaign.ts";
import type { KeysetPage } from "../schema/fields.ts";
import { keysetItems, likePattern } from "./paging.ts";
import { profileName } from "./people-queries.ts";
import { politicalCampaigns, politicalProcedures } from "./tables.ts";

const SORT: SortKey = { expr: politicalCampaigns.updatedAt, tie: politicalCampaigns.id, nullable: false };

const SORT_NAME = "campaigns:updated";

export const campaignColumns = {
  campaign: politicalCampaigns,
  procedureTitle: politicalProcedures.title,
  ownerName: profileName(politicalCampaigns.ownerId),
  targetCount: sql<number>`(SELECT count(*) FROM political_campaign_targets t WHERE t.campaign_id = ${outer(politicalCampaigns.id)})`.mapWith(Number),
  actionCount: sql<number>`(SELECT count(*) FROM political_actions a WHERE a.campaign_id = ${outer(politicalCampaigns.id)})`.mapWith(Number),
};

type CampaignRow = {
  campaign: typeof politicalCampaigns.$inferSelect;
  procedureTitle: string | null;
  ownerName: string | null;
  targetCount: number;
  actionCount: number;
};

export function toCampaignListItem(row: CampaignRow): CampaignListItem {
  const c = row.campaign;
  return {
    id: c.id,
    title: c.title,
    goal: c.goal,
    startsOn: c.startsOn,
    endsOn: c.endsOn,
    procedureId: c.procedureId,
    procedureTitle: row.procedureTitle,
    topic: c.topic,
    ownerName: row.ownerName,
    targetCount: row.targetCount,
    actionCount: row.actionCount,
    updatedAt: c.updatedAt.toISOString(),
    version: c.version,
  };
}

function filters(query: CampaignListQuery, today: string): SQL[] {
  const where: SQL[] = [];
  if (query.q) {
    const pattern = likePattern(query.q);
    where.push(
      or(
        ilike(politicalCampaigns.title, pattern),
        ilike(politicalCampaigns.goal, pattern),
        ilike(politicalCampaigns.topic, pattern),
        ilike(politicalProcedures.title, pattern),
      )!,
    );
  }
  if (query.state === "geplant") where.push(gt(politicalCampaigns.startsOn, today));
  if (query.state === "laufend") where.push(and(lte(politicalCampaigns.startsOn, today), gte(politicalCampaigns.endsOn, today))!);
  if (query.state === "beendet") where.push(lt(politicalCampaigns.endsOn, today));
  if (query.procedureId) where.push(eq(politicalCampaigns.procedureId, query.procedureId));
  return where;
}

export async function listCampaigns(db: Db, query: CampaignListQuery, today = berlinDate(now())): Promise<KeysetPage<CampaignListItem>> {
  const where = filters(query, today);
  const paged = query.cursor ? [...where, keysetCondition(SORT, "desc", decodeCursor(SORT_NAME, query.cursor))] : where;
  const [rows, [{ total }]] = await Promise.all([
    db
      .select({ ...campaignColumns, id: politicalCampaigns.id, sortKey: sql<string>`(${SORT.expr})::text` })
      .from(politicalCampaigns)
      .leftJoin(politicalProcedures, eq(politicalProcedures.id, politicalCampaigns.procedureId))
      .where(and(...paged))
      .orderBy(...keysetOrder(SORT, "desc"))
      .limit(query.limit + 1),
    db
      .select({ total: count() })
      .from(politicalCampaigns)
      .leftJoin(politicalProcedures, eq(politicalProcedures.id, politicalCampaigns.procedureId))
      .where(and(...where)),
  ]);
  const page = keysetItems(rows, query.limit, SORT_NAME);
  return { items: page.rows.map(toCampaignListItem), nextCursor: page.nextCursor, total };
}

export async function campaignOr404(db: Db, id: string, lock = false) {
  const query = db.select().from(politicalCampaigns).where(eq(politicalCampaigns.id, id));
  const [row] = lock ? await query.for("update") : await query;
  if (!row) throw notFound("Die Kampagne");
  return row;
}
