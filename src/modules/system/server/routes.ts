/**
 * System administration (admin only, SPEC section 6): each endpoint of contract.ts bound to its
 * service. A factory: the jobs come from the composition root (src/composition/jobs.ts), which a
 * module may not import.
 */
import type { Job } from "#platform/jobs/job.ts";
import { route } from "#platform/http/router.ts";
import { systemContract as system } from "../contract.ts";
import { runJobNow } from "./job-commands.ts";
import { discardDelivery, retryDelivery } from "./outbox-commands.ts";
import { listOutbox } from "./outbox-queries.ts";
import { systemStatus } from "./status-queries.ts";

export function systemRoutes(jobs: () => readonly Job[]) {
  return [
    route(system.getStatus, { handle: ({ db }) => systemStatus(db, jobs()) }),
    route(system.listOutbox, { handle: ({ db, query }) => listOutbox(db, query) }),
    route(system.retryDelivery, {
      handle: async ({ db, user, params, deliverAfterResponse }) => {
        const item = await retryDelivery(db, user, params.id);
        deliverAfterResponse([item.id]);
        return item;
      },
    }),
    route(system.discardDelivery, { handle: ({ db, user, params }) => discardDelivery(db, user, params.id) }),
    route(system.runJob, { handle: ({ db, user, params }) => runJobNow(db, user, jobs(), params.name) }),
  ];
}
