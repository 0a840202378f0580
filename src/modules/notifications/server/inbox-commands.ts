/** Marking the caller's notifications read; another user's notification is "not found". */
import { and, eq, isNull, sql } from "drizzle-orm";
import type { Db } from "#platform/db/client.ts";
import { notFound } from "#platform/http/errors.ts";
import { notifications as n } from "./tables.ts";

export async function markRead(db: Db, userId: string, id: string): Promise<void> {
  const updated = await db
    .update(n)
    .set({ readAt: sql`coalesce(${n.readAt}, now())` })
    .where(and(eq(n.id, id), eq(n.userId, userId)))
    .returning({ id: n.id });
  if (updated.length === 0) throw notFound("Die Benachrichtigung");
}

export async function markAllRead(db: Db, userId: string): Promise<{ marked: number }> {
  const updated = await db
    .update(n)
    .set({ readAt: sql`now()` })
    .where(and(eq(n.userId, userId), isNull(n.readAt)))
    .returning({ id: n.id });
  return { marked: updated.length };
}
