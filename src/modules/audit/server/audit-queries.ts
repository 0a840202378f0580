/**
 * Reading the audit trail: newest first by chain position (seq), filtered by person, module,
 * action and Berlin calendar days, paged by keyset (seq < before), so page 500 of a million
 * entries costs what page 1 costs (index audit_log_seq_idx, or the per-filter indexes of 0280).
 */
import { and, desc, eq, inArray, lt, sql, type SQL } from "drizzle-orm";
import type { Db } from "#platform/db/client.ts";
import { rowsOf } from "#platform/db/rows.ts";
import { auditFilterValues, auditLog } from "#platform/audit/tables.ts";
import { profiles } from "#platform/auth/tables.ts";
import { auditAreaKeys, auditAreaOf, AUDIT_AREAS, auditEntityLabel } from "#shared/audit-labels.ts";
import { entityNames, recordedName } from "./entity-names.ts";
import type { AuditEntryView, AuditFacets, AuditFilters, AuditListQuery, AuditPage } from "../schema.ts";

const berlinDayStart = (day: string) => sql`((${day})::date)::timestamp AT TIME ZONE 'Europe/Berlin'`;

export function auditConditions(filters: AuditFilters): SQL | undefined {
  return and(
    sql`${auditLog.seq} IS NOT NULL`,
    filters.user ? eq(auditLog.actorUserId, filters.user) : undefined,
    // An area's entries, whichever of its keys they were written with ("document", "documents").
    filters.module ? inArray(auditLog.module, auditAreaKeys(filters.module)) : undefined,
    filters.action ? eq(auditLog.action, filters.action) : undefined,
    filters.from ? sql`${auditLog.createdAt} >= ${berlinDayStart(filters.from)}` : undefined,
    filters.to ? sql`${auditLog.createdAt} < ${berlinDayStart(filters.to)} + interval '1 day'` : undefined,
  );
}

export const auditColumns = {
  id: auditLog.id,
  seq: auditLog.seq,
  createdAt: auditLog.createdAt,
  actorUserId: auditLog.actorUserId,
  actorFirstName: profiles.firstName,
  actorLastName: profiles.lastName,
  actorEmail: profiles.email,
  module: auditLog.module,
  action: auditLog.action,
  entityType: auditLog.entityType,
  entityId: auditLog.entityId,
  reason: auditLog.reason,
  clientIp: auditLog.clientIp,
  userAgent: auditLog.userAgent,
  before: auditLog.before,
  after: auditLog.after,
  hash: auditLog.hash,
};

type AuditRow = { [K in keyof typeof auditColumns]: unknown } & { createdAt: Date; seq: number | null; id: number };

export function toView(row: AuditRow, names?: Map<string, Map<string, string>>): AuditEntryView {
  const name = [row.actorFirstName, row.actorLastName].filter(Boolean).join(" ");
  return {
    id: row.id,
    seq: row.seq ?? 0,
    createdAt: row.createdAt.toISOString(),
    actorUserId: (row.actorUserId as string | null) ?? null,
    actorName: name || null,
    actorEmail: (row.actorEmail as string | null) ?? null,
    module: (row.module as string | null) ?? null,
    action: row.action as string,
    entityType: row.entityType as string,
    entityId: row.entityId as string,
    entityLabel: auditEntityLabel(row.entityType as string),
    entityName: names?.get(row.entityType as string)?.get(row.entityId as string) ?? recordedName(row.before, row.after),
    reason: (row.reason as string | null) ?? null,
    clientIp: (row.clientIp as string | null) ?? null,
    userAgent: (row.userAgent as string | null) ?? null,
    before: row.before ?? null,
    after: row.after ?? null,
    hash: (row.hash as string | null) ?? "",
  };
}

export async function listAuditEntries(db: Db, query: AuditListQuery): Promise<AuditPage> {
  const rows = await db
    .select(auditColumns)
    .from(auditLog)
    .leftJoin(profiles, eq(profiles.id, auditLog.actorUserId))
    .where(and(auditConditions(query), query.before ? lt(auditLog.seq, query.before) : undefined))
    .orderBy(desc(auditLog.seq))
    .limit(query.pageSize + 1);
  const page = rows.slice(0, query.pageSize) as AuditRow[];
  const names = await entityNames(
    db,
    page.map((r) => ({ entityType: r.entityType as string, entityId: r.entityId as string })),
  );
  const items = page.map((r) => toView(r, names));
  return { items, nextBefore: rows.length > query.pageSize ? (items.at(-1)?.seq ?? null) : null };
}

/**
 * The values the filters offer, from the small table the trail's inserts keep (0440): distinct
 * values of a 200,000-entry trail, two reads of a few hundred rows instead of a loose index scan
 * per column and one index probe per profile for the people (issue 27).
 */
export async function auditFacets(db: Db): Promise<AuditFacets> {
  const [values, actors] = await Promise.all([
    db
      .select({ kind: auditFilterValues.kind, value: auditFilterValues.value })
      .from(auditFilterValues)
      .where(inArray(auditFilterValues.kind, ["module", "action"]))
      .orderBy(auditFilterValues.kind, auditFilterValues.value),
    db.execute(sql`
      SELECT p.id, coalesce(nullif(trim(concat_ws(' ', p.first_name, p.last_name)), ''), p.email) AS name
      FROM audit_filter_values f JOIN profiles p ON p.id = f.value
      WHERE f.kind = 'actor'
      ORDER BY lower(coalesce(nullif(trim(concat_ws(' ', p.first_name, p.last_name)), ''), p.email))
      LIMIT 500`),
  ]);
  const of = (kind: "module" | "action") =>
    values
      .filter((v) => v.kind === kind)
      .map((v) => v.value)
      .slice(0, 500);
  // Each area once, by its German name, whatever keys its entries carry.
  const areas = [...new Set(of("module").map((m) => auditAreaOf(m) ?? m))];
  const label = (m: string) => (m in AUDIT_AREAS ? AUDIT_AREAS[m as keyof typeof AUDIT_AREAS].label : m);
  const modules = areas.sort((a, b) => label(a).localeCompare(label(b), "de"));
  return { modules, actions: of("action"), actors: rowsOf<{ id: string; name: string }>(actors) };
}
