/**
 * What the composition root may use of the finances: the demo seeder, the daily dunning job, the
 * invoice-filing job and the invoice mail channel (it attaches the PDF).
 * Other modules read finance data through its API only.
 */
export { financesSeeder } from "./server/seed.ts";
export { dunningJob } from "./server/jobs.ts";
export { invoiceDocumentsJob } from "./server/invoice-documents.ts";
export { invoiceMailChannel } from "./server/invoice-mail-channel.ts";
export { financeAttention, ownOpenInvoices, type FinanceAttention, type OwnOpenInvoice } from "./server/attention-queries.ts";
export { formatEuro } from "./domain/money.ts";
