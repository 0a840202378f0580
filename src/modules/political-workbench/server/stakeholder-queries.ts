/**
 * The stakeholder map (editors only, ADR 170): CRM contacts with their political facts, grouped by
 * institution (their CRM organisation), with party, committees, relationship owner, the last
 * interaction (CRM history or campaign action, whichever is newer) and, per procedure, the stance.
 */
import { and, arrayContains, count, eq, ilike, or, sql, type SQL } from "drizzle-orm";
import { outer } from "./outer-column.ts";
import type { Db } from "#platform/db/client.ts";
import { decodeCursor, keysetCondition, keysetOrder, type SortKey } from "#platform/paging/keyset.ts";
import { crmContacts, organizations } from "#modules/crm/index.ts";
import type { KeysetPage } from "../schema/fields.ts";
import type { ContactOption, StakeholderFacets, StakeholderItem, StakeholderListQuery } from "../schema/stakeholder.ts";
import type { Party } from "../domain/labels.ts";
import { rowsOf } from "#platform/db/rows.ts";
import { keysetItems, likePattern } from "./paging.ts";
import { contactName, profileName } from "./people-queries.ts";
import { politicalStakeholders, politicalStances } from "./tables.ts";

/**
 * By institution, then last and first name: lower(organisation name || ' ' || last || ' ' ||
 * first), kept on the stakeholder row by the triggers of 0375 so that a page is one index range
 * (the contact id breaks ties, as before).
 */
const SORT: SortKey = { expr: politicalStakeholders.sortKey, tie: politicalStakeholders.contactId, nullable: false };
const SORT_NAME = "stakeholders:institution";

/** The newer of the CRM's last interaction and the last done campaign action (kept on the stakeholder row, 0385). */
export const lastInteractionOn = sql<string | null>`greatest(
  (SELECT max(i.occurred_on) FROM crm_interactions i WHERE i.contact_id = ${outer(crmContacts.id)}),
  ${outer(politicalStakeholders.lastActionOn)}
)::text`;

function filters(query: StakeholderListQuery): SQL[] {
  const where: SQL[] = [];
  if (query.q) {
    const pattern = likePattern(query.q);
    where.push(or(ilike(contactName, pattern), ilike(organizations.name, pattern), ilike(crmContacts.jobFunction, pattern))!);
  }
  if (query.institutionKind) where.push(eq(politicalStakeholders.institutionKind, query.institutionKind));
  if (query.party) where.push(eq(politicalStakeholders.party, query.party));
  if (query.committee) where.push(arrayContains(politicalStakeholders.committees, [query.committee]));
  if (query.ownerId) where.push(eq(politicalStakeholders.relationshipOwnerId, query.ownerId));
  if (query.stance) where.push(eq(politicalStances.stance, query.stance));
  return where;
}

function baseQuery<T extends Record<string, unknown>>(db: Db, columns: T, procedureId: string | undefined) {
  const base = db
    .select(columns as never)
    .from(politicalStakeholders)
    .innerJoin(crmContacts, eq(crmContacts.id, politicalStakeholders.contactId))
    .leftJoin(organizations, eq(organizations.id, crmContacts.organizationId));
  // Per procedure the map shows only the people with a stance on it; otherwise no stance column.
  return procedureId
    ? base.innerJoin(politicalStances, and(eq(politicalStances.contactId, politicalStakeholders.contactId), eq(politicalStances.procedureId, procedureId)))
    : base.leftJoin(politicalStances, sql`false`);
}

function countQuery(db: Db, procedureId: string | undefined) {
  const base = db.select({ total: count() }).from(politicalStakeholders);
  return procedureId
    ? base.innerJoin(politicalStances, and(eq(politicalStances.contactId, politicalStakeholders.contactId), eq(politicalStances.procedureId, procedureId)))
    : base.leftJoin(politicalStances, sql`false`);
}

