/** The finance module's endpoints (src/modules/finances/server/routes.ts). */
import type { Config } from "@netlify/functions";
import { moduleFunction } from "../../src/composition/module-function.ts";
import { extractText } from "../../src/composition/channels/extract-text.ts";
import { invoiceMail } from "../../src/composition/channels/invoice-mail.ts";
import { notificationMail } from "../../src/composition/channels/notification-mail.ts";
import { financeRoutes } from "#modules/finances/server/routes.ts";

export default moduleFunction(financeRoutes, { channels: [invoiceMail, notificationMail, extractText] });

// Netlify reads config.path statically: keep it a literal list. module-functions.test.ts checks it
// against the route table.
export const config: Config = {
  path: [
    "/api/finances/member/invoices",
    "/api/finances/member/invoices/:id",
    "/api/finances/member/invoices/:id/pdf",
    "/api/finances/settings",
    "/api/finances/fee-schedules",
    "/api/finances/fee-schedules/:year",
    "/api/finances/fee-runs",
    "/api/finances/fee-runs/:year",
    "/api/finances/invoices",
    "/api/finances/invoices/:id",
    "/api/finances/invoices/:id/pdf",
    "/api/finances/invoices/:id/cancellation",
    "/api/finances/invoices/:id/payments",
    "/api/finances/invoices/:id/write-off",
    "/api/finances/invoices/:id/dunning-hold",
    "/api/finances/billing-profiles/:id",
    "/api/finances/members",
    "/api/finances/mandates",
    "/api/finances/mandates/:id/revocation",
    "/api/finances/collection-runs",
    "/api/finances/collection-runs/preview",
    "/api/finances/collection-runs/:id/xml",
    "/api/finances/statements",
    "/api/finances/statement-lines",
    "/api/finances/statement-lines/:id/resolution",
    "/api/finances/statement-lines/:id/candidates",
    "/api/finances/statement-lines/:id/assignment",
    "/api/finances/dunning-runs",
    "/api/finances/reports/:year",
    "/api/finances/reports/:year/pdf",
    "/api/finances/reports/:year/invoices.csv",
    "/api/finances/reports/:year/summary.csv",
  ],
  method: ["GET", "POST", "PUT"],
};
