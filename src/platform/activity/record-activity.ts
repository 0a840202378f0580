/**
 * Writes a back-office activity of the acting user into user_activity_log inside the caller's
 * transaction, so the log entry exists exactly when the change it describes does.
 */
import type { Db } from "../db/client.ts";
import { userActivityLog } from "../auth/tables.ts";
import type { ActivityType } from "#shared/activity-types.ts";

export interface ActivityEntry {
  userId: string;
  type: ActivityType;
  description: string;
  metadata?: Record<string, unknown>;
}

/** The one writer of the user activity log: pass the transaction of the change it describes. */
export async function recordActivity(tx: Pick<Db, "insert">, entry: ActivityEntry): Promise<void> {
  await tx.insert(userActivityLog).values({ userId: entry.userId, activityType: entry.type, description: entry.description, metadata: entry.metadata ?? {} });
}
