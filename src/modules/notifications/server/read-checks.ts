/**
 * Read checks at delivery time. notify()'s canRead decides who is told when a notification is
 * created; a mail goes out later (the immediate one after the response, retried for up to a day
 * and a half; the digest up to a day later). A module that names the notification's target
 * (`target: { type, id }`) registers a check for that type here, through the composition root,
 * and the mail is sent only to a recipient the check still admits. An unknown type fails closed:
 * the immediate mail is retried (and given up, reported), the digest leaves the item out.
 */
import type { Db } from "#platform/db/client.ts";

type Reader = Pick<Db, "select" | "execute">;

export interface NotificationTarget {
  /** "<module>.<thing>", e.g. "discussions.post". */
  type: string;
  id: string;
}

export interface NotificationReadCheck {
  type: string;
  /** Of the given user ids, those who may read the target now (none if it is gone). */
  canRead(tx: Reader, userIds: string[], targetId: string): Promise<string[]>;
}

const checks = new Map<string, NotificationReadCheck>();

export function registerNotificationReadCheck(check: NotificationReadCheck): void {
  checks.set(check.type, check);
}

export class UnknownTargetTypeError extends Error {
  override name = "UnknownTargetTypeError";
}

export function readCheckFor(type: string): NotificationReadCheck {
  const check = checks.get(type);
  if (!check) throw new UnknownTargetTypeError(`No notification read check registered for target type "${type}"`);
  return check;
}

/** Whether the user may still read the target (true for a notification without one). */
export async function mayStillRead(tx: Reader, userId: string, target: { type: string | null; id: string | null }): Promise<boolean> {
  if (!target.type || !target.id) return true;
  return (await readCheckFor(target.type).canRead(tx, [userId], target.id)).includes(userId);
}
