/**
 * Sends due outbox rows: claims them, delivers each, then records sent / failed (with the next try
 * from the backoff schedule) / dead (gave up, logged). Used by the scheduled function, by the
 * immediate try after a submission (with ids) and by sendMail().
 *
 * With a deadline (the scheduled beat's, ADR 204) a delivery is started only while enough time is
 * left; claimed rows it does not start are released at once (due again, the try not counted), so
 * the next beat takes them. A few deliveries run at a time: PDFs render on the CPU, and 25 at once
 * only made all of them finish late.
 */
import { and, eq, inArray, sql } from "drizzle-orm";
import { getDb, type Db } from "../db/client.ts";
import { outbox, type OutboxRow } from "./tables.ts";
import { reportError } from "../error-reporting/report-error.ts";
import { retryDelayMs, shouldGiveUp } from "./backoff.ts";
import { claimDue } from "./claim.ts";
import "./builtin-channels.ts";
import { deliver } from "./deliver.ts";
import { PermanentDeliveryError, registeredDeliveryKinds } from "./channels.ts";
import { Pace } from "../jobs/pace.ts";

export interface DispatchOptions {
  now?: Date;
  limit?: number;
  ids?: string[];
  /** Start a delivery only while it fits before this (epoch ms; see Pace). */
  deadline?: number;
  /** Shared by the batches of one job run, so each learns from the deliveries before it. */
  pace?: Pace;
}

export interface DispatchSummary {
  claimed: number;
  sent: number;
  retrying: number;
  dead: number;
  /** Claimed but not started for lack of time; due again at once. */
  released: number;
}

/** Deliveries run at the same time. */
const CONCURRENCY = 4;
/** The least time a delivery is started with (a mail with its PDF takes about a second). */
export const MIN_DELIVERY_MS = 2_000;

export async function dispatchOutbox(options: DispatchOptions = {}): Promise<DispatchSummary> {
  const db = await getDb();
  const now = options.now ?? new Date();
  // An immediate try leaves kinds this function has no channel for to the scheduled function
  // (which has every channel, ADR 203) instead of failing them.
  const kinds = options.ids ? registeredDeliveryKinds() : undefined;
  const rows = await claimDue(db, { now, limit: options.limit ?? 25, ids: options.ids, kinds });
  const outcomes: ("sent" | "failed" | "dead" | "released")[] = [];
  const queue = [...rows];
  const pace = options.pace ?? new Pace(options.deadline, MIN_DELIVERY_MS);
  const worker = async () => {
    for (let row = queue.shift(); row; row = queue.shift()) {
      if (!pace.fits()) {
        await release(db, row);
        outcomes.push("released");
        continue;
      }
      outcomes.push(await pace.time(() => attempt(db, row, now, options.deadline)));
    }
  };
  await Promise.all(Array.from({ length: Math.min(CONCURRENCY, rows.length) }, worker));
  return {
    claimed: rows.length,
    sent: outcomes.filter((o) => o === "sent").length,
    retrying: outcomes.filter((o) => o === "failed").length,
    dead: outcomes.filter((o) => o === "dead").length,
    released: outcomes.filter((o) => o === "released").length,
  };
}

/** Gives a claimed row back untried: due now, and the claim's attempt not counted. */
async function release(db: Db, row: OutboxRow): Promise<void> {
  await db
    .update(outbox)
    .set({ attempts: sql`${outbox.attempts} - 1`, nextAttemptAt: new Date() })
    .where(and(inArray(outbox.id, [row.id]), eq(outbox.attempts, row.attempts)));
}

async function attempt(db: Db, row: OutboxRow, now: Date, deadline: number | undefined): Promise<"sent" | "failed" | "dead"> {
  // Only the claim that is still current may record its result (not one whose lease ran out).
  const mine = and(eq(outbox.id, row.id), eq(outbox.attempts, row.attempts));
  try {
    await deliver(row, { deadline });
    await db.update(outbox).set({ status: "sent", sentAt: new Date(), lastError: null }).where(mine);
    return "sent";
  } catch (error) {
    const lastError = describeError(error);
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

function describeError(error: unknown): string {
  const message = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
  return message.slice(0, 1000);
}
