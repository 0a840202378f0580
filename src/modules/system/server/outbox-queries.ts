/** The outbox as the system screen lists it: deliveries by status, newest first (keyset). */
import { and, desc, eq, sql } from "drizzle-orm";
import type { Db } from "#platform/db/client.ts";
import { deliveryKindLabel } from "#platform/outbox/channels.ts";
import { outbox, type OutboxRow } from "#platform/outbox/tables.ts";
import type { OutboxItem, OutboxListQuery, OutboxPage } from "../schema.ts";

const PAGE_SIZE = 50;

export function toItem(row: OutboxRow): OutboxItem {
  return {
    id: row.id,
    kind: row.kind,
    kindLabel: deliveryKindLabel(row.kind),
    target: row.target,
    reference: row.reference,
    status: row.status,
    attempts: row.attempts,
    nextAttemptAt: row.nextAttemptAt.toISOString(),
    lastError: row.lastError,
    createdAt: row.createdAt.toISOString(),
    sentAt: row.sentAt?.toISOString() ?? null,
  };
}

export async function listOutbox(db: Db, query: OutboxListQuery): Promise<OutboxPage> {
  const [createdAt, id] = query.cursor?.split("|") ?? [];
  const rows = await db
    .select()
    .from(outbox)
    .where(
      and(eq(outbox.status, query.status), createdAt && id ? sql`(${outbox.createdAt}, ${outbox.id}) < (${createdAt}::timestamptz, ${id}::uuid)` : undefined),
    )
    .orderBy(desc(outbox.createdAt), desc(outbox.id))
    .limit(PAGE_SIZE + 1);
  const items = rows.slice(0, PAGE_SIZE).map(toItem);
  const last = rows.length > PAGE_SIZE ? rows[PAGE_SIZE - 1] : undefined;
  return { items, nextCursor: last ? `${last.createdAt.toISOString()}|${last.id}` : null };
}
