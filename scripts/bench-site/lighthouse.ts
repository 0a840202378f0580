/**
 * Lighthouse (mobile preset, the CLI's default) when the package is installed: the median of three
 * runs per category. Returns undefined when lighthouse is not installed.
 */
import { execFile } from "node:child_process";
import { existsSync } from "node:fs";
import path from "node:path";
import { promisify } from "node:util";

const run = promisify(execFile);
const categories = ["performance", "accessibility", "best-practices", "seo"] as const;
export type LighthouseScores = Record<(typeof categories)[number], number> & {
  /** Total Blocking Time in ms (the form pages' target is under 50, issue 9). */
  tbtMs: number;
};

export function lighthouseCli(root: string): string | undefined {
  const cli = path.join(root, "node_modules/lighthouse/cli/index.js");
  return existsSync(cli) ? cli : undefined;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** One Lighthouse run; undefined when the run failed (e.g. NO_NAVSTART on a busy machine). */
async function lighthouseOnce(cli: string, url: string): Promise<LighthouseScores | undefined> {
  let stdout: string;
  try {
    ({ stdout } = await run(
      process.execPath,
      [cli, url, "--output=json", "--quiet", `--only-categories=${categories.join(",")}`, "--chrome-flags=--headless=new --no-sandbox --disable-gpu"],
      { env: { ...process.env, CHROME_PATH: process.env.CHROME_PATH ?? "/usr/bin/chromium" }, maxBuffer: 64 * 1024 * 1024 },
    ));
  } catch {
    return undefined;
  }
  const report = JSON.parse(stdout) as { categories: Record<string, { score: number | null }>; audits: Record<string, { numericValue?: number }> };
  if (categories.some((name) => typeof report.categories[name]?.score !== "number")) return undefined;
  const scores = Object.fromEntries(categories.map((name) => [name, Math.round((report.categories[name]!.score ?? 0) * 100)]));
  return { ...scores, tbtMs: Math.round(report.audits["total-blocking-time"]?.numericValue ?? 0) } as LighthouseScores;
}

/** Median of `runs` successful runs, allowing as many failed runs before giving up. */
export async function lighthouseMedian(cli: string, url: string, runs = 3): Promise<LighthouseScores | undefined> {
  const results: LighthouseScores[] = [];
  for (let attempt = 0; attempt < runs * 2 && results.length < runs; attempt += 1) {
    const result = await lighthouseOnce(cli, url);
    if (result) results.push(result);
  }
  if (results.length === 0) return undefined;
  const scores = Object.fromEntries(categories.map((name) => [name, median(results.map((result) => result[name]))]));
  return { ...scores, tbtMs: median(results.map((result) => result.tbtMs)) } as LighthouseScores;
}
