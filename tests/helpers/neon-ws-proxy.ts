/**
 * A WebSocket-to-TCP proxy like Neon's, so @neondatabase/serverless can talk to a local Postgres:
 * the driver connects to ws://127.0.0.1:PORT/v2?address=host:port and this pipes the bytes to
 * that TCP address. Use with NEON_WS_PROXY=127.0.0.1:PORT (see src/platform/db/neon-local.ts).
 */
import net from "node:net";
import { once } from "node:events";
import { WebSocketServer } from "ws";

export interface NeonWsProxy {
  address: string;
  connections: number;
  close(): Promise<void>;
}

export async function startNeonWsProxy(): Promise<NeonWsProxy> {
  const wss = new WebSocketServer({ host: "127.0.0.1", port: 0 });
  const proxy = { connections: 0 } as NeonWsProxy;
  wss.on("connection", (ws, req) => {
    proxy.connections += 1;
    const target = new URL(req.url ?? "/", "http://proxy").searchParams.get("address") ?? "";
    const [host, port] = target.split(":");
    const socket = net.connect(Number(port), host ?? "127.0.0.1");
    socket.on("data", (data) => ws.send(data));
    ws.on("message", (data) => socket.write(data as Buffer));
    socket.on("close", () => ws.close());
    socket.on("error", () => ws.close());
    ws.on("close", () => socket.destroy());
  });
  await once(wss, "listening");
  proxy.address = `127.0.0.1:${(wss.address() as { port: number }).port}`;
  proxy.close = async () => {
    for (const client of wss.clients) client.terminate();
    await new Promise<void>((resolve) => wss.close(() => resolve()));
  };
  return proxy;
}
