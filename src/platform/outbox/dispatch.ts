/**
 * Sends due outbox rows: claims them, delivers each, then records sent / failed (with the next try
 * from the backoff schedule) / dead (gave up, logged). Used by the scheduled function, by the
 * immediate try after a submission (with ids) and by sendMail().
 */
import { and, eq } from "drizzle-orm";
import { getDb, type Db } from "../db/client.ts";
import { outbox, type OutboxRow } from "./tables.ts";
import { reportError } from "../error-reporting/report-error.ts";
import { retryDelayMs, shouldGiveUp } from "./backoff.ts";
import { claimDue } from "./claim.ts";
import "./builtin-channels.ts";
import { deliver } from "./deliver.ts";
import { PermanentDeliveryError } from "./channels.ts";

export interface DispatchOptions {
  now?: Date;
  limit?: number;
  ids?: string[];
}

export interface DispatchSummary {
  claimed: number;
  sent: number;
  retrying: number;
  dead: number;
}

export async function dispatchOutbox(options: DispatchOptions = {}): Promise<DispatchSummary> {
  const db = await getDb();
  const now = options.now ?? new Date();
  const rows = await claimDue(db, { now, limit: options.limit ?? 25, ids: options.ids });
  const outcomes = await Promise.all(rows.map((row) => attempt(db, row, now)));
  return {
    claimed: rows.length,
    sent: outcomes.filter((o) => o === "sent").length,
    retrying: outcomes.filter((o) => o === "failed").length,
    dead: outcomes.filter((o) => o === "dead").length,
  };
}

async function attempt(db: Db, row: OutboxRow, now: Date): Promise<"sent" | "failed" | "dead"> {
  // Only the claim that is still current may record its result (not one whose lease ran out).
  const mine = and(eq(outbox.id, row.id), eq(outbox.attempts, row.attempts));
  try {
    await deliver(row);
    await db.update(outbox).set({ status: "sent", sentAt: new Date(), lastError: null }).where(mine);
    return "sent";
  } catch (error) {
    const lastError = describe(error);
    if (shouldGiveUp(row.attempts) || error instanceof PermanentDeliveryError) {
      await db.update(outbox).set({ status: "dead", lastError }).where(mine);
      reportError(new Error(`Outbox delivery ${row.id} (${row.kind}) gave up after ${row.attempts} attempts: ${lastError}`), {
        outboxId: row.id,
        kind: row.kind,
        reference: row.reference ?? "",
      });
      return "dead";
    }
    const nextAttemptAt = new Date(now.getTime() + retryDelayMs(row.attempts));
    await db.update(outbox).set({ status: "failed", lastError, nextAttemptAt }).where(mine);
    return "failed";
  }
}

/**
 * The first try of deliveries a request has just committed, awaited before it answers: true when
 * all were sent. A failure is reported, never thrown; the rows stay queued for the dispatcher.
 */
export async function tryDeliverNow(ids: string[], errorContext: Record<string, string>): Promise<boolean> {
  try {
    return (await dispatchOutbox({ ids })).sent === ids.length;
  } catch (error) {
    reportError(error, errorContext);
    return false;
  }
}

function describe(error: unknown): string {
  const message = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
  return message.slice(0, 1000);
}
