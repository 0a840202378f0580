/**
 * vitest setupFile, only with VITEST_CPU_LOG=<file>: appends one JSON line per test file with the
 * CPU its worker spent (user and system, including the worker's start: with isolation every file
 * gets a fresh worker) and the CPU of the processes the file started and waited for (servers,
 * CLIs). On a shared machine wall time says more about the neighbours than about the file; CPU
 * seconds are the comparable figure (issue 28). `node scripts/tests-cpu.ts <file>` sums it up.
 */
import { appendFileSync, readFileSync } from "node:fs";
import { afterAll, expect } from "vitest";

const logFile = process.env.VITEST_CPU_LOG;
const TICK_MS = 10; // USER_HZ is 100 on Linux

/** CPU of waited-for child processes (cutime + cstime of /proc/self/stat), in ms. */
function childrenMs(): number {
  try {
    const fields = readFileSync("/proc/self/stat", "utf8").split(") ")[1]!.split(" ");
    return (Number(fields[13]) + Number(fields[14])) * TICK_MS;
  } catch {
    return 0;
  }
}

// In a shared worker (project "shared", isolate: false) the process runs many files: each file is
// charged the CPU since the previous file in that worker ended, so the sum stays the worker's total.
const worker = globalThis as { cpuLogCharged?: NodeJS.CpuUsage };

if (logFile) {
  const file = expect.getState().testPath ?? "";
  const started = performance.now();
  const children = childrenMs();
  afterAll(() => {
    const total = process.cpuUsage();
    const { user, system } = process.cpuUsage(worker.cpuLogCharged);
    worker.cpuLogCharged = total;
    appendFileSync(
      logFile,
      `${JSON.stringify({
        file: file.replace(`${process.cwd()}/`, ""),
        workerMs: Math.round((user + system) / 1000),
        userMs: Math.round(user / 1000),
        childMs: childrenMs() - children,
        fileWallMs: Math.round(performance.now() - started),
        uptimeMs: Math.round(process.uptime() * 1000),
      })}\n`,
    );
  });
}
