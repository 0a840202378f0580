/** System administration's endpoints (admin, SPEC section 6; ADR 260): health, the outbox, the jobs. */
import { defineContract, endpoint, noContent } from "#shared/contract/endpoint.ts";
import { idParams } from "#shared/contract/params.ts";
import { jobNameParams, jobOutcomeSchema, outboxItemSchema, outboxListQuerySchema, outboxPageSchema, systemStatusSchema } from "./schema.ts";

const DELIVERY = "Die Zustellung";

export const systemContract = defineContract("system", {
  getStatus: endpoint({
    method: "GET",
    path: "/api/system/status",
    access: "system",
    response: systemStatusSchema,
    summary: "Services and their configuration, migrations, outbox counts and the scheduled jobs with their last runs.",
  }),
  listOutbox: endpoint({ method: "GET", path: "/api/system/outbox", access: "system", query: outboxListQuerySchema, response: outboxPageSchema }),
  retryDelivery: endpoint({
    method: "POST",
    path: "/api/system/outbox/:id/retry",
    access: "system",
    params: idParams,
    notFound: DELIVERY,
    response: outboxItemSchema,
    summary: "A failed or dead delivery gets a fresh retry schedule and is tried right after the answer (409 for a sent or waiting one).",
  }),
  discardDelivery: endpoint({ method: "DELETE", path: "/api/system/outbox/:id", access: "system", params: idParams, notFound: DELIVERY, response: noContent }),
  runJob: endpoint({
    method: "POST",
    path: "/api/system/jobs/:name/run",
    access: "system",
    params: jobNameParams,
    notFound: "Der Auftrag",
    response: jobOutcomeSchema,
    summary: "Runs one scheduled job now (audited); skipped when it is running already.",
  }),
});
