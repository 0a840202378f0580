/**
 * E-mail choices per user and kind: immediately, daily digest or off. No row means the kind's
 * default (src/shared/notification-kinds.ts). notify() reads the choices of all its recipients in
 * one query; the screen reads one user's list (saving: preference-commands.ts).
 */
import { and, eq, inArray } from "drizzle-orm";
import type { Db } from "#platform/db/client.ts";
import { defaultEmailMode, NOTIFICATION_KINDS, type EmailMode, type NotificationKind } from "#shared/notification-kinds.ts";
import type { EmailPreference } from "../schema.ts";
import { notificationPreferences as prefs } from "./tables.ts";

/** The effective choice of each given user for one kind. */
export async function emailModesFor(tx: Pick<Db, "select">, userIds: readonly string[], kind: string): Promise<Map<string, EmailMode>> {
  const modes = new Map(userIds.map((id) => [id, defaultEmailMode(kind)]));
  if (userIds.length === 0) return modes;
  const rows = await tx
    .select({ userId: prefs.userId, email: prefs.email })
    .from(prefs)
    .where(and(inArray(prefs.userId, [...userIds]), eq(prefs.kind, kind)));
  for (const row of rows) modes.set(row.userId, row.email);
  return modes;
}

export async function listPreferences(db: Db, userId: string): Promise<{ items: EmailPreference[] }> {
  const rows = await db.select({ kind: prefs.kind, email: prefs.email }).from(prefs).where(eq(prefs.userId, userId));
  const chosen = new Map(rows.map((r) => [r.kind, r.email]));
  const items = (Object.keys(NOTIFICATION_KINDS) as NotificationKind[]).map((kind) => ({
    kind,
    module: NOTIFICATION_KINDS[kind].module,
    label: NOTIFICATION_KINDS[kind].label,
    email: chosen.get(kind) ?? defaultEmailMode(kind),
    isDefault: !chosen.has(kind),
  }));
  return { items };
}
