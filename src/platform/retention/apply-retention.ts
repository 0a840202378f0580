/**
 * Deletes what the privacy notice (content/dokumente/datenschutz.mdx, section 14 "Speicherdauer")
 * promises to delete, once a day (the job platform.retention, src/platform/jobs/platform-jobs.ts):
 *
 *   E-Mail-Versandprotokolle                      höchstens 30 Tage   sent and dead outbox rows
 *   Sicherheitsprotokolle des internen Bereichs   zwölf Monate        user_activity_log
 *   Kontaktanfragen                               sechs Monate        contact_messages (the office
 *                                                                     answers from the mail; the row
 *                                                                     is the copy kept in case a
 *                                                                     mail was lost)
 *   Abgelehnte oder zurückgezogene Anträge        sechs Monate nach   membership_applications in
 *                                                 der Entscheidung    status rejected / withdrawn
 *
 * Approved applications stay with the membership they created (deleted with the member's data).
 * The audit trail keeps its entries: they name the application by id, not the applicant.
 */
import { sql } from "drizzle-orm";
import type { Db } from "../db/client.ts";

export const RETENTION = {
  deliveryLogDays: 30,
  activityLogMonths: 12,
  contactMessageMonths: 6,
  closedApplicationMonths: 6,
} as const;

export interface RetentionSummary {
  deliveries: number;
  activityEntries: number;
  contactMessages: number;
  applications: number;
}

export async function applyRetention(db: Db, now: Date = new Date()): Promise<RetentionSummary> {
  const at = sql`${now.toISOString()}::timestamptz`;
  const deliveries = await db.execute(sql`
    DELETE FROM outbox
    WHERE status IN ('sent', 'dead')
      AND coalesce(sent_at, created_at) < ${at} - make_interval(days => ${RETENTION.deliveryLogDays})`);
  const activityEntries = await db.execute(sql`
    DELETE FROM user_activity_log WHERE created_at < ${at} - make_interval(months => ${RETENTION.activityLogMonths})`);
  const contactMessages = await db.execute(sql`
    DELETE FROM contact_messages WHERE created_at < ${at} - make_interval(months => ${RETENTION.contactMessageMonths})`);
  // A withdrawal has no decision date; its last status change (updated_at) is the moment it closed.
  const applications = await db.execute(sql`
    DELETE FROM membership_applications
    WHERE status IN ('rejected', 'withdrawn')
      AND coalesce(decided_at, updated_at) < ${at} - make_interval(months => ${RETENTION.closedApplicationMonths})`);
  return {
    deliveries: affected(deliveries),
    activityEntries: affected(activityEntries),
    contactMessages: affected(contactMessages),
    applications: affected(applications),
  };
}

/** node-postgres and Neon report rowCount, PGlite affectedRows. */
function affected(result: unknown): number {
  const r = result as { rowCount?: number | null; affectedRows?: number };
  return Number(r.rowCount ?? r.affectedRows ?? 0);
}
