/**
 * The per-role journeys of issue 25 (tests/e2e/journeys/): each role signs in and does the day's
 * main task on the full demo association, so their server seeds every module's demo data (the
 * main config's server has the demo users only). Same browser, flags and environment otherwise.
 *
 *   E2E_PORT=19000 E2E_DATA_DIR=.data/e2e-19000 npx playwright test -c playwright.journeys.config.ts
 */
import { defineConfig } from "@playwright/test";
import base from "./playwright.config.ts";

const dataDir = process.env.E2E_DATA_DIR ?? ".data/e2e";
const siteDir = `${dataDir}/site`;
const server = Array.isArray(base.webServer) ? base.webServer[0]! : base.webServer!;

export default defineConfig({
  ...base,
  testDir: "tests/e2e/journeys",
  projects: [{ name: "journeys" }],
  // A journey walks several screens at two widths on a shared two-core machine.
  timeout: 180_000,
  webServer: {
    ...server,
    // The embedded PGlite in the data folder, whatever database the main config's servers use.
    env: { ...server.env, DATABASE_URL: "" },
    command: `rm -rf ${dataDir} && mkdir -p ${siteDir} && cp -R content ${siteDir}/content && cp -R dist ${siteDir}/dist && node scripts/db-seed.ts && node scripts/serve.ts`,
    timeout: 600_000,
    // E2E_REUSE=1: walk the journeys against a demo server already running on E2E_PORT (while writing them).
    reuseExistingServer: process.env.E2E_REUSE === "1",
  },
});
