/**
 * `npm run bench:api`: requests/s and p50/p95/p99 latency of the form endpoints and the back-office
 * lists (10,000 seeded rows) under the production-like server (a fresh data folder, PGlite unless
 * DATABASE_URL is set), next to a trivial Node http handler in the same run, then the JavaScript
 * each form page ships (brotli bytes).
 *
 *   DIST_DIR (default dist; built when empty), BENCH_PORT (default: a free port),
 *   BENCH_DURATION (seconds per target, default 5), BENCH_CONNECTIONS (default 10),
 *   BENCH_ONLY (only targets whose name contains this text, or one of several joined by "|", e.g.
 *   "GET dashboard|audit:"), BENCH_MODULES (only these
 *   modules, comma-separated: a file name of bench-api/modules/, or "forms" and "members" for the
 *   public forms and the back-office lists), BENCH_PAGES=0 (skip the page JavaScript), BENCH_ROWS
 *   (seeded rows, default 10000), BENCH_SEEDED (a file recording a seeded DATABASE_URL for re-runs,
 *   see bench-api/back-office-targets.ts)
 *
 * Every target has a kind and a bar (targets.ts: lists 50 ms, searches 100, reports 300 at the
 * 95th percentile) and is printed with its verdict (verdict.ts; a target kept for comparison only,
 * like the members' page by OFFSET, is printed as measured with "no bar (API only)"); the load
 * average is printed at the start and when each module's targets begin, since the machine may be
 * shared.
 */
import { cpus, loadavg } from "node:os";
import path from "node:path";
import { targets, type ApiTarget } from "./bench-api/targets.ts";
import { runLoad, type LoadResult } from "./bench-api/run-autocannon.ts";
import { ensureBuild, freePort, startBaseline, startSiteServer } from "./bench-api/start-server.ts";
import { measurePageJs } from "./bench-api/page-js.ts";
import { backOfficeTargets, seedBackOffice, startTokenRenewal, type SeededBench } from "./bench-api/back-office-targets.ts";
import { loadModuleBenches } from "./bench-api/module-bench.ts";
import { summaryOf, verdictOf } from "./bench-api/verdict.ts";

const root = path.resolve(import.meta.dirname, "..");

const distDir = path.resolve(root, process.env.DIST_DIR ?? "dist");
const options = { durationSeconds: Number(process.env.BENCH_DURATION ?? 5), connections: Number(process.env.BENCH_CONNECTIONS ?? 10) };
const ISLAND_TARGET_BYTES = 40 * 1024;
// "|" joins several (target names contain commas).
const only = process.env.BENCH_ONLY?.split("|").filter(Boolean);
const modules = process.env.BENCH_MODULES?.split(",")
  .map((m) => m.trim())
  .filter(Boolean);
const measurePages = process.env.BENCH_PAGES !== "0";

/** The 1, 5 and 15 minute load averages: a reader judges a run by them (the machine is shared). */
const loadAverage = () =>
  loadavg()
    .map((l) => l.toFixed(2))
    .join(" ");

function printLoad(results: LoadResult[], baseline: LoadResult, database: string, loadAtModule: Map<string, string>): void {
  console.log(
    `\nAPI under load (${database}, ${options.connections} connections, ${options.durationSeconds} s each, loopback; load average at the start ${loadAtModule.get("") ?? "?"})`,
  );
  console.log(
    [
      "endpoint".padEnd(56),
      "kind".padEnd(7),
      "bar".padStart(5),
      "req/s".padStart(8),
      "vs node".padStart(8),
      "p50 ms".padStart(8),
      "p95 ms".padStart(8),
      "p99 ms".padStart(8),
      "KB/resp".padStart(8),
      "  verdict    statuses",
    ].join(""),
  );
  const ms = (value: number) => value.toFixed(1).padStart(8);
  let module: string | undefined;
  for (const r of [baseline, ...results]) {
    if (r !== baseline && r.module !== module) {
      module = r.module;
      console.log(`-- ${module ?? "other"} (load average ${loadAtModule.get(module ?? "") ?? "?"} at its start)`);
    }
    const ratio = `${((r.requestsPerSecond / baseline.requestsPerSecond) * 100).toFixed(0)}%`;
    const statuses = Object.entries(r.statuses)
      .map(([code, n]) => `${code}x${n}`)
      .join(" ");
    const verdict = r === baseline ? "" : verdictOf(r);
    const bar = r === baseline || r.bar === null ? "" : String(r.bar);
    console.log(
      [
        r.name.slice(0, 55).padEnd(56),
        (r === baseline ? "" : r.kind).padEnd(7),
        bar.padStart(5),
        r.requestsPerSecond.toFixed(0).padStart(8),
        ratio.padStart(8),
        ms(r.p50Ms),
        ms(r.p95Ms),
        ms(r.p99Ms),
        (r.meanBytes / 1024).toFixed(1).padStart(8),
        `  ${verdict.padEnd(10)} ${statuses}${r.unexpected ? `  (${r.unexpected} unexpected)` : ""}`,
      ].join(""),
    );
  }
  console.log(`\n${summaryOf(results)}`);
}

