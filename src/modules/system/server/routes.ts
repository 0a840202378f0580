/**
 * System administration (admin only, SPEC section 6). A factory: the jobs come from the
 * composition root (src/composition/jobs.ts), which a module may not import.
 */
import type { Job } from "../../../platform/jobs/job.ts";
import { runDueJobs } from "../../../platform/jobs/scheduler.ts";
import { recordAudit } from "../../../platform/audit/record-audit.ts";
import { notFound } from "../../../platform/http/errors.ts";
import { idParams } from "../../../platform/http/params.ts";
import { route } from "../../../platform/http/router.ts";
import { jobNameParams, outboxListQuerySchema } from "../schema.ts";
import { discardDelivery, listOutbox, retryDelivery } from "./outbox-admin.ts";
import { systemStatus } from "./system-status.ts";

export function systemRoutes(jobs: () => readonly Job[]) {
  return [
    route({ method: "GET", path: "/api/system/status", access: "system", handle: ({ db }) => systemStatus(db, jobs()) }),
    route({ method: "GET", path: "/api/system/outbox", access: "system", query: outboxListQuerySchema, handle: ({ db, query }) => listOutbox(db, query) }),
    route({
      method: "POST",
      path: "/api/system/outbox/:id/retry",
      access: "system",
      params: idParams,
      notFound: "Die Zustellung",
      handle: async ({ db, user, params, deliverAfterResponse }) => {
        const item = await retryDelivery(db, user, params.id);
        deliverAfterResponse([item.id]);
        return item;
      },
    }),
    route({ method: "DELETE", path: "/api/system/outbox/:id", access: "system", params: idParams, notFound: "Die Zustellung", handle: ({ db, user, params }) => discardDelivery(db, user, params.id) }),
    route({
      method: "POST",
      path: "/api/system/jobs/:name/run",
      access: "system",
      params: jobNameParams,
      notFound: "Der Auftrag",
      handle: async ({ db, user, params }) => {
        if (!jobs().some((j) => j.name === params.name)) throw notFound("Der Auftrag");
        const [outcome] = await runDueJobs(db, jobs(), new Date(), { only: params.name });
        await recordAudit(db, { actorUserId: user.id, action: "job.run", entityType: "job", entityId: params.name, after: outcome, module: "system" });
        return outcome;
      },
    }),
  ];
}
