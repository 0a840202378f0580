import { defineConfig, type PlaywrightTestConfig } from "@playwright/test";
import { chromiumArgs, chromiumPath } from "./tests/e2e/fixtures/chromium.ts";
import { SMOKE_TAG } from "./tests/e2e/fixtures/smoke.ts";

/**
 * End-to-end tests over the built site served by scripts/serve.ts (the same server as `npm start`),
 * in Debian's Chromium (never a downloaded browser). DEVELOPERS.md "Tests", ADR 211.
 *
 * One server per project, all started at once by one process (tests/e2e/fixtures/start-servers.ts,
 * ADR 299), each on a fresh data folder and database of its own (tests/e2e/fixtures/start-server.ts). Specs that change what every other spec sees have a server
 * of their own:
 *   assembly  its invitations freeze admissions until the assembly (statutes § 3 Abs. 5), so the
 *             application flows elsewhere would be refused
 *   finances  its fee runs bill every member other specs admitted
 *   content   it publishes press releases and rebuilds the site, which other specs would see change
 *   journeys  the per-role journeys of issue 25 (tests/e2e/journeys/) on the whole demo association
 *             (every module's demo data; the other servers have the demo users only)
 *   main      every other spec, on E2E_PORT (default 8899)
 *   smoke     the tests of a few specs that reach the database (tagged SMOKE_TAG), again on the
 *             embedded PGlite, so the default of `npm start` stays covered
 * With TEST_DATABASE_URL (the CI machine's Postgres) all but smoke run on Postgres databases
 * vnsi_e2e_<port> of that server, which answer several workers at once; without it everything runs
 * on PGlite and the smoke project is not needed. `--project=<name>` starts only that server.
 */
const basePort = Number(process.env.E2E_PORT ?? 8899);
const baseDataDir = process.env.E2E_DATA_DIR ?? ".data/e2e";
const postgresUrl = process.env.TEST_DATABASE_URL;
/** Where the main server posts membership-application webhooks: a receiver the system spec starts itself. */
export const e2eWebhookPort = basePort + 100;

const ISOLATED = { assembly: /(^|\/)assembly\.spec\.ts$/, finances: /(^|\/)finances\.spec\.ts$/, content: /(^|\/)content\.spec\.ts$/ };
/** The per-role journeys need the full demo data: a server of their own seeded as `npm start` seeds. */
const JOURNEYS = /(^|\/)journeys\/[^/]+\.spec\.ts$/;
/**
 * The embedded database end to end: a page, the contact form that stores and mails, sign-in and the
 * app; of these specs only the tests tagged SMOKE_TAG (the others prove nothing about the database).
 */
const SMOKE = { testMatch: [/public-site\.spec\.ts$/, /forms-contact\.spec\.ts$/, /backend-dashboards\.spec\.ts$/], grep: new RegExp(SMOKE_TAG) };

interface Server {
  name: string;
  port: number;
  dataDir: string;
  database: "postgres" | "pglite";
  match: Pick<NonNullable<PlaywrightTestConfig["projects"]>[number], "testMatch" | "testIgnore" | "grep">;
  /** The whole demo association instead of the demo users only. */
  demo?: boolean;
  /** A test's time limit when longer than the default. */
  timeout?: number;
}

const shared = postgresUrl ? "postgres" : "pglite";
// Workers take tests in the order of the projects: the isolated projects are serial chains, so
// they go first and run beside main instead of after it.
const servers: Server[] = [
  // A journey walks several screens at two widths: the longest chains, so they start first.
  { name: "journeys", port: basePort + 5, dataDir: `${baseDataDir}-journeys`, database: shared, match: { testMatch: JOURNEYS }, demo: true, timeout: 180_000 },
  { name: "assembly", port: basePort + 1, dataDir: `${baseDataDir}-assembly`, database: shared, match: { testMatch: ISOLATED.assembly } },
  { name: "finances", port: basePort + 2, dataDir: `${baseDataDir}-finances`, database: shared, match: { testMatch: ISOLATED.finances } },
  { name: "content", port: basePort + 3, dataDir: `${baseDataDir}-content`, database: shared, match: { testMatch: ISOLATED.content } },
  { name: "main", port: basePort, dataDir: baseDataDir, database: shared, match: { testIgnore: [...Object.values(ISOLATED), JOURNEYS] } },
  ...(postgresUrl ? [{ name: "smoke", port: basePort + 4, dataDir: `${baseDataDir}-smoke`, database: "pglite" as const, match: SMOKE }] : []),
];

