/**
 * The one scheduled function: every five minutes it runs the jobs that are due (outbox deliveries,
 * retention, each module's reminders and digests; src/composition/jobs.ts). Scheduled functions
 * have no URL on Netlify, and scripts/serve.ts runs this one on a timer without exposing it.
 */
import type { Config } from "@netlify/functions";
import { registerModuleChannels } from "../../src/composition/channels/all.ts";
import { ALL_JOBS } from "../../src/composition/jobs.ts";
import { getDb } from "#platform/db/client.ts";
import { flushErrorReports, reportError } from "#platform/error-reporting/report-error.ts";
import { runDueJobs } from "#platform/jobs/scheduler.ts";

export default async (): Promise<Response> => {
  try {
    await registerModuleChannels();
    const outcomes = await runDueJobs(await getDb(), ALL_JOBS);
    const ran = outcomes.filter((o) => o.status !== "skipped");
    if (ran.length > 0) console.log("[scheduled-jobs]", JSON.stringify(ran));
    return Response.json({ ok: ran.every((o) => o.status === "ok" || o.status === "deferred"), jobs: ran });
  } catch (error) {
    reportError(error, { task: "scheduled-jobs" });
    return Response.json({ ok: false }, { status: 500 });
  } finally {
    // Netlify freezes the function when it returns: failed jobs' reports are sent first.
    await flushErrorReports();
  }
};

export const config: Config = { schedule: "*/5 * * * *" };
