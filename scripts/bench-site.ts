/**
 * `npm run bench:site`: prints what every public page costs. Uses the built site in DIST_DIR
 * (default dist/; `--build` or a missing build runs `astro build` first), serves it with
 * scripts/serve.ts on a free port and measures each page of the sitemap plus the 404 page in
 * Chromium: HTML raw/brotli, JS and CSS brotli, requests, third-party requests, axe violations, and
 * Lighthouse scores (median of 3) when lighthouse is installed. It prints figures; it asserts nothing.
 *
 *   DIST_DIR, CHROMIUM_PATH, BENCH_PORT, BENCH_LIGHTHOUSE=0 (skip Lighthouse), BENCH_PAGES="/ /themen"
 */
import { execFileSync } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { chromium } from "@playwright/test";
import { startServer } from "./bench-site/server.ts";
import { measurePage, type PageFigures } from "./bench-site/measure-page.ts";
import { lighthouseCli, lighthouseMedian, type LighthouseScores } from "./bench-site/lighthouse.ts";

const root = path.resolve(import.meta.dirname, "..");
const distDir = path.resolve(root, process.env.DIST_DIR ?? "dist");

if (process.argv.includes("--build") || !existsSync(path.join(distDir, "index.html"))) {
  console.log(`Building into ${distDir} ...`);
  execFileSync(process.execPath, [path.join(root, "node_modules/astro/bin/astro.mjs"), "build"], {
    cwd: root,
    stdio: "inherit",
    env: { ...process.env, DIST_DIR: distDir, ASTRO_TELEMETRY_DISABLED: "1" },
  });
}

function pagesFromSitemap(): string[] {
  if (process.env.BENCH_PAGES) return process.env.BENCH_PAGES.split(/\s+/).filter(Boolean);
  const sitemap = readFileSync(path.join(distDir, "sitemap-0.xml"), "utf8");
  const paths = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]).pathname);
  return [...paths, "/gibt-es-nicht"];
}

const kb = (bytes: number) => (bytes / 1024).toFixed(1);
const pad = (value: string | number, width: number) => String(value).padStart(width);

function printHeader(): void {
  const header = ["page".padEnd(30), "status", "HTML KB", "HTML br", "JS br", "CSS br", "font KB", "reqs", "3rd", "axe", "LH perf/a11y/bp/seo  TBT ms"];
  console.log(header.join("  "));
}

/** One line per page, printed as soon as the page is measured (Lighthouse runs take minutes). */
function printRow(f: PageFigures, lh: LighthouseScores | undefined): void {
  console.log(
    [
      f.path.padEnd(30),
      pad(f.status, 6),
      pad(kb(f.htmlRaw), 7),
      pad(kb(f.htmlBrotli), 7),
      pad(kb(f.jsBrotli), 5),
      pad(kb(f.cssBrotli), 6),
      pad(kb(f.fontBytes), 7),
      pad(f.requests, 4),
      pad(f.thirdParty.length, 3),
      pad(f.axeViolations.length, 3),
      lh ? `${lh.performance}/${lh.accessibility}/${lh["best-practices"]}/${lh.seo}  ${lh.tbtMs}` : "-",
    ].join("  "),
  );
  for (const url of f.thirdParty) console.log(`    third party: ${url}`);
  for (const violation of f.axeViolations) console.log(`    axe: ${violation}`);
}

const server = await startServer(root, distDir);
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
  args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update", "--no-first-run"],
});
const cli = process.env.BENCH_LIGHTHOUSE === "0" ? undefined : lighthouseCli(root);
if (!cli) console.log("Lighthouse: not installed (npm install -D lighthouse) or skipped; scores omitted.");

try {
  printHeader();
  for (const pathname of pagesFromSitemap()) {
    const figures = await measurePage(browser, server.baseUrl, pathname);
    const lighthouse = cli && figures.status === 200 ? await lighthouseMedian(cli, server.baseUrl + pathname) : undefined;
    printRow(figures, lighthouse);
  }
  console.log("\nSizes in KiB; br = brotli quality 11 of what the page loads before any interaction (375 px viewport).");
} finally {
  await browser.close();
  await server.stop();
}
