/** The documents module's scheduled job: trash purge, unreferenced files, expired uploads (ADR 120/121). */
import type { Job } from "#platform/jobs/job.ts";
import { documentUploads } from "./content.ts";
import { applyDocumentsRetention } from "./retention.ts";

export const documentsRetentionJob: Job = {
  name: "documents.retention",
  title: "Dokumente: Papierkorb nach 30 Tagen leeren, abgebrochene Uploads entfernen",
  schedule: { dailyAt: "03:40" },
  maxRunMinutes: 10,
  run: async ({ db, now }) => ({ ...(await applyDocumentsRetention(db, await documentUploads(db), now)) }),
};

export const DOCUMENTS_JOBS: readonly Job[] = [documentsRetentionJob];
