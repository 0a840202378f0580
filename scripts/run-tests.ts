/**
 * `npm test`: every check of the project in phases, run side by side where one does not need
 * another (DEVELOPERS.md "Tests", ADR 210). Prints the load average at the start and each phase's
 * wall time, so a slow run can be told apart from a busy machine; each phase's output is printed
 * whole when it ends (parallel phases would interleave their lines otherwise).
 *
 *   lint       biome ci: format and lint (ADR 262)                from the start
 *   build      astro build: dist/ for the e2e servers, and the .astro types tsc reads
 *   unit       vitest (npm run test:unit)                     from the start
 *   typecheck  tsc --noEmit                                   after build
 *   bundles    the Netlify bundles run as Lambda would        after build (npm run test:bundles)
 *   e2e        Playwright (npm run test:e2e)                  after build and unit
 *
 * `npm test -- unit typecheck` runs only the named phases (without their prerequisites).
 * TEST_PHASES_SERIAL=1 runs one phase at a time, in the order above.
 */
import { spawn } from "node:child_process";
import { createWriteStream } from "node:fs";
import { mkdir, readFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";

interface Phase {
  name: string;
  script: string;
  after: string[];
  /** In a plain `npm test`; otherwise only when named. */
  byDefault: boolean;
}

const root = path.resolve(import.meta.dirname, "..");
const logDir = path.join(root, ".data/test-logs");
const { scripts } = JSON.parse(await readFile(path.join(root, "package.json"), "utf8")) as { scripts: Record<string, string> };

// e2e waits for unit: both keep two cores busy, and browser tests on a starved machine time out.
const ALL: Phase[] = [
  { name: "lint", script: "lint:ci", after: [], byDefault: true },
  { name: "build", script: "build", after: [], byDefault: true },
  { name: "unit", script: "test:unit", after: [], byDefault: true },
  { name: "typecheck", script: "typecheck", after: ["build"], byDefault: true },
  ...(scripts["test:bundles"] ? [{ name: "bundles", script: "test:bundles", after: ["build"], byDefault: true }] : []),
  { name: "e2e", script: "test:e2e", after: ["build", "unit"], byDefault: true },
];

const wanted = process.argv.slice(2);
const unknown = wanted.filter((name) => !ALL.some((phase) => phase.name === name));
if (unknown.length) {
  console.error(`test: unknown phase ${unknown.join(", ")}; phases: ${ALL.map((p) => p.name).join(", ")}`);
  process.exit(2);
}
const phases = wanted.length
  ? ALL.filter((p) => wanted.includes(p.name)).map((p) => ({ ...p, after: p.after.filter((a) => wanted.includes(a)) }))
  : ALL.filter((p) => p.byDefault);
const serial = process.env.TEST_PHASES_SERIAL === "1";

const started = performance.now();
const seconds = (from: number, to = performance.now()) => ((to - from) / 1000).toFixed(1);
const load = () =>
  os
    .loadavg()
    .map((n) => n.toFixed(2))
    .join(" ");
console.log(`test: ${phases.map((p) => p.name).join(", ")}${serial ? " (one at a time)" : ""}; load average ${load()} on ${os.availableParallelism()} cores`);

type Outcome = { phase: Phase; status: "passed" | "failed" | "skipped"; begin: number; end: number; loadAtStart: string };
const outcomes = new Map<string, Outcome>();
await mkdir(logDir, { recursive: true });

function run(phase: Phase): Promise<Outcome> {
  const begin = performance.now();
  const loadAtStart = load();
  const logFile = path.join(logDir, `${phase.name}.log`);
  console.log(`test: ${phase.name} started at +${seconds(started, begin)} s (load ${loadAtStart})`);
  return new Promise((resolve) => {
    const log = createWriteStream(logFile);
    const child = spawn("npm", ["run", "--silent", phase.script], { cwd: root, stdio: ["ignore", "pipe", "pipe"], env: process.env });
    child.stdout.pipe(log, { end: false });
    child.stderr.pipe(log, { end: false });
    child.on("close", (code) => {
      log.end(async () => {
        const end = performance.now();
        const status = code === 0 ? "passed" : "failed";
        console.log(`\n===== ${phase.name} (${status}, ${seconds(begin, end)} s) =====`);
        process.stdout.write(await readFile(logFile, "utf8"));
        resolve({ phase, status, begin, end, loadAtStart });
      });
    });
  });
}

// Start every phase whose prerequisites passed; skip those whose prerequisites failed.
const running = new Map<string, Promise<Outcome>>();
while (outcomes.size < phases.length) {
  for (const phase of phases) {
    if (outcomes.has(phase.name) || running.has(phase.name)) continue;
    const failed = phase.after.filter((a) => outcomes.get(a) && outcomes.get(a)!.status !== "passed");
    if (failed.length) {
      outcomes.set(phase.name, { phase, status: "skipped", begin: performance.now(), end: performance.now(), loadAtStart: load() });
      console.log(`test: ${phase.name} skipped (${failed.join(", ")} did not pass)`);
      continue;
    }
    if (!phase.after.every((a) => outcomes.has(a))) continue;
    if (serial && running.size > 0) break;
    running.set(phase.name, run(phase));
  }
  if (running.size === 0) continue;
  const done = await Promise.race(running.values());
  running.delete(done.phase.name);
  outcomes.set(done.phase.name, done);
}

console.log(`\ntest: phase       start      wall  result   (load average at its start)`);
for (const { phase, status, begin, end, loadAtStart } of [...outcomes.values()].sort((a, b) => a.begin - b.begin)) {
  console.log(
    `test: ${phase.name.padEnd(10)} ${`+${seconds(started, begin)} s`.padStart(8)} ${`${seconds(begin, end)} s`.padStart(9)}  ${status.padEnd(7)}  (${loadAtStart})`,
  );
}
const failedPhases = [...outcomes.values()].filter((o) => o.status !== "passed").map((o) => o.phase.name);
console.log(
  `test: total ${seconds(started)} s, load average now ${load()}${failedPhases.length ? `; NOT passed: ${failedPhases.join(", ")}` : "; all passed"}`,
);
process.exit(failedPhases.length ? 1 : 0);
