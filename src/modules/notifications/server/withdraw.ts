/**
 * Withdrawing notifications whose target someone may no longer see. A module calls it in the
 * transaction of the change: a thread moved to a category fewer people may read (keep: the new
 * readers), a post or thread deleted (no keep: everyone's go, with the excerpt they carried).
 * Their pending immediate mails are then withheld by the mail channel (the notification is gone).
 */
import { and, eq, inArray, notInArray } from "drizzle-orm";
import type { Db, Tx } from "#platform/db/client.ts";
import { notifications as n } from "./tables.ts";

export interface WithdrawInput {
  /** The target type the notifications were sent with, e.g. "discussions.post". */
  type: string;
  ids: readonly string[];
  /** Of the recipients, those who keep their notifications; absent: nobody does. */
  keep?: (tx: Pick<Db, "select" | "execute">, userIds: string[]) => Promise<string[]>;
}

/** Deletes the notifications about the targets of those `keep` does not admit; returns how many. */
export async function withdrawNotifications(tx: Tx, input: WithdrawInput): Promise<number> {
  if (input.ids.length === 0) return 0;
  const about = and(eq(n.targetType, input.type), inArray(n.targetId, [...input.ids]));
  let keepIds: string[] = [];
  if (input.keep) {
    const recipients = await tx.selectDistinct({ userId: n.userId }).from(n).where(about);
    if (recipients.length === 0) return 0;
    keepIds = await input.keep(
      tx,
      recipients.map((r) => r.userId),
    );
  }
  const removed = await tx
    .delete(n)
    .where(and(about, keepIds.length > 0 ? notInArray(n.userId, keepIds) : undefined))
    .returning({ id: n.id });
  return removed.length;
}
