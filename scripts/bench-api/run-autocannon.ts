/**
 * Runs autocannon against one URL and reduces the result to the figures the report prints.
 * autocannon's own histogram has no p95 (it jumps from p90 to p97.5) and rounds to whole ms, so
 * every response time is recorded here and the percentiles are computed from those samples.
 */
import autocannon from "autocannon";
import { barOf, type ApiTarget, type TargetKind } from "./targets.ts";

export interface LoadResult {
  name: string;
  module?: string;
  kind: TargetKind;
  /** The p95 bar in ms (targets.ts: by kind, or the issue's own); null for a target without one. */
  bar: number | null;
  /** Why it has no bar (targets.ts `withoutBar`). */
  withoutBar?: string;
  requestsPerSecond: number;
  p50Ms: number;
  p95Ms: number;
  p99Ms: number;
  total: number;
  unexpected: number;
  statuses: Record<string, number>;
  /** Mean response body size in bytes (what a page of the list costs on the wire, uncompressed). */
  meanBytes: number;
}

export interface LoadOptions {
  connections: number;
  durationSeconds: number;
}

/** Nearest-rank percentile of ascending samples. */
export function percentile(sorted: number[], p: number): number {
  if (!sorted.length) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))]!;
}

export async function runLoad(baseUrl: string, target: ApiTarget, options: LoadOptions): Promise<LoadResult> {
  const statuses: Record<string, number> = {};
  const samples: number[] = [];
  let bytes = 0;
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
  instance.on("response", (_client: unknown, statusCode: number, resBytes: number, responseTime: number) => {
    statuses[statusCode] = (statuses[statusCode] ?? 0) + 1;
    samples.push(responseTime);
    bytes += resBytes;
  });
  const result = await instance;
  const total = Object.values(statuses).reduce((a, b) => a + b, 0);
  const expected = target.expect.reduce((sum, code) => sum + (statuses[code] ?? 0), 0);
  samples.sort((a, b) => a - b);
  return {
    name: target.name,
    module: target.module,
    kind: target.kind ?? (target.method === "GET" ? "list" : "write"),
    bar: barOf(target),
    withoutBar: target.withoutBar,
    requestsPerSecond: result.requests.average,
    p50Ms: percentile(samples, 50),
    p95Ms: percentile(samples, 95),
    p99Ms: percentile(samples, 99),
    total,
    unexpected: total - expected + result.errors + result.timeouts,
    statuses,
    meanBytes: total ? bytes / total : 0,
  };
}
