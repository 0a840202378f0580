/**
 * A SyncTransport that calls the real sync service in the same process, through the same request
 * parsing the Netlify function does, with an optional simulated network (latency, outage). The
 * provider tests and the benchmark use it; the HTTP transport replaces it in the browser.
 */
import { syncRequestSchema, type SyncRequestBody } from "../schema/sync.ts";
import { compactIfNeeded, type CompactionPolicy } from "../server/sync/compaction.ts";
import { handleSync } from "../server/sync/sync-service.ts";
import type { UpdateStore } from "../server/sync/update-store.ts";
import type { SyncTransport, TransportAnswer } from "../ui/sync/http-sync-provider.ts";

export interface InProcessOptions {
  store: UpdateStore;
  docId: string;
  user: { id: string; name: string };
  canWrite?: () => boolean;
  now?: () => number;
  latencyMs?: () => number;
  /** While true, every request fails like a dropped connection. */
  offline?: () => boolean;
  /** Compaction after writing polls, as the function does after answering. */
  compaction?: CompactionPolicy;
  /** Sees every exchange (for byte and call counting). */
  observe?: (request: SyncRequestBody, answer: TransportAnswer) => void;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export function inProcessTransport(options: InProcessOptions): SyncTransport {
  const now = options.now ?? Date.now;
  const call = async (body: SyncRequestBody): Promise<TransportAnswer> => {
    const latency = options.latencyMs?.() ?? 0;
    if (latency > 0) await sleep(latency / 2);
    if (options.offline?.()) throw new TypeError("Failed to fetch");
    const request = syncRequestSchema.parse(JSON.parse(JSON.stringify(body)));
    const outcome = await handleSync(options.store, { docId: options.docId, user: options.user, canWrite: options.canWrite?.() ?? true, request, now: now() });
    if ("storedUpdates" in outcome && outcome.storedUpdates > 0 && options.compaction) {
      void compactIfNeeded(options.store, options.docId, now(), options.compaction);
    }
    if (latency > 0) await sleep(latency / 2);
    const answer: TransportAnswer =
      outcome.status === 200
        ? { status: 200, body: JSON.parse(JSON.stringify(outcome.body)) }
        : outcome.status === 304
          ? { status: 304 }
          : { status: outcome.status, error: outcome.error };
    options.observe?.(body, answer);
    return answer;
  };
  return {
    sync: call,
    leave: (body) => void call(body).catch(() => {}),
  };
}
