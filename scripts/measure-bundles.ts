/**
 * Size and cold-import time of every function as Netlify bundles it (scripts/bundles/): zip bytes,
 * unzipped bytes, and the median of several cold imports, each in a fresh Node 24 process running
 * as Lambda would (unpacked alone, read-only, unprivileged). Prints a Markdown table.
 *
 *   npm run measure:bundles [-- --runs 5]
 */
import { stat } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { bundleFunctions } from "./bundles/netlify-bundle.ts";
import { coldImportMs, directorySize, removeSandbox, sandboxRoot, unpack } from "./bundles/sandbox.ts";

const runsArg = process.argv.indexOf("--runs");
const runs = runsArg > 0 ? Number(process.argv[runsArg + 1]) : 5;
const mb = (bytes: number) => (bytes / 1024 / 1024).toFixed(2);
const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};

const root = await sandboxRoot();
try {
  const started = Date.now();
  const bundles = await bundleFunctions(path.join(root, "zips"));
  console.log(`bundled ${bundles.length} functions in ${((Date.now() - started) / 1000).toFixed(1)} s (load ${os.loadavg().map((l) => l.toFixed(1)).join(" ")})`);
  const env = { URL: "https://bundles.example", SITE_ID: "site-bundles", SITE_NAME: "vnsi-bundles", DATABASE_URL: "postgres://nobody@127.0.0.1:1/none" };
  const rows: string[] = [];
  const totals = { zip: 0, unzipped: 0 };
  for (const bundle of bundles.sort((a, b) => a.name.localeCompare(b.name))) {
    const dir = await unpack(path.join(root), bundle.name, bundle.zip);
    const zip = (await stat(bundle.zip)).size;
    const unzipped = await directorySize(dir);
    totals.zip += zip;
    totals.unzipped += unzipped;
    const times: number[] = [];
    for (let i = 0; i < runs; i += 1) times.push(await coldImportMs(bundle.name, dir, root, env));
    rows.push(`| ${bundle.name} | ${mb(zip)} | ${mb(unzipped)} | ${median(times).toFixed(0)} |`);
    console.log(rows.at(-1));
  }
  console.log(`\nload average ${os.loadavg().map((l) => l.toFixed(1)).join(" ")}, ${runs} cold imports per function\n`);
  console.log("| function | zip MB | unzipped MB | cold import ms (median) |\n|---|---|---|---|");
  console.log(rows.join("\n"));
  console.log(`| all ${bundles.length} | ${mb(totals.zip)} | ${mb(totals.unzipped)} | |`);
} finally {
  await removeSandbox(root);
}
