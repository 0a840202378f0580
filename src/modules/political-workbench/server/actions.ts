/**
 * Campaign actions (letters, meetings, events, press releases, calls, e-mails) with their outcome and
 * the contacts reached. Members see the actions without the contacts (ADR 170).
 */
import { and, eq, sql } from "drizzle-orm";
import { outer } from "./outer-column.ts";
import type { Db } from "../../../platform/db/client.ts";
import { recordAudit } from "../../../platform/audit/record-audit.ts";
import { recordActivity } from "../../../platform/activity/record-activity.ts";
import { notFound, versionConflict } from "../../../platform/http/errors.ts";
import { decodeCursor, keysetCondition, keysetOrder, type SortKey } from "../../../platform/paging/keyset.ts";
import { ACTION_KIND_LABELS } from "../labels.ts";
import type { ActionUpdate, ActionValues, CampaignAction } from "../schema/campaign.ts";
import type { ContactRef, KeysetPage } from "../schema/fields.ts";
import { canEdit, type Caller } from "./access.ts";
import { campaignOr404, touchCampaign } from "./campaigns.ts";
import { keysetItems } from "./paging.ts";
import { assertContacts, profileName } from "./people.ts";
import { politicalActionContacts, politicalActions } from "./tables.ts";

const SORT: SortKey = { expr: politicalActions.occurredOn, tie: politicalActions.id, nullable: false };
const SORT_NAME = "actions:occurred";
const ENTITY = "political_action";

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
