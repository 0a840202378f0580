/** The finance module's endpoints (src/modules/finances/server/routes.ts). */
import type { Config } from "@netlify/functions";
import { moduleFunction } from "../../src/composition/module-function.ts";
import { extractText } from "../../src/composition/channels/extract-text.ts";
import { invoiceMail } from "../../src/composition/channels/invoice-mail.ts";
import { notificationMail } from "../../src/composition/channels/notification-mail.ts";
import { financeRoutes } from "../../src/modules/finances/server/routes.ts";

export default moduleFunction(financeRoutes, { channels: [invoiceMail, notificationMail, extractText] });

// Netlify reads config.path statically: keep it a literal list. module-functions.test.ts checks it
// against the route table.
export const config: Config = {
  path: [
    "/api/finances/member/invoices",
    "/api/finances/member/invoices/:id",
    "/api/finances/member/invoices/:id/pdf",
    "/api/back-office/finances/settings",
    "/api/back-office/finances/fee-schedules",
    "/api/back-office/finances/fee-schedules/:year",
    "/api/back-office/finances/fee-runs",
    "/api/back-office/finances/fee-runs/:year",
    "/api/back-office/finances/invoices",
    "/api/back-office/finances/invoices/:id",
    "/api/back-office/finances/invoices/:id/pdf",
    "/api/back-office/finances/invoices/:id/cancellation",
    "/api/back-office/finances/invoices/:id/payments",
    "/api/back-office/finances/invoices/:id/write-off",
    "/api/back-office/finances/invoices/:id/dunning-hold",
    "/api/back-office/finances/billing-profiles/:id",
    "/api/back-office/finances/members",
    "/api/back-office/finances/mandates",
    "/api/back-office/finances/mandates/:id/revocation",
    "/api/back-office/finances/collection-runs",
    "/api/back-office/finances/collection-runs/preview",
    "/api/back-office/finances/collection-runs/:id/xml",
    "/api/back-office/finances/statements",
    "/api/back-office/finances/statement-lines",
    "/api/back-office/finances/statement-lines/:id/resolution",
    "/api/back-office/finances/statement-lines/:id/candidates",
    "/api/back-office/finances/statement-lines/:id/assignment",
    "/api/back-office/finances/dunning-runs",
    "/api/back-office/finances/reports/:year",
    "/api/back-office/finances/reports/:year/pdf",
    "/api/back-office/finances/reports/:year/invoices.csv",
    "/api/back-office/finances/reports/:year/summary.csv",
  ],
  method: ["GET", "POST", "PUT"],
};
