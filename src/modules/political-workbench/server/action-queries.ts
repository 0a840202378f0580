/**
 * Campaign actions (letters, meetings, events, press releases, calls, e-mails) with their outcome and
 * the contacts reached. Members see the actions without the contacts (ADR 170).
 * This file holds the reads; the writes are in action-commands.ts.
 */
import { and, eq, sql } from "drizzle-orm";
import { outer } from "./outer-column.ts";
import type { Db } from "#platform/db/client.ts";
import { decodeCursor, keysetCondition, keysetOrder, type SortKey } from "#platform/paging/keyset.ts";
import type { CampaignAction } from "../schema/campaign.ts";
import type { ContactRef, KeysetPage } from "../schema/fields.ts";
import { canEdit, type Caller } from "./access.ts";
import { campaignOr404 } from "./campaign-queries.ts";
import { keysetItems } from "./paging.ts";
import { profileName } from "./people-queries.ts";
import { politicalActions } from "./tables.ts";

const SORT: SortKey = { expr: politicalActions.occurredOn, tie: politicalActions.id, nullable: false };

const SORT_NAME = "actions:occurred";

const contactsJson = sql<ContactRef[] | string>`(
  SELECT coalesce(json_agg(json_build_object('id', c.id, 'name', trim(concat_ws(' ', c.title, nullif(c.first_name, ''), c.last_name)), 'organizationName', o.name) ORDER BY lower(c.last_name), c.id), '[]'::json)
  FROM political_action_contacts ac JOIN crm_contacts c ON c.id = ac.contact_id LEFT JOIN organizations o ON o.id = c.organization_id
  WHERE ac.action_id = ${outer(politicalActions.id)})`;

export async function listActions(
  db: Db,
  caller: Caller,
  campaignId: string,
  query: { cursor?: string | undefined; limit: number },
): Promise<KeysetPage<CampaignAction>> {
  await campaignOr404(db, campaignId);
  const editor = canEdit(caller);
  const where = [eq(politicalActions.campaignId, campaignId)];
  const paged = query.cursor ? [...where, keysetCondition(SORT, "desc", decodeCursor(SORT_NAME, query.cursor))] : where;
  const [rows, [{ total }]] = await Promise.all([
    db
      .select({
        action: politicalActions,
        id: politicalActions.id,
        sortKey: sql<string>`(${SORT.expr})::text`,
        createdByName: profileName(politicalActions.createdBy),
        contactCount: sql<number>`(SELECT count(*) FROM political_action_contacts ac WHERE ac.action_id = ${outer(politicalActions.id)})`.mapWith(Number),
        contacts: editor ? contactsJson : sql<null>`NULL`,
      })
      .from(politicalActions)
      .where(and(...paged))
      .orderBy(...keysetOrder(SORT, "desc"))
      .limit(query.limit + 1),
    db
      .select({ total: sql<number>`count(*)`.mapWith(Number) })
      .from(politicalActions)
      .where(and(...where)),
  ]);
  const page = keysetItems(rows, query.limit, SORT_NAME);
  return {
    items: page.rows.map((r) => ({
      id: r.action.id,
      kind: r.action.kind,
      occurredOn: r.action.occurredOn,
      title: r.action.title,
      notes: r.action.notes,
      outcome: r.action.outcome,
      contactCount: r.contactCount,
      ...(editor ? { contacts: typeof r.contacts === "string" ? (JSON.parse(r.contacts) as ContactRef[]) : (r.contacts ?? []) } : {}),
      createdByName: r.createdByName,
      version: r.action.version,
    })),
    nextCursor: page.nextCursor,
    total,
  };
}
