/**
 * Size and cold-import time of every function as Netlify bundles it (scripts/bundles/): zip bytes,
 * unzipped bytes, and the median of several cold imports (wall and CPU milliseconds), each in a
 * fresh Node 24 process running as Lambda would (unpacked alone, read-only, unprivileged). Prints
 * a Markdown table. On a busy machine the wall time mostly measures the machine; the CPU time
 * (user + system of the importing process) stays comparable.
 *
 *   npm run measure:bundles [-- --runs 5] [--save DIR]     bundles this tree (and keeps the zips)
 *   npm run measure:bundles -- --zips DIR_A,DIR_B          compares saved bundles, imports interleaved
 *                                                          (A, B, A, B, ...) so both see the same load
 */
import { copyFile, mkdir, readdir, stat } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { bundleFunctions } from "./bundles/netlify-bundle.ts";
import { coldImportMs, directorySize, removeSandbox, sandboxRoot, unpack } from "./bundles/sandbox.ts";

const { values } = parseArgs({ options: { runs: { type: "string", default: "5" }, save: { type: "string" }, zips: { type: "string" } } });
const runs = Number(values.runs);
const mb = (bytes: number) => (bytes / 1024 / 1024).toFixed(2);
const load = () =>
  os
    .loadavg()
    .map((l) => l.toFixed(1))
    .join(" ");
const median = (list: number[]) => {
  const sorted = [...list].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};

interface BundleSet {
  label: string;
  zips: Map<string, string>;
}

const root = await sandboxRoot();
try {
  const sets: BundleSet[] = [];
  if (values.zips) {
    for (const dir of values.zips.split(",")) {
      const names = (await readdir(dir)).filter((f) => f.endsWith(".zip"));
      sets.push({ label: path.basename(dir), zips: new Map(names.map((n) => [n.replace(/\.zip$/, ""), path.join(dir, n)])) });
    }
  } else {
    const started = Date.now();
    const bundles = await bundleFunctions(path.join(root, "zips"));
    console.log(`bundled ${bundles.length} functions in ${((Date.now() - started) / 1000).toFixed(1)} s (load ${load()})`);
    if (values.save) {
      await mkdir(values.save, { recursive: true });
      for (const b of bundles) await copyFile(b.zip, path.join(values.save, `${b.name}.zip`));
    }
    sets.push({ label: "this tree", zips: new Map(bundles.map((b) => [b.name, b.zip])) });
  }
  const env = {
    URL: "https://bundles.example",
    SITE_ID: "site-bundles",
    SITE_NAME: "vnsi-bundles",
    NETLIFY_DATABASE_URL: "postgres://nobody@127.0.0.1:1/none",
  };
  const names = [...sets[0]!.zips.keys()].sort();
  const rows: string[] = [];
  const totals = sets.map(() => ({ zip: 0, unzipped: 0, ms: 0, cpu: 0 }));
  for (const name of names) {
    const dirs = await Promise.all(sets.map((set, i) => unpack(root, `${i}-${name}`, set.zips.get(name)!)));
    const times: number[][] = sets.map(() => []);
    const cpus: number[][] = sets.map(() => []);
    for (let run = 0; run < runs; run++) {
      for (let i = 0; i < sets.length; i++) {
        try {
          const { wall, cpu } = await coldImportMs(name, dirs[i]!, root, env);
          times[i]!.push(wall);
          cpus[i]!.push(cpu);
        } catch (error) {
          console.log(`${sets[i]!.label} ${name}: ${(error as Error).message.split("\n").slice(0, 6).join(" | ")}`);
          times[i]!.push(Number.NaN);
          cpus[i]!.push(Number.NaN);
          break;
        }
      }
    }
    const cells: string[] = [];
    for (let i = 0; i < sets.length; i++) {
      const zip = (await stat(sets[i]!.zips.get(name)!)).size;
      const unzipped = await directorySize(dirs[i]!);
      const ms = median(times[i]!);
      const cpu = median(cpus[i]!);
      totals[i]!.zip += zip;
      totals[i]!.unzipped += unzipped;
      totals[i]!.ms += ms;
      totals[i]!.cpu += cpu;
      cells.push(`${mb(zip)} | ${mb(unzipped)} | ${Number.isNaN(ms) ? "import error | -" : `${ms.toFixed(0)} | ${cpu.toFixed(0)}`}`);
    }
    rows.push(`| ${name} | ${cells.join(" | ")} |`);
    console.log(`${rows.at(-1)} (load ${load()})`);
  }
  console.log(`\n${runs} cold imports per function and bundle, interleaved; load average at the end ${load()}\n`);
  console.log(`| function | ${sets.map((s) => `${s.label}: zip MB | unzipped MB | import ms (median) | import CPU ms (median)`).join(" | ")} |`);
  console.log(`|---|${sets.map(() => "---|---|---|---|").join("")}`);
  console.log(rows.join("\n"));
  console.log(
    `| all ${names.length} | ${totals.map((t) => `${mb(t.zip)} | ${mb(t.unzipped)} | ${t.ms.toFixed(0)} (sum) | ${t.cpu.toFixed(0)} (sum)`).join(" | ")} |`,
  );
} finally {
  await removeSandbox(root);
}
