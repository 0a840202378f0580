/**
 * A local HTTP server standing in for a webhook receiver, the Resend API or a Sentry DSN. It
 * records every request and answers according to a mode that a test can switch at any time.
 * Listens on an OS-assigned free port so parallel test files never collide.
 */
import http from "node:http";
import { once } from "node:events";

export type RecorderMode = "ok" | "fail" | "slow";

export interface RecordedRequest {
  method: string;
  path: string;
  headers: http.IncomingHttpHeaders;
  body: string;
}

export interface HttpRecorder {
  url: string;
  port: number;
  requests: RecordedRequest[];
  mode: RecorderMode;
  /** Delay of "slow" answers. */
  slowMs: number;
  close(): Promise<void>;
}

export async function startRecorder(okBody: (req: RecordedRequest) => unknown = () => ({ ok: true })): Promise<HttpRecorder> {
  const recorder = { requests: [] as RecordedRequest[], mode: "ok" as RecorderMode, slowMs: 2_000 } as HttpRecorder;
  const server = http.createServer(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const entry: RecordedRequest = { method: req.method ?? "", path: req.url ?? "", headers: req.headers, body: Buffer.concat(chunks).toString("utf8") };
    if (recorder.mode === "slow") await new Promise((r) => setTimeout(r, recorder.slowMs));
    if (recorder.mode === "fail") {
      res.writeHead(500, { "content-type": "application/json" });
      res.end(JSON.stringify({ statusCode: 500, name: "internal_server_error", message: "Receiver failed on purpose" }));
      return;
    }
    recorder.requests.push(entry);
    res.writeHead(200, { "content-type": "application/json" });
    res.end(JSON.stringify(okBody(entry)));
  });
  server.listen(0, "127.0.0.1");
  await once(server, "listening");
  const port = (server.address() as { port: number }).port;
  recorder.port = port;
  recorder.url = `http://127.0.0.1:${port}`;
  recorder.close = async () => {
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  };
  return recorder;
}
