import { availableParallelism } from "node:os";
import { fileURLToPath } from "node:url";
import { configDefaults, defineConfig } from "vitest/config";
import LongFilesFirst from "./tests/setup/long-files-first.ts";
import { sharedWorkerFiles } from "./tests/setup/shared-worker-files.ts";

/**
 * Unit, function and database tests (DEVELOPERS.md "Tests", ADR 210).
 *
 *   shared    the files that open no database and change no process-wide state
 *             (tests/setup/shared-worker-files.ts): one worker runs many of them (`isolate: false`),
 *             so vitest and the common modules are imported once per worker, not once per file (ADR 298).
 *   pglite    every other test file. A file that opens the database gets an in-memory PGlite loaded
 *             from a snapshot migrated once per run (tests/setup/pglite-snapshot*.ts).
 *   postgres  only with TEST_DATABASE_URL: the *.pg.test.ts files (races, locks, concurrency,
 *             which PGlite would serialise), each on a database of its own cloned from a template
 *             migrated once per run (tests/setup/postgres-*.ts). They leave the pglite project
 *             then; without a Postgres they run there. TEST_POSTGRES_ALL=1 adds every *.db.test.ts.
 */
const include = ["src/**/*.test.{ts,tsx}", "scripts/**/*.test.ts", "tests/unit/**/*.test.ts", "tests/functions/**/*.test.ts"];
const postgresOnly = ["{src,scripts,tests}/**/*.pg.test.{ts,mts}"];
const postgresUrl = process.env.TEST_DATABASE_URL;
// VITEST_CPU_LOG=<file>: CPU seconds per test file (tests/setup/cpu-log.ts).
const cpuLog = process.env.VITEST_CPU_LOG ? ["tests/setup/cpu-log.ts"] : [];
const shared = sharedWorkerFiles(include);

export default defineConfig({
  test: {
    // vitest's default leaves a core free (one worker on two cores); the files are CPU-bound, so
    // a worker per core, at least two. VITEST_MAX_WORKERS overrides.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    // Node's resolver re-parses a package's "exports" map for every .js file it loads (ADR 300).
    execArgv: ["--import", fileURLToPath(new URL("tests/setup/esm-format-hook.ts", import.meta.url))],
    sequence: { sequencer: LongFilesFirst },
    // Opening a database and importing a module's function takes seconds on a busy 2-core machine.
    testTimeout: 30_000,
    hookTimeout: 60_000,
    projects: [
      {
        extends: true,
        test: {
          name: "shared",
          include: shared,
          isolate: false,
          env: { DATA_DIR: "memory://", DATABASE_URL: "" },
          setupFiles: [...cpuLog],
        },
      },
      {
        extends: true,
        test: {
          name: "pglite",
          include,
          exclude: [...configDefaults.exclude, ...shared, ...(postgresUrl ? postgresOnly : [])],
          env: { DATA_DIR: "memory://", DATABASE_URL: "" },
          globalSetup: ["tests/setup/pglite-snapshot.global.ts"],
          setupFiles: ["tests/setup/pglite-snapshot.ts", ...cpuLog],
        },
      },
      ...(postgresUrl
        ? [
            {
              extends: true,
              test: {
                name: "postgres",
                include: process.env.TEST_POSTGRES_ALL ? [...postgresOnly, "{src,scripts,tests}/**/*.db.test.{ts,mts}"] : postgresOnly,
                exclude: [...configDefaults.exclude],
                env: { DATA_DIR: "memory://" },
                globalSetup: ["tests/setup/postgres-template.global.ts"],
                setupFiles: ["tests/setup/postgres-file.ts", ...cpuLog],
              },
            },
          ]
        : []),
    ],
  },
});
