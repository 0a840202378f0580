/**
 * Static file serving like Netlify's CDN: /path -> path, path.html or path/index.html; netlify.toml
 * redirects (status 200 = rewrite); dist/404.html for unknown paths; ETag revalidation; brotli or
 * gzip for text, cached in memory because dist/ does not change while the server runs.
 */
import type { IncomingMessage, ServerResponse } from "node:http";
import { readFile, stat } from "node:fs/promises";
import { createHash } from "node:crypto";
import path from "node:path";
import zlib from "node:zlib";
import type { NetlifyConfig } from "./netlify-config.ts";

const TYPES: Record<string, string> = {
  ".html": "text/html; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".mjs": "text/javascript; charset=utf-8",
  ".json": "application/json; charset=utf-8",
  ".webmanifest": "application/manifest+json; charset=utf-8",
  ".xml": "application/xml; charset=utf-8",
  ".txt": "text/plain; charset=utf-8",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".jpg": "image/jpeg",
  ".jpeg": "image/jpeg",
  ".webp": "image/webp",
  ".avif": "image/avif",
  ".ico": "image/x-icon",
  ".woff2": "font/woff2",
  ".woff": "font/woff",
  ".pdf": "application/pdf",
};
const COMPRESSIBLE = /^(text\/|application\/(json|manifest\+json|xml)|image\/svg)/;

interface CachedFile {
  body: Buffer;
  etag: string;
  type: string;
  encoded: Map<string, Buffer>;
}

export function createStaticHandler(distDir: string, netlify: NetlifyConfig) {
  const cache = new Map<string, CachedFile | null>();

  async function load(file: string): Promise<CachedFile | null> {
    if (cache.has(file)) return cache.get(file)!;
    let entry: CachedFile | null = null;
    try {
      if ((await stat(file)).isFile()) {
        const body = await readFile(file);
        entry = {
          body,
          etag: `"${createHash("sha1").update(body).digest("base64url")}"`,
          type: TYPES[path.extname(file)] ?? "application/octet-stream",
          encoded: new Map(),
        };
      }
    } catch {
      entry = null;
    }
    cache.set(file, entry);
    return entry;
  }

  async function resolve(pathname: string): Promise<CachedFile | null> {
    let decoded: string;
    try {
      decoded = decodeURIComponent(pathname);
    } catch {
      return null;
    }
    const safe = path.normalize(decoded).replace(/^(\.\.[/\\])+/, "");
    const base = path.join(distDir, safe);
    if (!base.startsWith(distDir)) return null;
    const candidates = safe.endsWith("/") ? [path.join(base, "index.html")] : [base, `${base}.html`, path.join(base, "index.html")];
    for (const candidate of candidates) {
      const file = await load(candidate);
      if (file) return file;
    }
    return null;
  }

  function send(req: IncomingMessage, res: ServerResponse, file: CachedFile, status: number, headers: Record<string, string>) {
    const outHeaders: Record<string, string> = {
      "content-type": file.type,
      "cache-control": "public, max-age=0, must-revalidate",
      etag: file.etag,
      ...headers,
    };
    if (status === 200 && req.headers["if-none-match"] === file.etag) {
      res.writeHead(304, outHeaders);
      res.end();
      return;
    }
    let body = file.body;
    if (COMPRESSIBLE.test(file.type) && body.length > 512) {
      const accept = String(req.headers["accept-encoding"] ?? "");
      const encoding = /\bbr\b/.test(accept) ? "br" : /\bgzip\b/.test(accept) ? "gzip" : undefined;
      if (encoding) {
        let encoded = file.encoded.get(encoding);
        if (!encoded) {
          encoded = encoding === "br" ? zlib.brotliCompressSync(body) : zlib.gzipSync(body);
          file.encoded.set(encoding, encoded);
        }
        body = encoded;
        outHeaders["content-encoding"] = encoding;
        outHeaders.vary = "Accept-Encoding";
      }
    }
    outHeaders["content-length"] = String(body.length);
    res.writeHead(status, outHeaders);
    res.end(req.method === "HEAD" ? undefined : body);
  }

  return async function serveStatic(req: IncomingMessage, res: ServerResponse, url: URL) {
    if (req.method !== "GET" && req.method !== "HEAD") {
      res.writeHead(405, { allow: "GET, HEAD", "content-type": "text/plain; charset=utf-8" });
      res.end("Methode nicht erlaubt");
      return;
    }
    const redirect = netlify.redirectFor(url.pathname);
    let file = redirect?.force ? null : await resolve(url.pathname);
    if (!file && redirect) {
      if (redirect.status >= 300 && redirect.status < 400) {
        res.writeHead(redirect.status, { location: redirect.to + url.search, ...netlify.headersFor(url.pathname) });
        res.end();
        return;
      }
      file = await resolve(redirect.to);
      if (file) return send(req, res, file, redirect.status, netlify.headersFor(url.pathname));
    }
    if (file) return send(req, res, file, 200, netlify.headersFor(url.pathname));
    const notFound = await resolve("/404.html");
    if (notFound) return send(req, res, notFound, 404, netlify.headersFor(url.pathname));
    res.writeHead(404, { "content-type": "text/plain; charset=utf-8" });
    res.end("Seite nicht gefunden");
  };
}
