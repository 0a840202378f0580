/** The outbox channel that runs the text extraction of an uploaded file (ADR 120). */
import { getDb } from "../../../platform/db/client.ts";
import type { DeliveryChannel } from "../../../platform/outbox/channels.ts";
import { EXTRACT_TEXT_KIND } from "./after-upload.ts";
import { documentContent } from "./content.ts";
import { extractFileText } from "./extract-file-text.ts";

export const extractTextChannel: DeliveryChannel<{ sha256: string }> = {
  kind: EXTRACT_TEXT_KIND,
  label: "Volltext eines Dokuments",
  async deliver(payload) {
    await extractFileText(await getDb(), await documentContent(), payload.sha256);
  },
};
