import { defineConfig } from "@playwright/test";

/**
 * End-to-end tests over the built site served by scripts/serve.ts (the same server as `npm start`),
 * in Debian's Chromium (never a downloaded browser). A fresh data folder per run.
 */
const port = Number(process.env.E2E_PORT ?? 8899);
export const e2eDataDir = process.env.E2E_DATA_DIR ?? ".data/e2e";
/** Where the server posts membership-application webhooks: a receiver the system spec starts itself. */
export const e2eWebhookPort = port + 100;

/**
 * The site the e2e server serves and the content editor publishes into: a scratch copy of content/
 * and dist/ in the data folder, so a publish never touches the repository's files (ADR 271).
 */
const siteDir = `${e2eDataDir}/site`;

/** Specs that run as a project of their own (see `projects`). */
const ISOLATED_SPECS = { assembly: /assembly\.spec\.ts$/, finances: /finances\.spec\.ts$/, content: /content\.spec\.ts$/ };

export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? [["list"]] : [["list"]],
  timeout: 30_000,
  // Specs that change what every other spec sees run on a server of their own, after the rest:
  // the assembly spec sends real invitations, and from an invitation until its assembly the statutes
  // freeze admissions (§ 3 Abs. 5), so the application flows elsewhere would be refused; the
  // finances spec runs fee runs, which bill every member other specs admitted; the content spec
  // publishes press releases and rebuilds the site, which other specs would see change under them. `npm run test:e2e`
  // runs the projects one after the other, each on a fresh server and database.
  projects: [
    { name: "main", testIgnore: Object.values(ISOLATED_SPECS) },
    ...Object.entries(ISOLATED_SPECS).map(([name, testMatch]) => ({ name, testMatch })),
  ],
  use: {
    baseURL: `http://localhost:${port}`,
    locale: "de-DE",
    timezoneId: "Europe/Berlin",
    // axe checks colours of the settled page; a toast sliding in at partial opacity "fails" contrast
    // at random. Our CSS honours reduced motion, so animations end at once and results are stable.
    reducedMotion: "reduce",
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
      args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update", "--disable-sync", "--no-first-run", "--disable-quic"],
    },
  },
  webServer: {
    // A fresh database with the demo users of `npm run db:seed` (one per role) for the login fixtures.
    command: `rm -rf ${e2eDataDir} && mkdir -p ${siteDir} && cp -R content ${siteDir}/content && cp -R dist ${siteDir}/dist && node scripts/db-seed.ts --users-only && node scripts/serve.ts`,
    url: `http://localhost:${port}/`,
    reuseExistingServer: false,
    // Seeding hashes four passwords (scrypt) before the server starts; slow on a busy machine.
    timeout: 180_000,
    env: {
      PORT: String(port),
      DATA_DIR: e2eDataDir,
      // Scheduled jobs run quickly so tests can watch retries happen.
      SCHEDULE_INTERVAL_MS: "2000",
      // The tests act as many clients through x-nf-client-connection-ip (never trusted otherwise).
      TRUST_CLIENT_IP_HEADER: "1",
      // POST /__dev/jobs/run {name, now}: run a scheduled job at a chosen moment (fake clock).
      DEV_JOB_TRIGGER: "1",
      // x-dev-now: <ISO time> makes that the request's now() (src/platform/clock.ts), for flows on a chosen day.
      DEV_CLOCK: "1",
      // Answers of contract-bound routes are checked against their declared schema (ADR 260): a
      // mismatch answers 500 response_contract_violation, so the spec fails where it happens.
      API_CHECK_RESPONSES: "1",
      // Webhooks of new applications go to a local receiver that only the system spec runs (elsewhere
      // the POST is refused); a delivery is given up at its first failure, so that spec can retry a
      // dead delivery from the system screen without waiting 1.5 days of backoff.
      MEMBERSHIP_WEBHOOK_URLS: `http://127.0.0.1:${port + 100}/webhook/mitgliedsantrag`,
      OUTBOX_MAX_ATTEMPTS: "1",
      // The content editor publishes into this copy and rebuilds it (src/platform/site-build).
      CONTENT_DIR: `${siteDir}/content`,
      DIST_DIR: `${siteDir}/dist`,
    },
  },
});
