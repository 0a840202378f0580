/**
 * Lets the Neon driver talk to a local Postgres through a WebSocket-to-TCP proxy
 * (NEON_WS_PROXY=127.0.0.1:PORT), so the production driver is tested without Neon's cloud.
 * Does nothing unless NEON_WS_PROXY is set.
 */
import type { neonConfig as NeonConfig } from "@neondatabase/serverless";
import ws from "ws";

export function configureNeonForTests(config: typeof NeonConfig): void {
  // Node < 22 has no global WebSocket; Netlify's runtime may not either.
  if (typeof globalThis.WebSocket === "undefined") config.webSocketConstructor = ws;
  const proxy = process.env.NEON_WS_PROXY;
  if (!proxy) return;
  config.webSocketConstructor = ws;
  config.wsProxy = (host, port) => `${proxy}/v2?address=${host}:${port}`;
  config.useSecureWebSocket = false;
  config.pipelineConnect = false;
  config.pipelineTLS = false;
}
