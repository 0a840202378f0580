/** The outbox channel that runs the text extraction of an uploaded file (ADR 120). */
import { getDb } from "#platform/db/client.ts";
import type { DeliveryChannel } from "#platform/outbox/channels.ts";
import { EXTRACT_TEXT_KIND } from "./after-upload.ts";
import { documentContent } from "./content.ts";
import { extractFileText } from "./extract-file-text.ts";
import { EXTRACTION_LIMITS } from "./text-extraction.ts";

export const extractTextChannel: DeliveryChannel<{ sha256: string }> = {
  kind: EXTRACT_TEXT_KIND,
  label: "Volltext eines Dokuments",
  async deliver(payload, _row, options) {
    // In the scheduled beat the extraction ends with the beat's time (ADR 204), keeping what it read.
    const maxMillis =
      options?.deadline === undefined
        ? EXTRACTION_LIMITS.maxMillis
        : Math.max(1_000, Math.min(EXTRACTION_LIMITS.maxMillis, options.deadline - Date.now() - 1_500));
    await extractFileText(await getDb(), await documentContent(), payload.sha256, { ...EXTRACTION_LIMITS, maxMillis });
  },
};