function databaseUrlOf(server: Server): string {
  const url = new URL(postgresUrl!);
  url.pathname = `/vnsi_e2e_${server.port}`;
  return url.toString();
}

/** The projects named with --project (Playwright starts every webServer of the config otherwise). */
function selectedProjects(argv: string[]): string[] {
  const names = argv.flatMap((arg, i) => (arg === "--project" ? [argv[i + 1] ?? ""] : arg.startsWith("--project=") ? [arg.slice("--project=".length)] : []));
  return names.flatMap((name) => name.split(","));
}
const selected = selectedProjects(process.argv);
const running = selected.length ? servers.filter((s) => selected.includes(s.name)) : servers;

/** The environment of one server's process (tests/e2e/fixtures/start-server.ts). */
function serverEnv(server: Server): Record<string, string> {
  return {
    PORT: String(server.port),
    DATA_DIR: server.dataDir,
    ...(server.demo ? { E2E_SEED: "demo" } : {}),
    ...(server.database === "postgres" ? { DATABASE_URL: databaseUrlOf(server), DATABASE_DRIVER: "postgres" } : { DATABASE_URL: "" }),
    // The site the server serves and the content editor publishes into: a scratch copy of content/
    // and dist/ in the data folder, so a publish never touches the repository's files (ADR 271).
    CONTENT_DIR: `${server.dataDir}/site/content`,
    DIST_DIR: `${server.dataDir}/site/dist`,
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
    // The workers sign in as the same few demo people and search at once from several browsers,
    // which the per-person limits on searches and reports refuse (4 at once, ADR 241); a refused
    // refetch kept a deleted row on screen. The limits are proven by the function tests
    // (search-limits, expensive-limits-server); here they only scale up (never in production).
    WORK_LIMITS_SCALE: "100",
    // Webhooks of new applications go to a local receiver that only the system spec runs on the main
    // server (elsewhere the POST is refused); a delivery is given up at its first failure, so that spec
    // can retry a dead delivery from the system screen without waiting 1.5 days of backoff.
    MEMBERSHIP_WEBHOOK_URLS: `http://127.0.0.1:${server.port + 100}/webhook/mitgliedsantrag`,
    OUTBOX_MAX_ATTEMPTS: "1",
  };
}

export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: true,
  // Three workers keep two cores busy: much of a browser test is waiting for the server.
  workers: Number(process.env.E2E_WORKERS ?? 3),
  // No retries: a test that passes only on its second try is a bug to fix, not to hide.
  retries: 0,
  reporter: [["list"]],
  timeout: 30_000,
  projects: servers.map((server) => ({
    name: server.name,
    ...server.match,
    metadata: { dataDir: server.dataDir, database: server.database },
    ...(server.timeout ? { timeout: server.timeout } : {}),
    use: { baseURL: `http://localhost:${server.port}` },
  })),
  use: {
    // Each project talks to its own server; a config built on this one (journeys) gets main's.
    baseURL: `http://localhost:${basePort}`,
    locale: "de-DE",
    timezoneId: "Europe/Berlin",
    // axe checks colours of the settled page; a toast sliding in at partial opacity "fails" contrast
    // at random. Our CSS honours reduced motion, so animations end at once and results are stable.
    reducedMotion: "reduce",
    launchOptions: { executablePath: chromiumPath, args: chromiumArgs },
  },
  // One process starts every server at once (tests/e2e/fixtures/start-servers.ts): Playwright starts
  // the entries of a webServer list one after the other, each when the one before answers.
  webServer: {
    command: "node tests/e2e/fixtures/start-servers.ts",
    wait: { stdout: /^e2e servers ready$/m },
    // Seeding hashes the demo users' passwords (scrypt) before the server starts; slow on a busy
    // machine. The whole demo association (journeys) seeds every module first.
    timeout: running.some((server) => server.demo) ? 600_000 : 180_000,
    // The servers' log only when one fails to start, so parallel servers do not interleave their lines.
    stdout: "ignore" as const,
    stderr: "pipe" as const,
    env: {
      E2E_SERVERS: JSON.stringify(running.map((server) => ({ name: server.name, url: `http://localhost:${server.port}/`, env: serverEnv(server) }))),
      // E2E_REUSE=1: run against servers already up on these ports (while writing a spec).
      E2E_REUSE: process.env.E2E_REUSE ?? "",
    },
  },
});
