/**
 * Sums up a VITEST_CPU_LOG file (tests/setup/cpu-log.ts): total CPU seconds of the test workers and
 * of the processes they started, and the files that cost most.
 *   VITEST_CPU_LOG=.data/cpu.jsonl npx vitest run && node scripts/tests-cpu.ts .data/cpu.jsonl [top]
 */
import { readFileSync } from "node:fs";

interface Line {
  file: string;
  workerMs: number;
  childMs: number;
  fileWallMs: number;
}

const [logFile, top = "20"] = process.argv.slice(2);
if (!logFile) throw new Error("usage: node scripts/tests-cpu.ts <VITEST_CPU_LOG file> [top]");
const lines = readFileSync(logFile, "utf8")
  .split("\n")
  .filter(Boolean)
  .map((l) => JSON.parse(l) as Line);
const s = (ms: number) => (ms / 1000).toFixed(1).padStart(7);
const cpu = (l: Line) => l.workerMs + l.childMs;
const sum = (f: (l: Line) => number) => lines.reduce((total, l) => total + f(l), 0);
console.log(`${lines.length} files: ${s(sum(cpu))} CPU-s (workers ${s(sum((l) => l.workerMs)).trim()}, started processes ${s(sum((l) => l.childMs)).trim()})`);
console.log(`    CPU-s  worker  children   wall  file`);
for (const l of [...lines].sort((a, b) => cpu(b) - cpu(a)).slice(0, Number(top))) {
  console.log(`${s(cpu(l))} ${s(l.workerMs)} ${s(l.childMs)}   ${s(l.fileWallMs)}  ${l.file}`);
}
