/** Runs autocannon against one URL and reduces the result to the figures the report prints. */
import autocannon from "autocannon";
import type { ApiTarget } from "./targets.ts";

export interface LoadResult {
  name: string;
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  total: number;
  unexpected: number;
  statuses: Record<string, number>;
}

export interface LoadOptions {
  connections: number;
  durationSeconds: number;
}

export async function runLoad(baseUrl: string, target: ApiTarget, options: LoadOptions): Promise<LoadResult> {
  const statuses: Record<string, number> = {};
  // Without a callback autocannon returns its event emitter, which is also a promise of the result.
  const instance = autocannon({
    url: baseUrl + target.path,
    connections: options.connections,
    duration: options.durationSeconds,
    requests: [
      {
        method: target.method,
        setupRequest: (req: autocannon.Request) => ({
          ...req,
          headers: { ...(target.body ? { "content-type": "application/json" } : {}), ...target.headers?.() },
          ...(target.body ? { body: JSON.stringify(target.body()) } : {}),
        }),
      },
    ],
  }) as unknown as autocannon.Instance & PromiseLike<autocannon.Result>;
  instance.on("response", (_client: unknown, statusCode: number) => {
    statuses[statusCode] = (statuses[statusCode] ?? 0) + 1;
  });
  const result = await instance;
  const total = Object.values(statuses).reduce((a, b) => a + b, 0);
  const expected = target.expect.reduce((sum, code) => sum + (statuses[code] ?? 0), 0);
  return {
    name: target.name,
    requestsPerSecond: result.requests.average,
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    total,
    unexpected: total - expected + result.errors + result.timeouts,
    statuses,
  };
}
