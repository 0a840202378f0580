/**
 * A small production-like server for `npm start` and the tests: serves dist/ with the headers and
 * redirects of netlify.toml and runs the Netlify functions of netlify/functions/ in this process,
 * matched by their `config.path` and `config.method`. Scheduled functions (`config.schedule`) run
 * on an interval. See docs/decisions/001-local-production-like-server.md for why not netlify dev.
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

let netlify = await loadNetlifyConfig(path.join(root, "netlify.toml"), path.join(distDir, "_headers"));
const functions = await loadFunctions(path.join(root, "netlify/functions"));
let serveStatic = createStaticHandler(distDir, netlify);

// A publish in the content editor rebuilds dist/ (src/platform/site-build/local-site-build.ts):
// start over with an empty file cache and the new build's headers (its hashed files differ).
const { localSiteBuild } = await import(pathToFileURL(path.join(root, "src/platform/site-build/local-site-build.ts")).href);
localSiteBuild().onRebuilt(async () => {
  netlify = await loadNetlifyConfig(path.join(root, "netlify.toml"), path.join(distDir, "_headers"));
  serveStatic = createStaticHandler(distDir, netlify);
});

// Open (and migrate) the database before the first request, so a broken setup fails loudly here.
const { getDatabase, closeDatabase } = await import(pathToFileURL(path.join(root, "src/platform/db/client.ts")).href);
const database = await getDatabase();
await seedEmptyEmbeddedDatabase();
// A new association's usable start, once (src/composition/starter-structure.ts): after the demo seed it adds nothing.
if (process.env.STARTER_STRUCTURE !== "off") {
  const { ensureStarterStructure } = await import(pathToFileURL(path.join(root, "src/composition/starter-structure.ts")).href);
  const starter = await ensureStarterStructure(database.db);
  if (starter.created.length) console.log(`Grundstruktur angelegt: ${starter.created.join(", ")}`);
}

// Scheduled functions run on the timer below only; like on Netlify, they answer no HTTP request.
const httpFunctions = functions.filter((f) => !f.schedule);

function findFunction(pathname: string, method: string): { fn: LoadedFunction; params: Record<string, string> } | undefined {
  for (const fn of httpFunctions) {
    for (const pattern of fn.patterns) {
      const params = pattern.exec(pathname);
      if (!params) continue;
      if (fn.methods && !fn.methods.includes(method)) continue;
      return { fn, params };
    }
  }
  return undefined;
}

/**
 * The newcomer path: the first `npm start` on an empty embedded database fills it with the demo
 * association (src/composition/seeders.ts) and says how to sign in, so nothing has to be stopped
 * to get a populated back office. SEED_ON_START=off skips it (tests, benchmarks).
 */
async function seedEmptyEmbeddedDatabase() {
  if (database.kind !== "pglite" || process.env.SEED_ON_START === "off") return;
  const { seedRefusal, runSeeders } = await import(pathToFileURL(path.join(root, "src/platform/seed/run-seeders.ts")).href);
  if (seedRefusal()) return;
  const result = (await database.db.execute("select exists (select 1 from profiles) as any")) as { rows: { any: boolean }[] };
  if (result.rows[0]?.any) return;
  const { ALL_SEEDERS } = await import(pathToFileURL(path.join(root, "src/composition/seeders.ts")).href);
  const { DEMO_PASSWORD } = await import(pathToFileURL(path.join(root, "src/platform/auth/demo-users.ts")).href);
  console.log("Leere Datenbank: lege den Demo-Verband an …");
  await runSeeders(database.db, ALL_SEEDERS, () => {});
  console.log(`Demo-Anmeldung: admin@vnsi-verband.de / ${DEMO_PASSWORD} (weitere Rollen siehe README)`);
}

const devJobTrigger = process.env.DEV_JOB_TRIGGER === "1" ? await createDevJobTrigger() : undefined;

const server = http.createServer(async (req, res) => {
  // A client that goes away mid-request errors these streams; unhandled, that error would end
  // the process. The request's outcome no longer matters to anyone, so it is only logged.
  req.on("error", (error) => logClientGone("request", error));
  res.on("error", (error) => logClientGone("response", error));
  try {
    const url = new URL(req.url ?? "/", "http://localhost");
    if (devJobTrigger && url.pathname === DEV_JOB_PATH) return void (await devJobTrigger(req, res));
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
      // A body the handler refused (413) or never read must not be left on a keep-alive
      // connection: the next request would be parsed out of its remains and never answered.
      // Node closes the socket once this answer is sent ("connection: close").
      if (!req.complete) res.setHeader("connection", "close");
      await toNodeResponse(response, res, netlify.headersFor(url.pathname), context.cookieHeaders());
      return;
    }
    await serveStatic(req, res, url);
  } catch (error) {
    console.error("[serve]", error);
    if (res.writableEnded || res.destroyed) return;
    if (!res.headersSent) res.writeHead(500, { "content-type": "text/plain; charset=utf-8", connection: "close" });
    res.end("Interner Serverfehler");
  }
});

function logClientGone(side: string, error: Error) {
  console.warn(`[serve] ${side} ended early: ${(error as NodeJS.ErrnoException).code ?? error.message}`);
}

server.keepAliveTimeout = 65_000;
server.listen(port, () => {
  // PORT=0 takes a free port (the server tests); the line names the one really bound.
  const bound = (server.address() as { port: number }).port;
  console.log(`Ready on http://localhost:${bound} (database: ${database.kind}, ${functions.length} functions)`);
});

/**
 * Browser tests run a job at a chosen moment (a fake clock for reminders and deadlines) through
 * POST /__dev/jobs/run {name, now}. Only with DEV_JOB_TRIGGER=1, which only the e2e setup sets;
 * Netlify never runs this server.
 */
const DEV_JOB_PATH = "/__dev/jobs/run";
async function createDevJobTrigger() {
  const { ALL_JOBS } = await import(pathToFileURL(path.join(root, "src/composition/jobs.ts")).href);
  const { runDueJobs } = await import(pathToFileURL(path.join(root, "src/platform/jobs/scheduler.ts")).href);
  const { registerModuleChannels } = await import(pathToFileURL(path.join(root, "src/composition/channels/all.ts")).href);
  await registerModuleChannels();
  return async (req: http.IncomingMessage, res: http.ServerResponse) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const { name, now } = JSON.parse(Buffer.concat(chunks).toString("utf8") || "{}") as { name?: string; now?: string };
    const outcomes = await runDueJobs(database.db, ALL_JOBS, now ? new Date(now) : new Date(), { only: name });
    res.writeHead(200, { "content-type": "application/json" });
    res.end(JSON.stringify({ outcomes }));
  };
}

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
