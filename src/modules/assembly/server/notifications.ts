/**
 * Who hears about what: the people of the member companies (invitations, minutes), the people in
 * the room (ballots opened, results) and the office (motions, requests that reached the threshold).
 * Everything goes through the notifications module's notify(), inside the change's transaction.
 */
import { sql } from "drizzle-orm";
import { rowsOf } from "#platform/db/rows.ts";
import type { Tx } from "#platform/db/client.ts";
import { notify, type NotificationInput } from "#modules/notifications/index.ts";

async function ids(tx: Tx, query: ReturnType<typeof sql>): Promise<string[]> {
  return rowsOf<{ id: string }>(await tx.execute(query)).map((r) => r.id);
}

/** Accounts linked to a current member company. */
export const memberPeople = (tx: Tx, today: string) =>
  ids(
    tx,
    sql`
    SELECT p.id FROM profiles p JOIN memberships m ON m.organization_id = p.organization_id
    WHERE p.deactivated_at IS NULL AND m.entry_date <= ${today}::date AND (m.exit_date IS NULL OR m.exit_date >= ${today}::date)`,
  );

/** People checked in to the assembly right now. */
export const peoplePresent = (tx: Tx, assemblyId: string) =>
  ids(tx, sql`SELECT user_id AS id FROM assembly_attendance WHERE assembly_id = ${assemblyId} AND checked_in_at IS NOT NULL AND left_at IS NULL`);

/** The office: administrators run assemblies (/backend/voting is admin only). */
export const officePeople = (tx: Tx) => ids(tx, sql`SELECT DISTINCT user_id AS id FROM user_roles WHERE role = 'admin'`);

export async function tell(tx: Tx, recipients: string[], input: Omit<NotificationInput, "recipients">): Promise<string[]> {
  if (recipients.length === 0) return [];
  return (await notify(tx, { ...input, recipients })).deliveryIds;
}
