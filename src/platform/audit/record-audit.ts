/**
 * Writes one audit trail entry. Pass the transaction the change runs in, so the entry commits
 * (or rolls back) together with the change it describes. The client address, user agent and
 * request id come from the request the router is handling (request-context.ts); the database
 * seals the entry into the hash chain when the transaction commits (migration 0280, ADR 180), so
 * writers neither compute hashes nor wait for each other before their commit.
 */
import type { Db } from "../db/client.ts";
import { currentRequest } from "../http/request-context.ts";
import { auditLog } from "./tables.ts";
import { auditAreaOf } from "#shared/audit-labels.ts";

export interface AuditEntry {
  actorUserId: string | null;
  action: string;
  entityType: string;
  entityId: string;
  before?: unknown;
  after?: unknown;
  reason?: string | null;
  /** The writing module; by default the module of the request's path (or the entity type's first word). */
  module?: string;
}

export async function recordAudit(db: Pick<Db, "insert">, entry: AuditEntry): Promise<void> {
  const request = currentRequest();
  await db.insert(auditLog).values({
    actorUserId: entry.actorUserId,
    action: entry.action,
    entityType: entry.entityType,
    entityId: entry.entityId,
    before: entry.before ?? null,
    after: entry.after ?? null,
    reason: entry.reason ?? null,
    module: entry.module ?? areaOf(request?.path, entry.entityType),
    clientIp: request?.ip ?? null,
    userAgent: request?.userAgent ?? null,
    requestId: request?.requestId ?? null,
  });
}

/**
 * The area an entry belongs to, as the audit filters name it (src/shared/audit-labels.ts): the
 * request's module, else (jobs, scripts) the entity type's. An unknown one stays as written.
 */
function areaOf(path: string | undefined, entityType: string): string {
  const fromPath = moduleOfPath(path);
  return auditAreaOf(fromPath) ?? auditAreaOf(entityType) ?? fromPath ?? entityType.split(/[._]/)[0]!;
}

/** "/api/crm/contacts/1" (or the older "/api/back-office/crm/...") -> "crm", "/api/documents/x" -> "documents". */
export function moduleOfPath(path: string | undefined): string | undefined {
  const match = /^\/api\/(?:back-office\/)?([a-z0-9-]+)/.exec(path ?? "");
  return match?.[1];
}
