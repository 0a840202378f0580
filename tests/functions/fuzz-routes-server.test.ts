/**
 * The route fuzz test's second half (fuzz-routes.db.test.ts calls the handlers in-process): raw
 * HTTP against the real local server (scripts/serve.ts, what `npm start` runs), because what
 * broke it lives between the socket and the handler. One refused body without Content-Length
 * (chunked) used to end the process (issue 23: ERR_STREAM_WRITE_AFTER_END after the cancelled
 * body had taken the socket with it). Every route that takes a body gets bodies without
 * Content-Length over the limit, a Content-Length that lies, a chunk longer than its size line and
 * a client that hangs up mid-body; a 10-byte upload gets a 16-byte chunk. The server must answer
 * what it can answer with a 4xx and still be alive at the end.
 */
import net from "node:net";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { loadFunctionRoutes, type FunctionRoute } from "../helpers/function-routes.ts";
import { startLocalServer, type LocalServer } from "../helpers/local-server.ts";

vi.setConfig({ testTimeout: 300_000, hookTimeout: 180_000 });

let server: LocalServer;
let routes: FunctionRoute[];
const ID = "00000000-0000-4000-8000-000000000000";

beforeAll(async () => {
  routes = (await loadFunctionRoutes()).filter((r) => r.method !== "GET");
  server = await startLocalServer();
});

afterAll(async () => {
  await server?.stop();
});

interface Raw {
  head: string;
  /** Body bytes written after the head. */
  body?: Buffer | string;
  /** Hang up right after writing instead of waiting for the answer. */
  hangUp?: boolean;
  /**
   * Hang up once the whole answer is in instead of waiting for the server to close: a route that
   * read the whole body answers on a keep-alive connection, which would otherwise sit until the
   * socket timeout (15 s each).
   */
  endOnAnswer?: boolean;
}

/** Sends bytes as they are on a fresh connection; the status of the answer, or 0 for none. */
function rawRequest({ head, body, hangUp, endOnAnswer }: Raw): Promise<number> {
  return new Promise((resolve) => {
    const socket = net.connect(server.port, "127.0.0.1");
    let answer = "";
    const done = () => resolve(Number(/^HTTP\/1\.1 (\d{3})/.exec(answer)?.[1] ?? 0));
    socket.setTimeout(15_000, () => socket.destroy());
    socket.on("data", (d) => {
      answer += d.toString("latin1");
      if (endOnAnswer && isWholeAnswer(answer)) socket.destroy();
    });
    socket.on("error", () => {});
    socket.on("close", done);
    socket.on("connect", () => {
      socket.write(head);
      if (body !== undefined) socket.write(body);
      if (hangUp) setTimeout(() => socket.destroy(), 20);
    });
  });
}

/** Whether `answer` (latin1: one character per byte) holds the head and the whole body it announces. */
function isWholeAnswer(answer: string): boolean {
  const end = answer.indexOf("\r\n\r\n");
  if (end < 0) return false;
  const head = answer.slice(0, end).toLowerCase();
  const length = /\r\ncontent-length: *(\d+)/.exec(head)?.[1];
  if (length !== undefined) return answer.length - end - 4 >= Number(length);
  return /\r\ntransfer-encoding: *chunked/.test(head) && answer.endsWith("\r\n0\r\n\r\n");
}

function headFor(method: string, path: string, headers: Record<string, string>): string {
  const all = { host: `localhost:${server.port}`, origin: server.url, "content-type": "application/json", ...headers };
  return `${method} ${path} HTTP/1.1\r\n${Object.entries(all)
    .map(([k, v]) => `${k}: ${v}`)
    .join("\r\n")}\r\n\r\n`;
}

/** A chunked body of `size` bytes of JSON, in 16 KB chunks, properly terminated. */
function chunked(size: number): string {
  const text = JSON.stringify({ text: "x".repeat(size) });
  let out = "";
  for (let i = 0; i < text.length; i += 16_384) {
    const part = text.slice(i, i + 16_384);
    out += `${part.length.toString(16)}\r\n${part}\r\n`;
  }
  return `${out}0\r\n\r\n`;
}

const pathOf = (r: FunctionRoute) => r.path.replace(/:(\w+)/g, (_, name: string) => (name === "index" ? "0" : ID));

/** Runs `work` for every item, at most `width` at a time. */
async function inPool<T>(items: readonly T[], width: number, work: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const lane = async () => {
    while (next < items.length) await work(items[next++]!);
  };
  await Promise.all(Array.from({ length: width }, lane));
}

