/**
 * The audit trail as CSV (the list's filters, newest first, at most MAX_ROWS entries). Every
 * export is itself logged: permission_granted data_export in the activity log (SPEC section 6)
 * and an audit entry naming the filters and the number of rows.
 */
import { and, desc, eq } from "drizzle-orm";
import type { Db } from "#platform/db/client.ts";
import type { AuthUser } from "#platform/auth/require-user.ts";
import { auditLog } from "#platform/audit/tables.ts";
import { recordAudit } from "#platform/audit/record-audit.ts";
import { logPermission } from "#platform/auth/activity-log.ts";
import { profiles } from "#platform/auth/tables.ts";
import { requiredRolesOf } from "#shared/access.ts";
import { toCsv } from "#shared/csv.ts";
import { csvResponse } from "#platform/http/respond.ts";
import { now } from "#platform/clock.ts";
import { berlinDate, formatGermanDateTime } from "#shared/dates.ts";
import { actionLabel, moduleLabel, type AuditFilters } from "../schema.ts";
import { auditColumns, auditConditions, toView } from "./audit-queries.ts";
import { entityNames } from "./entity-names.ts";

export const MAX_EXPORT_ROWS = 100_000;
const HEADER = [
  "Nr.",
  "Zeitpunkt",
  "Person",
  "E-Mail",
  "Bereich",
  "Aktion",
  "Aktionsschlüssel",
  "Objekttyp",
  "Objekt",
  "Objekt-ID",
  "Begründung",
  "Vorher",
  "Nachher",
  "Adresse",
  "Browser",
  "Hash",
];

export async function exportAuditCsv(db: Db, user: AuthUser, filters: AuditFilters): Promise<Response> {
  const rows = await db
    .select(auditColumns)
    .from(auditLog)
    .leftJoin(profiles, eq(profiles.id, auditLog.actorUserId))
    .where(and(auditConditions(filters)))
    .orderBy(desc(auditLog.seq))
    .limit(MAX_EXPORT_ROWS);
  const names = await entityNames(
    db,
    rows.map((r) => ({ entityType: r.entityType, entityId: r.entityId })),
  );
  const csv = toCsv(
    HEADER,
    rows.map((raw) => {
      const e = toView(raw as Parameters<typeof toView>[0], names);
      const json = (v: unknown) => (v === null || v === undefined ? null : JSON.stringify(v));
      return [
        e.seq,
        formatGermanDateTime(e.createdAt),
        e.actorName ?? e.actorUserId ?? "System",
        e.actorEmail,
        moduleLabel(e.module),
        actionLabel(e.action),
        e.action,
        e.entityLabel,
        e.entityName,
        e.entityId,
        e.reason,
        json(e.before),
        json(e.after),
        e.clientIp,
        e.userAgent,
        e.hash,
      ];
    }),
  );
  await logPermission({
    userId: user.id,
    action: "data_export",
    granted: true,
    roles: user.roles,
    requiredRoles: requiredRolesOf("audit"),
    metadata: { export: "audit", rows: rows.length, filters },
  });
  await recordAudit(db, {
    actorUserId: user.id,
    action: "data_export",
    entityType: "audit_log",
    entityId: "export",
    after: { rows: rows.length, filters },
    module: "audit",
  });
  return csvResponse(csv, `audit-protokoll-${berlinDate(now())}.csv`);
}