export async function listStakeholders(db: Db, query: StakeholderListQuery): Promise<KeysetPage<StakeholderItem>> {
  const where = filters(query);
  const paged = query.cursor ? [...where, keysetCondition(SORT, "asc", decodeCursor(SORT_NAME, query.cursor))] : where;
  const columns = {
    id: crmContacts.id,
    sortKey: sql<string>`(${SORT.expr})::text`,
    name: contactName,
    jobFunction: crmContacts.jobFunction,
    organizationId: crmContacts.organizationId,
    institution: organizations.name,
    facts: politicalStakeholders,
    ownerName: profileName(politicalStakeholders.relationshipOwnerId),
    lastInteractionOn,
    stance: politicalStances.stance,
  };
  type Row = {
    id: string;
    sortKey: string;
    name: string;
    jobFunction: string | null;
    organizationId: string | null;
    institution: string | null;
    facts: typeof politicalStakeholders.$inferSelect;
    ownerName: string | null;
    lastInteractionOn: string | null;
    stance: StakeholderItem["stance"];
  };
  const [rows, [totalRow]] = await Promise.all([
    baseQuery(db, columns, query.procedureId)
      .where(and(...paged))
      .orderBy(...keysetOrder(SORT, "asc"))
      .limit(query.limit + 1) as unknown as Promise<Row[]>,
    // Without a search (the only filter on the contact and organisation) the count reads the
    // stakeholders (and stances) alone.
    (query.q ? baseQuery(db, { total: count() }, query.procedureId) : countQuery(db, query.procedureId)).where(and(...where)) as unknown as Promise<
      { total: number }[]
    >,
  ]);
  const page = keysetItems(rows, query.limit, SORT_NAME);
  return {
    items: page.rows.map((r) => ({
      contactId: r.id,
      name: r.name,
      jobFunction: r.jobFunction,
      organizationId: r.organizationId,
      institution: r.institution,
      institutionKind: r.facts.institutionKind,
      party: r.facts.party,
      committees: r.facts.committees,
      relationshipOwnerId: r.facts.relationshipOwnerId,
      relationshipOwnerName: r.ownerName,
      notes: r.facts.notes,
      lastInteractionOn: r.lastInteractionOn,
      stance: r.stance ?? null,
      version: r.facts.version,
    })),
    nextCursor: page.nextCursor,
    total: Number(totalRow?.total ?? 0),
  };
}

/**
 * Institutions, parties and committees with their counts, for the map's filters and overview, in
 * one statement (issue 27: four round trips, and the institutions joined all 5,000 stakeholders to
 * their organisations): institutions are counted by organisation id over stakeholders and contacts
 * and named after (50 key lookups, not a scan of every organisation), parties and the total read
 * indexes only. A materialized "people" CTE shared by all four was slower (75 against 31 ms under
 * load 11): each pass over the CTE's tuple store costs more than an index-only scan.
 */
export async function stakeholderFacets(db: Db): Promise<StakeholderFacets> {
  const [row] = rowsOf<{ institutions: unknown; parties: unknown; committees: unknown; total: number }>(
    await db.execute(sql`SELECT
        (SELECT coalesce(json_agg(x), '[]'::json) FROM (
          SELECT coalesce((SELECT o.name FROM organizations o WHERE o.id = b.organization_id), 'ohne Organisation') AS name, sum(b.n)::int AS count
          FROM (SELECT c.organization_id, count(*) AS n FROM political_stakeholders s JOIN crm_contacts c ON c.id = s.contact_id GROUP BY c.organization_id) b
          GROUP BY 1 ORDER BY 2 DESC, 1 LIMIT 200) x) AS institutions,
        (SELECT coalesce(json_agg(x), '[]'::json) FROM (SELECT party, count(*)::int AS count FROM political_stakeholders GROUP BY party ORDER BY 2 DESC, 1) x) AS parties,
        (SELECT coalesce(json_agg(x), '[]'::json) FROM (
          SELECT c.name, count(*)::int AS count FROM political_stakeholders s, unnest(s.committees) AS c(name) GROUP BY c.name ORDER BY 2 DESC, 1 LIMIT 200) x) AS committees,
        (SELECT count(*)::int FROM political_stakeholders) AS total`),
  );
  const json = <T>(value: unknown) => (typeof value === "string" ? JSON.parse(value) : value) as T;
  return {
    institutions: json<StakeholderFacets["institutions"]>(row?.institutions ?? []),
    parties: json<{ party: Party | null; count: number }[]>(row?.parties ?? []),
    committees: json<StakeholderFacets["committees"]>(row?.committees ?? []),
    total: Number(row?.total ?? 0),
  };
}

/** CRM contacts for the pickers (editors): name, organisation and whether they are on the map. */
export async function contactOptions(db: Db, q: string | undefined): Promise<ContactOption[]> {
  const rows = await db
    .select({
      id: crmContacts.id,
      name: contactName,
      organizationName: organizations.name,
      mapped: sql<boolean>`${politicalStakeholders.contactId} IS NOT NULL`,
    })
    .from(crmContacts)
    .leftJoin(organizations, eq(organizations.id, crmContacts.organizationId))
    .leftJoin(politicalStakeholders, eq(politicalStakeholders.contactId, crmContacts.id))
    .where(q ? or(ilike(contactName, likePattern(q)), ilike(organizations.name, likePattern(q))) : undefined)
    .orderBy(sql`lower(${crmContacts.lastName})`, crmContacts.id)
    .limit(20);
  return rows;
}
