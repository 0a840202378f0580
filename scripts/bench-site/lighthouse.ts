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
export type LighthouseScores = Record<(typeof categories)[number], number>;

export function lighthouseCli(root: string): string | undefined {
  const cli = path.join(root, "node_modules/lighthouse/cli/index.js");
  return existsSync(cli) ? cli : undefined;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

export async function lighthouseMedian(cli: string, url: string, runs = 3): Promise<LighthouseScores> {
  const results: LighthouseScores[] = [];
  for (let index = 0; index < runs; index += 1) {
    const { stdout } = await run(
      process.execPath,
      [cli, url, "--output=json", "--quiet", `--only-categories=${categories.join(",")}`, "--chrome-flags=--headless=new --no-sandbox --disable-gpu"],
      { env: { ...process.env, CHROME_PATH: process.env.CHROME_PATH ?? "/usr/bin/chromium" }, maxBuffer: 64 * 1024 * 1024 },
    );
    const report = JSON.parse(stdout) as { categories: Record<string, { score: number | null }> };
    results.push(Object.fromEntries(categories.map((name) => [name, Math.round((report.categories[name]?.score ?? 0) * 100)])) as LighthouseScores);
  }
  return Object.fromEntries(categories.map((name) => [name, median(results.map((result) => result[name]))])) as LighthouseScores;
}
