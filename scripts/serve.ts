/**
 * A small production-like server for `npm start` and the tests: serves dist/ with the headers and
 * redirects of netlify.toml and runs the Netlify functions of netlify/functions/ in this process,
 * matched by their `config.path` and `config.method`. Scheduled functions (`config.schedule`) run
 * on an interval. See docs/decisions/001-local-server.md for why not netlify dev.
 *
 *   PORT (default 8888), DIST_DIR (default dist), SCHEDULE_INTERVAL_MS (default 60000; 0 = off)
 */
import http from "node:http";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { loadNetlifyConfig } from "./serve/netlify-config.ts";
import { createStaticHandler } from "./serve/static.ts";
import { loadFunctions, type LoadedFunction } from "./serve/functions.ts";
import { createContext, toNodeResponse, toWebRequest } from "./serve/bridge.ts";

const root = path.resolve(import.meta.dirname, "..");
const port = Number(process.env.PORT ?? 8888);
const distDir = path.resolve(root, process.env.DIST_DIR ?? "dist");
const scheduleEvery = Number(process.env.SCHEDULE_INTERVAL_MS ?? 60_000);

const netlify = await loadNetlifyConfig(path.join(root, "netlify.toml"));
const functions = await loadFunctions(path.join(root, "netlify/functions"));
const serveStatic = createStaticHandler(distDir, netlify);

// Open (and migrate) the database before the first request, so a broken setup fails loudly here.
const { getDatabase, closeDatabase } = await import(pathToFileURL(path.join(root, "src/server/db/client.ts")).href);
const database = await getDatabase();

function findFunction(pathname: string, method: string): { fn: LoadedFunction; params: Record<string, string> } | undefined {
  for (const fn of functions) {
    for (const pattern of fn.patterns) {
      const match = pattern.exec({ pathname });
      if (!match) continue;
      if (fn.methods && !fn.methods.includes(method)) continue;
      return { fn, params: Object.fromEntries(Object.entries(match.pathname.groups).filter(([, v]) => v !== undefined)) as Record<string, string> };
    }
  }
  return undefined;
}

const server = http.createServer(async (req, res) => {
  try {
    const url = new URL(req.url ?? "/", "http://localhost");
    const found = findFunction(url.pathname, req.method ?? "GET");
    if (found) {
      const request = toWebRequest(req, port);
      const context = createContext(req, found.params);
      let response: Response;
      try {
        response = await found.fn.handler(request, context);
      } catch (error) {
        console.error(`[function ${found.fn.name}]`, error);
        response = Response.json({ success: false, error: "internal_error", message: "Interner Serverfehler" }, { status: 500 });
      }
      await toNodeResponse(response, res, netlify.headersFor(url.pathname), context.cookieHeaders());
      return;
    }
    await serveStatic(req, res, url);
  } catch (error) {
    console.error("[serve]", error);
    if (!res.headersSent) res.writeHead(500, { "content-type": "text/plain; charset=utf-8" });
    res.end("Interner Serverfehler");
  }
});

server.keepAliveTimeout = 65_000;
server.listen(port, () => {
  console.log(`Ready on http://localhost:${port} (database: ${database.kind}, ${functions.length} functions)`);
});

const timers: NodeJS.Timeout[] = [];
if (scheduleEvery > 0) {
  for (const fn of functions.filter((f) => f.schedule)) {
    timers.push(
      setInterval(() => {
        const request = new Request(`http://localhost:${port}/.netlify/functions/${fn.name}`, {
          method: "POST",
          body: JSON.stringify({ next_run: new Date(Date.now() + scheduleEvery).toISOString() }),
        });
        Promise.resolve(fn.handler(request, createContext(undefined, {}))).catch((error) => console.error(`[schedule ${fn.name}]`, error));
      }, scheduleEvery).unref(),
    );
  }
}

async function shutdown() {
  timers.forEach(clearInterval);
  server.close();
  server.closeAllConnections();
  await closeDatabase().catch(() => {});
  process.exit(0);
}
process.on("SIGTERM", shutdown);
process.on("SIGINT", shutdown);

