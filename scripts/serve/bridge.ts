/** Converts between Node's http objects and the Fetch API objects Netlify functions use. */
import type { IncomingMessage, ServerResponse } from "node:http";
import { randomUUID } from "node:crypto";
import type { Context } from "@netlify/functions";

export function toWebRequest(req: IncomingMessage, port: number): Request {
  const headers = new Headers();
  for (const [key, value] of Object.entries(req.headers)) {
    if (Array.isArray(value)) for (const v of value) headers.append(key, v);
    else if (value !== undefined) headers.set(key, value);
  }
  const method = req.method ?? "GET";
  const hasBody = method !== "GET" && method !== "HEAD";
  return new Request(`http://${requestHost(req, port)}${req.url ?? "/"}`, {
    method,
    headers,
    body: hasBody ? requestBodyStream(req) : undefined,
    // @ts-expect-error Node's fetch needs duplex for streamed bodies
    duplex: hasBody ? "half" : undefined,
  });
}

/**
 * The request body as a web stream that never takes the connection down. Readable.toWeb(req)
 * destroys the request, and with it the socket, when a handler cancels the body (a refused
 * upload, a body over the limit): the answer then had no socket to go to and the server crashed
 * writing it (issue 23). Here a cancel only stops reading; the answer is still sent, with
 * "connection: close" (serve.ts), and Node closes the socket after it. A client that aborts
 * mid-body errors the stream, which the handler sees as a failed read.
 */
export function requestBodyStream(req: IncomingMessage): ReadableStream<Uint8Array> {
  let finished = false;
  return new ReadableStream<Uint8Array>(
    {
      start(controller) {
        const fail = (error: Error) => {
          if (finished) return;
          finished = true;
          controller.error(error);
        };
        req.on("data", (chunk: Buffer) => {
          if (finished) return;
          controller.enqueue(new Uint8Array(chunk.buffer, chunk.byteOffset, chunk.byteLength));
          if ((controller.desiredSize ?? 0) <= 0) req.pause();
        });
        req.on("end", () => {
          if (finished) return;
          finished = true;
          controller.close();
        });
        req.on("error", fail);
        req.on("aborted", () => fail(new Error("The client closed the connection before the body was complete.")));
        req.on("close", () => {
          if (!req.complete) fail(new Error("The connection closed before the body was complete."));
        });
        req.pause();
      },
      pull() {
        req.resume();
      },
      cancel() {
        finished = true;
        req.pause();
      },
    },
    { highWaterMark: 64 * 1024, size: (chunk) => chunk.byteLength },
  );
}

/** The Host the browser used (so Origin checks compare like with like), else localhost. */
function requestHost(req: IncomingMessage, port: number): string {
  const host = req.headers.host ?? "";
  return /^[A-Za-z0-9.-]+(:\d{1,5})?$|^\[[0-9a-fA-F:]+\](:\d{1,5})?$/.test(host) ? host : `localhost:${port}`;
}

/** A cookie value as the browser sent it; a malformed %-escape stays as it is instead of failing the request. */
function decodeCookieValue(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

type LocalContext = Context & { cookieHeaders(): string[] };

/**
 * The parts of Netlify's Context the functions use. The client IP is the socket address. On
 * Netlify the edge sets x-nf-client-connection-ip and overwrites what a client sent; here nothing
 * does, so the header is trusted only when TRUST_CLIENT_IP_HEADER=1 (the browser tests use it to
 * act as many clients).
 */
export function createContext(req: IncomingMessage | undefined, params: Record<string, string>): LocalContext {
  const setCookies: string[] = [];
  const forwarded = process.env.TRUST_CLIENT_IP_HEADER === "1" ? req?.headers["x-nf-client-connection-ip"] : undefined;
  const ip = (Array.isArray(forwarded) ? forwarded[0] : forwarded) ?? req?.socket.remoteAddress ?? "127.0.0.1";
  const cookieHeader = req?.headers.cookie ?? "";
  const cookies = new Map(
    cookieHeader
      .split(";")
      .map((c) => c.trim())
      .filter(Boolean)
      .map((c) => {
        const i = c.indexOf("=");
        return [c.slice(0, i), decodeCookieValue(c.slice(i + 1))] as const;
      }),
  );
  const pending: Promise<unknown>[] = [];
  const context = {
    ip,
    params,
    requestId: randomUUID(),
    geo: {},
    account: { id: "local" },
    deploy: { context: "dev", id: "local", published: false },
    server: { region: "local" },
    site: { id: "local", name: "local", url: "http://localhost" },
    cookies: {
      get: (name: string) => cookies.get(name),
      set: (input: {
        name: string;
        value: string;
        path?: string;
        httpOnly?: boolean;
        secure?: boolean;
        sameSite?: string;
        maxAge?: number;
        expires?: Date;
      }) => {
        const parts = [`${input.name}=${encodeURIComponent(input.value)}`, `Path=${input.path ?? "/"}`];
        if (input.httpOnly) parts.push("HttpOnly");
        if (input.secure) parts.push("Secure");
        if (input.sameSite) parts.push(`SameSite=${input.sameSite}`);
        if (input.maxAge !== undefined) parts.push(`Max-Age=${input.maxAge}`);
        if (input.expires) parts.push(`Expires=${input.expires.toUTCString()}`);
        setCookies.push(parts.join("; "));
      },
      delete: (input: string | { name: string; path?: string }) => {
        const name = typeof input === "string" ? input : input.name;
        const cookiePath = typeof input === "string" ? "/" : (input.path ?? "/");
        setCookies.push(`${name}=; Path=${cookiePath}; Max-Age=0`);
      },
    },
    waitUntil: (promise: Promise<unknown>) => void pending.push(promise.catch((e) => console.error("[waitUntil]", e))),
    next: () => Promise.resolve(new Response("Not found", { status: 404 })),
    json: (body: unknown, init?: ResponseInit) => Response.json(body, init),
    log: console.log,
    rewrite: () => Promise.resolve(new Response("Not supported locally", { status: 501 })),
    cookieHeaders: () => setCookies,
  };
  return context as unknown as LocalContext;
}

export async function toNodeResponse(response: Response, res: ServerResponse, siteHeaders: Record<string, string>, setCookies: string[]) {
  const headers: Record<string, string | string[]> = { ...siteHeaders };
  response.headers.forEach((value, key) => {
    if (key !== "set-cookie") headers[key] = value;
  });
  const cookies = [...response.headers.getSetCookie(), ...setCookies];
  if (cookies.length) headers["set-cookie"] = cookies;
  if (!headers["cache-control"]) headers["cache-control"] = "no-store";
  res.writeHead(response.status, headers);
  if (!response.body) return void res.end();
  const body = Buffer.from(await response.arrayBuffer());
  res.end(body);
}
