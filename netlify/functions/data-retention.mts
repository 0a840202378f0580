/**
 * Scheduled once a day: deletes personal data whose retention period in the privacy notice has
 * passed (src/server/retention/apply-retention.ts). scripts/serve.ts runs it with the other
 * scheduled functions; deleting nothing is the normal case.
 */
import type { Config } from "@netlify/functions";
import { getDb } from "../../src/server/db/client.ts";
import { reportError } from "../../src/server/report-error.ts";
import { applyRetention } from "../../src/server/retention/apply-retention.ts";

export default async (): Promise<Response> => {
  try {
    const summary = await applyRetention(await getDb());
    if (Object.values(summary).some((n) => n > 0)) console.log("[data-retention]", JSON.stringify(summary));
    return Response.json({ ok: true, ...summary });
  } catch (error) {
    reportError(error, { task: "data-retention" });
    return Response.json({ ok: false }, { status: 500 });
  }
};

export const config: Config = { schedule: "@daily" };
