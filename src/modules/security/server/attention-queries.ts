/**
 * Open security incidents for the administrators' dashboard (issue 25): not closed, those with a
 * running or missed 72-hour reporting clock (GDPR Art. 33) first, then the newest.
 */
import { sql } from "drizzle-orm";
import type { Db } from "#platform/db/client.ts";
import { rowsOf } from "#platform/db/rows.ts";
import { GDPR_REPORT_HOURS, type IncidentStatus, type Severity } from "../schema.ts";

export interface OpenIncident {
  id: string;
  title: string;
  severity: Severity;
  status: IncidentStatus;
  discoveredAt: string;
  /** When the report to the authority is due; null when none is required or it has been made. */
  reportDueAt: string | null;
}

export async function openIncidents(db: Pick<Db, "execute">, limit = 5): Promise<{ total: number; items: OpenIncident[] }> {
  const rows = rowsOf<OpenIncident & { total: number }>(
    await db.execute(sql`
      SELECT id::text, title, severity, status, discovered_at AS "discoveredAt",
        CASE WHEN personal_data_affected AND authority_notified_at IS NULL
          THEN discovered_at + make_interval(hours => ${GDPR_REPORT_HOURS}) END AS "reportDueAt",
        count(*) OVER ()::int AS total
      FROM security_incidents WHERE status <> 'closed'
      ORDER BY (personal_data_affected AND authority_notified_at IS NULL) DESC, discovered_at DESC, id DESC
      LIMIT ${limit}`),
  );
  const iso = (v: unknown) => (v === null || v === undefined ? null : new Date(v as string).toISOString());
  return {
    total: rows[0]?.total ?? 0,
    items: rows.map(({ total: _total, ...r }) => ({ ...r, discoveredAt: iso(r.discoveredAt)!, reportDueAt: iso(r.reportDueAt) })),
  };
}
