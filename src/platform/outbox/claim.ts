/**
 * Claims due deliveries for one dispatcher. One UPDATE over a SELECT ... FOR UPDATE SKIP LOCKED:
 * concurrent dispatchers (scheduled runs, immediate tries of several instances) never claim the
 * same row, and nobody holds a lock while talking to a receiver. The claim counts the attempt and
 * pushes next_attempt_at out by a lease; if the claimer dies, the row becomes due again after it.
 */
import { and, asc, inArray, lte, sql } from "drizzle-orm";
import { outbox, type OutboxRow } from "./tables.ts";
import type { Db } from "../db/client.ts";
import { LEASE_MS } from "./backoff.ts";

export interface ClaimOptions {
  now: Date;
  limit: number;
  /** Only these rows (the immediate try right after a submission). */
  ids?: string[];
  /** Only rows of these kinds (those this process has a channel for). */
  kinds?: string[];
}

export async function claimDue(db: Db, { now, limit, ids, kinds }: ClaimOptions): Promise<OutboxRow[]> {
  const due = db
    .select({ id: outbox.id })
    .from(outbox)
    .where(
      and(
        inArray(outbox.status, ["pending", "failed"]),
        lte(outbox.nextAttemptAt, now),
        ids ? inArray(outbox.id, ids) : undefined,
        kinds ? inArray(outbox.kind, kinds) : undefined,
      ),
    )
    .orderBy(asc(outbox.nextAttemptAt))
    .limit(limit)
    .for("update", { skipLocked: true });
  return db
    .update(outbox)
    .set({ attempts: sql`${outbox.attempts} + 1`, nextAttemptAt: new Date(now.getTime() + LEASE_MS) })
    .where(inArray(outbox.id, due))
    .returning();
}
