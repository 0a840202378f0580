/**
 * Scheduled every 5 minutes on Netlify (scripts/serve.ts runs it every SCHEDULE_INTERVAL_MS
 * locally): sends due outbox rows in batches until none are left or the time budget is used up,
 * and prunes old rate-limit windows.
 */
import type { Config } from "@netlify/functions";
import { getDb } from "../../src/server/db/client.ts";
import { dispatchOutbox, type DispatchSummary } from "../../src/server/outbox/dispatch.ts";
import { pruneRateLimits } from "../../src/server/rate-limit.ts";
import { reportError } from "../../src/server/report-error.ts";

const BATCH_SIZE = 25;
// Netlify stops scheduled functions after 30 s; leave room for the slowest receiver (5-10 s).
const TIME_BUDGET_MS = 15_000;

export default async (): Promise<Response> => {
  const started = Date.now();
  const total: DispatchSummary = { claimed: 0, sent: 0, retrying: 0, dead: 0 };
  try {
    for (;;) {
      const batch = await dispatchOutbox({ limit: BATCH_SIZE });
      for (const key of Object.keys(total) as (keyof DispatchSummary)[]) total[key] += batch[key];
      if (batch.claimed < BATCH_SIZE || Date.now() - started > TIME_BUDGET_MS) break;
    }
    await pruneRateLimits(await getDb(), new Date(Date.now() - 24 * 60 * 60_000));
  } catch (error) {
    reportError(error, { task: "outbox-dispatch" });
    return Response.json({ ok: false, ...total }, { status: 500 });
  }
  if (total.claimed > 0) console.log("[outbox-dispatch]", JSON.stringify(total));
  return Response.json({ ok: true, ...total });
};

export const config: Config = { schedule: "*/5 * * * *" };