async function main(): Promise<void> {
  const started = Date.now();
  const loadAtModule = new Map<string, string>([["", loadAverage()]]);
  console.log(`bench:api ${modules ? `modules ${modules.join(", ")}` : "all modules"}; load average ${loadAverage()} (1, 5, 15 min) on ${cpus().length} CPUs`);
  ensureBuild(distDir);
  const port = Number(process.env.BENCH_PORT) || (await freePort());
  const baselineServer = await startBaseline();
  console.log("Starting serve.ts with a fresh data folder (plus 10,000 applications and members and each module's bench data) ...");
  let login: SeededBench | undefined;
  const site = await startSiteServer(distDir, port, (dataDir) => {
    login = seedBackOffice(dataDir);
  });
  console.log(`Seeded and started in ${((Date.now() - started) / 1000).toFixed(0)} s.`);
  // serve.ts hands functions the Host the client used (127.0.0.1:PORT here), so tokens are issued to that origin.
  const token = await startTokenRenewal(site.dataDir, login!, site.url);
  try {
    const baseline = await runLoad(
      baselineServer.url,
      { name: "trivial Node http handler", method: "POST", path: "/", body: () => ({ ping: true }), expect: [200] },
      options,
    );
    const results: LoadResult[] = [];
    const moduleTargets: ApiTarget[] = [];
    const renewals: { stop: () => void }[] = [];
    for (const bench of await loadModuleBenches()) {
      const headerFor = async (user: { userId: string; sessionId: string }) => {
        const renewal = await startTokenRenewal(site.dataDir, user, site.url);
        renewals.push(renewal);
        return renewal.header;
      };
      const own = await bench.targets({ baseUrl: site.url, header: token.header, headerFor }, login!.seeded[bench.module] ?? {});
      moduleTargets.push(...own.map((t) => ({ ...t, module: bench.module })));
    }
    // The forms and the back-office lists run with every module unless BENCH_MODULES leaves them out.
    const core = [...targets, ...(await backOfficeTargets(site.url, token.header))].filter((t) => !modules || modules.includes(t.module!));
    for (const target of [...core, ...moduleTargets]) {
      if (only && !only.some((text) => target.name.includes(text))) continue;
      if (!loadAtModule.has(target.module!)) {
        loadAtModule.set(target.module!, loadAverage());
        console.log(`${target.module}: load average ${loadAtModule.get(target.module!)}`);
      }
      results.push(await runLoad(site.url, target, options));
    }
    // Requests autocannon left in flight at the end of the last target finish before the server stops.
    await new Promise((resolve) => setTimeout(resolve, Math.min(5_000, Math.max(500, ...results.map((r) => r.p99Ms)))));
    for (const r of renewals) r.stop();
    printLoad(results, baseline, process.env.DATABASE_URL ? "Postgres" : "PGlite", loadAtModule);
    console.log(`Measured in ${((Date.now() - started) / 60_000).toFixed(1)} min (seeding included); load average now ${loadAverage()}.`);
    if (!measurePages) return;

    console.log("\nJavaScript shipped by the form pages (brotli, quality 11; 375x667 viewport)");
    try {
      const [reference, ...pages] = await measurePageJs(site.url, ["/", "/kontakt", "/mitgliedsantrag"]);
      const baseFiles = new Set([...reference!.onLoad, ...reference!.onScroll].map((f) => f.url));
      const kb = (list: { brotli: number }[]) => `${(list.reduce((a, b) => a + b.brotli, 0) / 1024).toFixed(1)} KB`;
      for (const page of pages) {
        const all = [...page.onLoad, ...page.onScroll];
        const added = all.filter((f) => !baseFiles.has(f.url));
        const addedBytes = added.reduce((a, b) => a + b.brotli, 0);
        console.log(
          `${page.page.padEnd(18)} total ${kb(all)} in ${all.length} files (on load ${kb(page.onLoad)}, after scrolling to the form ${kb(page.onScroll)})${page.formFound ? "" : " - no <form> on the page yet"}`,
        );
        console.log(`${"".padEnd(18)} the form adds ${kb(added)} over / -> ${addedBytes <= ISLAND_TARGET_BYTES ? "within" : "OVER"} the 40 KB island target`);
        for (const file of added) console.log(`${"".padEnd(20)}${file.url} ${(file.brotli / 1024).toFixed(1)} KB`);
      }
    } catch (error) {
      console.log(`(page measurement skipped: ${(error as Error).message.split("\n")[0]})`);
    }
  } finally {
    token.stop();
    await site.stop();
    await baselineServer.stop();
  }
}

await main();
