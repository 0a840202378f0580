/** Reading the interaction history of a contact or an organisation, newest first. */
import { and, count, desc, eq, type SQL } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Db } from "#platform/db/client.ts";
import { profiles } from "#platform/auth/tables.ts";
import type { Page } from "#shared/schemas/list-query.ts";
import { displayName } from "#shared/people.ts";
import type { CrmInteraction } from "../schema/interaction.ts";
import { organizations } from "./organization-table.ts";
import { crmContacts, crmInteractions } from "./tables.ts";

const who = alias(profiles, "who");

interface HistoryQuery {
  contactId?: string;
  organizationId?: string;
  page: number;
  pageSize: number;
}

export async function listInteractions(db: Db, query: HistoryQuery): Promise<Page<CrmInteraction>> {
  const filters: SQL[] = [];
  if (query.contactId) filters.push(eq(crmInteractions.contactId, query.contactId));
  if (query.organizationId) filters.push(eq(crmInteractions.organizationId, query.organizationId));
  const where = and(...filters);
  const [rows, [{ total }]] = await Promise.all([
    selectInteractions(db)
      .where(where)
      .orderBy(desc(crmInteractions.occurredOn), desc(crmInteractions.createdAt))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db.select({ total: count() }).from(crmInteractions).where(where),
  ]);
  return { items: rows.map(toCrmInteraction), total, page: query.page, pageSize: query.pageSize };
}

export function selectInteractions(db: Db) {
  return db
    .select({
      interaction: crmInteractions,
      userFirstName: who.firstName,
      userLastName: who.lastName,
      userEmail: who.email,
      contactFirstName: crmContacts.firstName,
      contactLastName: crmContacts.lastName,
      organizationName: organizations.name,
    })
    .from(crmInteractions)
    .leftJoin(who, eq(who.id, crmInteractions.userId))
    .leftJoin(crmContacts, eq(crmContacts.id, crmInteractions.contactId))
    .leftJoin(organizations, eq(organizations.id, crmInteractions.organizationId));
}

type SelectedRow = Awaited<ReturnType<ReturnType<typeof selectInteractions>["where"]>>[number];

export function toCrmInteraction(row: SelectedRow): CrmInteraction {
  const i = row.interaction;
  const userName = displayName({ firstName: row.userFirstName, lastName: row.userLastName, email: row.userEmail }) || null;
  const contactName = row.contactLastName ? [row.contactFirstName, row.contactLastName].filter(Boolean).join(" ") : null;
  return {
    id: i.id,
    kind: i.kind,
    occurredOn: i.occurredOn,
    summary: i.summary,
    userId: i.userId,
    userName,
    contactId: i.contactId,
    contactName,
    organizationId: i.organizationId,
    organizationName: row.organizationName,
    createdAt: i.createdAt.toISOString(),
  };
}
