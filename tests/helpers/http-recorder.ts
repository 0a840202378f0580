/**
 * A local HTTP server standing in for a webhook receiver, the Resend API or a Sentry DSN. It
 * records every request and answers according to a mode that a test can switch at any time.
 * Listens on an OS-assigned free port so parallel test files never collide.
 */
import http from "node:http";
import { once } from "node:events";

export type RecorderMode = "ok" | "fail" | "slow";

export interface RecordedRequest {
  /** How the recorder answered it (a "slow" request may have been given up by the client). */
  answeredWith: RecorderMode;
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

/** port 0 picks a free port; a test may pass the port of a closed recorder to bring it "back". */
export async function startRecorder(okBody: (req: RecordedRequest) => unknown = () => ({ ok: true }), port = 0): Promise<HttpRecorder> {
  const recorder = { requests: [] as RecordedRequest[], mode: "ok" as RecorderMode, slowMs: 2_000 } as HttpRecorder;
  const server = http.createServer(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const entry: RecordedRequest = {
      answeredWith: recorder.mode,
      method: req.method ?? "",
      path: req.url ?? "",
      headers: req.headers,
      body: Buffer.concat(chunks).toString("utf8"),
    };
    recorder.requests.push(entry);
    if (entry.answeredWith === "slow") await new Promise((r) => setTimeout(r, recorder.slowMs));
    if (entry.answeredWith === "fail") {
      res.writeHead(500, { "content-type": "application/json" });
      res.end(JSON.stringify({ statusCode: 500, name: "internal_server_error", message: "Receiver failed on purpose" }));
      return;
    }
    res.writeHead(200, { "content-type": "application/json" });
    res.end(JSON.stringify(okBody(entry)));
  });
  server.listen(port, "127.0.0.1");
  await once(server, "listening");
  recorder.port = (server.address() as { port: number }).port;
  recorder.url = `http://127.0.0.1:${recorder.port}`;
  recorder.close = async () => {
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  };
  return recorder;
}
