/**
 * Settings that administrators change at run time, one row per key, each change in the audit
 * trail. The environment gives the default until an administrator decides.
 */
import { eq, sql } from "drizzle-orm";
import { jsonb, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import type { Db, Tx } from "../db/client.ts";
import { recordAudit } from "../audit/record-audit.ts";

export const platformSettings = pgTable("platform_settings", {
  key: text("key").primaryKey(),
  value: jsonb("value").notNull(),
  updatedBy: text("updated_by"),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

export interface StoredSetting<T> {
  value: T;
  updatedBy: string | null;
  updatedAt: string | null;
}

export async function readSetting<T>(db: Pick<Db, "select">, key: string, fallback: T): Promise<StoredSetting<T>> {
  const [row] = await db.select().from(platformSettings).where(eq(platformSettings.key, key));
  return row
    ? { value: row.value as T, updatedBy: row.updatedBy, updatedAt: new Date(row.updatedAt).toISOString() }
    : { value: fallback, updatedBy: null, updatedAt: null };
}

export async function writeSetting(tx: Tx, key: string, value: unknown, actorId: string, before: unknown): Promise<void> {
  await tx
    .insert(platformSettings)
    .values({ key, value, updatedBy: actorId })
    .onConflictDoUpdate({ target: platformSettings.key, set: { value, updatedBy: actorId, updatedAt: sql`now()` } });
  await recordAudit(tx, {
    actorUserId: actorId,
    action: "setting_changed",
    entityType: "platform_setting",
    entityId: key,
    before: { value: before },
    after: { value },
  });
}
