/**
 * Netlify's edge in front of the unpacked bundles: matches a request against the routes in the
 * bundler's manifest (config.path / config.method), turns it into the event Netlify's Lambda
 * invocation carries (rawUrl, httpMethod, headers with the x-nf-* values Netlify sets, body as
 * base64, route, the Blobs context) and the function's answer back into an HTTP response.
 */
import http from "node:http";
import { randomUUID } from "node:crypto";
import type { BundledFunction } from "./netlify-bundle.ts";
import type { RunningFunction } from "./sandbox.ts";

export interface SiteIdentity {
  siteId: string;
  deployId: string;
  /** Deploy context as Netlify reports it to functions (production, deploy-preview, ...). */
  deployContext: string;
  /** The Blobs endpoint the functions are given (event.blobs), e.g. a local BlobsServer. */
  blobs?: { url: string; token: string };
}

export interface Gateway {
  url: string;
  /** Sends a Netlify-shaped event straight to a function (e.g. a scheduled invocation). */
  invoke(name: string, event: Record<string, unknown>): Promise<Response>;
  close(): Promise<void>;
}

interface Target {
  bundle: BundledFunction;
  running: RunningFunction;
}

function matchRoute(targets: Target[], pathname: string, method: string): { target: Target; route: string } | undefined {
  for (const target of targets) {
    for (const route of target.bundle.routes) {
      if (route.methods.length && !route.methods.includes(method)) continue;
      const hit = route.literal ? route.literal === pathname : new URLPattern({ pathname: route.pattern }).test({ pathname });
      if (hit) return { target, route: route.pattern };
    }
  }
  return undefined;
}

export function netlifyEvent(
  site: SiteIdentity,
  input: { url: string; method: string; headers: Record<string, string>; body?: Buffer; route?: string; clientIp?: string },
): Record<string, unknown> {
  const headers: Record<string, string> = {
    ...input.headers,
    // Set (and overwritten) by Netlify's edge; a client cannot choose them.
    "x-nf-client-connection-ip": input.clientIp ?? "203.0.113.7",
    "x-nf-request-id": randomUUID(),
    "x-nf-site-id": site.siteId,
    "x-nf-deploy-id": site.deployId,
    "x-nf-deploy-context": site.deployContext,
    "x-nf-deploy-published": "1",
    "x-nf-account-id": "account-bundles",
  };
  return {
    rawUrl: input.url,
    rawQuery: new URL(input.url).search.slice(1),
    httpMethod: input.method,
    headers,
    body: input.body?.length ? input.body.toString("base64") : "",
    isBase64Encoded: Boolean(input.body?.length),
    route: input.route,
    blobs: site.blobs
      ? Buffer.from(JSON.stringify({ url: site.blobs.url, url_uncached: site.blobs.url, token: site.blobs.token })).toString("base64")
      : undefined,
  };
}

function toResponse(result: { statusCode: number; headers: Record<string, string[]>; body: Buffer }): Response {
  const headers = new Headers();
  for (const [name, values] of Object.entries(result.headers)) for (const value of values) headers.append(name, value);
  const empty = result.statusCode === 204 || result.statusCode === 304;
  return new Response(empty ? null : new Uint8Array(result.body), { status: result.statusCode, headers });
}

export async function startGateway(site: SiteIdentity, targets: Target[], port = 0): Promise<Gateway> {
  let origin = "";
  const server = http.createServer(async (req, res) => {
    try {
      const url = new URL(req.url ?? "/", origin);
      const hit = matchRoute(
        targets.filter((t) => !t.bundle.schedule),
        url.pathname,
        req.method ?? "GET",
      );
      if (!hit) return void res.writeHead(404, { "content-type": "text/plain" }).end("Not Found");
      const chunks: Buffer[] = [];
      for await (const chunk of req) chunks.push(chunk as Buffer);
      const headers = Object.fromEntries(Object.entries(req.headers).map(([k, v]) => [k, Array.isArray(v) ? v.join(", ") : (v ?? "")]));
      const event = netlifyEvent(site, { url: url.href, method: req.method ?? "GET", headers, body: Buffer.concat(chunks), route: hit.route });
      const result = await hit.target.running.invoke(event);
      const out: Record<string, string[]> = {};
      for (const [name, values] of Object.entries(result.headers)) out[name] = values;
      res.writeHead(result.statusCode, out).end(result.body);
    } catch (error) {
      // Netlify answers a crashed or timed-out function with a 502 page of its own.
      console.error("[gateway]", (error as Error).message);
      if (!res.headersSent) res.writeHead(502, { "content-type": "text/plain" });
      res.end("Function invocation failed");
    }
  });
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  origin = `http://127.0.0.1:${(server.address() as { port: number }).port}`;
  return {
    url: origin,
    async invoke(name, event) {
      const target = targets.find((t) => t.bundle.name === name);
      if (!target) throw new Error(`no function ${name}`);
      return toResponse(await target.running.invoke(event));
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
