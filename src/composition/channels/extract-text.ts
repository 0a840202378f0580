/** Full-text extraction of an uploaded or generated document (documents), loaded on the first one. */
import type { DeliveryChannel } from "#platform/outbox/channels.ts";
import { lazyChannel } from "./lazy.ts";

export const extractText = lazyChannel(
  "documents.extract_text",
  "Volltext eines Dokuments",
  async () => (await import("#modules/documents/index.ts")).extractTextChannel as DeliveryChannel,
);
