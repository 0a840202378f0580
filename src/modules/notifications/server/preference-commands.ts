/** Saving a user's e-mail choice for one kind (or "*": every kind), audited. */
import { sql } from "drizzle-orm";
import type { Db, Tx } from "#platform/db/client.ts";
import { recordAudit } from "#platform/audit/record-audit.ts";
import { NOTIFICATION_KINDS, type NotificationKind } from "#shared/notification-kinds.ts";
import type { EmailPreference, EmailPreferenceUpdate } from "../schema.ts";
import { notificationPreferences as prefs } from "./tables.ts";
import { listPreferences } from "./preference-queries.ts";

/** Sets one kind's choice (or every kind's, for "*"); the audit trail keeps what changed. */
export async function setPreference(tx: Tx, userId: string, update: EmailPreferenceUpdate, actorId: string | null): Promise<void> {
  const kinds = update.kind === "*" ? (Object.keys(NOTIFICATION_KINDS) as NotificationKind[]) : [update.kind];
  await tx
    .insert(prefs)
    .values(kinds.map((kind) => ({ userId, kind, email: update.email })))
    .onConflictDoUpdate({ target: [prefs.userId, prefs.kind], set: { email: sql`excluded.email`, updatedAt: sql`now()` } });
  await recordAudit(tx, {
    actorUserId: actorId,
    action: "notification_preference_set",
    entityType: "profile",
    entityId: userId,
    after: { kind: update.kind, email: update.email },
  });
}

export async function updatePreference(db: Db, userId: string, update: EmailPreferenceUpdate): Promise<{ items: EmailPreference[] }> {
  await db.transaction((tx) => setPreference(tx, userId, update, userId));
  return listPreferences(db, userId);
}