async function isAlive(): Promise<boolean> {
  if (server.child.exitCode !== null) return false;
  const response = await fetch(`${server.url}/api/auth/session`).catch(() => undefined);
  return response !== undefined && response.status < 500;
}

describe("the local server survives hostile request bodies (issue 23)", () => {
  it("answers bodies without Content-Length over the limit with a 4xx, signed in or not, and stays up", async () => {
    const failures: string[] = [];
    for (const r of routes) {
      const callers: Record<string, string>[] = [{}, { authorization: `Bearer ${server.adminToken}` }];
      for (const auth of callers) {
        const status = await rawRequest({
          head: headFor(r.method, pathOf(r), { ...auth, "transfer-encoding": "chunked" }),
          body: chunked(200_000),
          endOnAnswer: true,
        });
        if (status === 0 || status >= 500) failures.push(`${r.method} ${r.path}${"authorization" in auth ? "" : " (anonymous)"}: ${status}`);
      }
      if (!(await isAlive())) failures.push(`server down after ${r.method} ${r.path}`);
    }
    expect(failures).toEqual([]);
    expect(await isAlive()).toBe(true);
  });

  it("survives a Content-Length that lies, a chunk longer than its size line and a client that hangs up mid-body", async () => {
    const callers: Record<string, string>[] = [{}, { authorization: `Bearer ${server.adminToken}` }];
    // Four routes at a time: the server is meant for parallel clients, and most of each request
    // is waiting (for the hang-ups, for the answer), not work.
    await inPool(routes, 4, async (r) => {
      for (const auth of callers) {
        await rawRequest({ head: headFor(r.method, pathOf(r), { ...auth, "content-length": "10" }), body: '{"a":"0123456789"}' });
        await rawRequest({ head: headFor(r.method, pathOf(r), { ...auth, "transfer-encoding": "chunked" }), body: `a\r\n{"a":"0123456789"}\r\n0\r\n\r\n` });
        await rawRequest({ head: headFor(r.method, pathOf(r), { ...auth, "content-length": "100000" }), body: '{"a":"'.padEnd(2000, "x"), hangUp: true });
        await rawRequest({
          head: headFor(r.method, pathOf(r), { ...auth, "transfer-encoding": "chunked" }),
          body: `4000\r\n${"x".repeat(3000)}`,
          hangUp: true,
        });
      }
    });
    expect(await isAlive()).toBe(true);
    expect(server.output()).not.toMatch(/ERR_STREAM|Unhandled 'error' event|uncaught/i);
  });

  it("refuses a 16-byte chunk for a 10-byte upload with a 4xx and stays up", async () => {
    // A fresh sign-in: the fuzzing above sent the admin's token to every route, sign-out and
    // "end my sessions" among them, so that session may be over.
    const token = await server.tokenFor("fuzz-admin@example.org");
    const headers = { authorization: `Bearer ${token}`, "content-type": "application/json", origin: server.url };
    const folder = await fetch(`${server.url}/api/documents/folders`, {
      method: "POST",
      headers,
      body: JSON.stringify({ name: "Fuzz", readRole: "admin", writeRole: "admin" }),
    });
    expect(folder.status, await folder.clone().text()).toBe(201);
    const upload = await fetch(`${server.url}/api/documents/uploads`, {
      method: "POST",
      headers,
      body: JSON.stringify({ folderId: ((await folder.json()) as { id: string }).id, fileName: "zehn.txt", size: 10 }),
    });
    expect(upload.status, await upload.clone().text()).toBe(201);
    const { id } = (await upload.json()) as { id: string };
    const encodings: Record<string, string>[] = [{ "transfer-encoding": "chunked" }, { "content-length": "16" }];
    for (const encoding of encodings) {
      const sixteen = "0123456789abcdef";
      const body = "transfer-encoding" in encoding ? `10\r\n${sixteen}\r\n0\r\n\r\n` : sixteen;
      const status = await rawRequest({
        head: headFor("PUT", `/api/documents/uploads/${id}/chunks/0`, {
          authorization: headers.authorization,
          "content-type": "application/octet-stream",
          ...encoding,
        }),
        body,
      });
      expect(status).toBeGreaterThanOrEqual(400);
      expect(status).toBeLessThan(500);
      expect(await isAlive()).toBe(true);
    }
  });
});
