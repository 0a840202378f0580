/**
 * The Neon driver's WebSocket. Node 22+ has a global WebSocket, which the driver uses as it is.
 * NEON_WS_PROXY=127.0.0.1:PORT lets the driver talk to a local Postgres through a
 * WebSocket-to-TCP proxy (tests/helpers/neon-ws-proxy.ts), so the production driver is tested
 * without Neon's cloud; the `ws` package is loaded only then (or on a Node without WebSocket).
 */
import type { neonConfig as NeonConfig } from "@neondatabase/serverless";

export async function configureNeonForTests(config: typeof NeonConfig): Promise<void> {
  const proxy = process.env.NEON_WS_PROXY;
  if (typeof globalThis.WebSocket === "undefined" || proxy) config.webSocketConstructor = (await import("ws")).default;
  if (!proxy) return;
  config.wsProxy = (host, port) => `${proxy}/v2?address=${host}:${port}`;
  config.useSecureWebSocket = false;
  config.pipelineConnect = false;
  config.pipelineTLS = false;
}
