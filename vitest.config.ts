import { defineConfig } from "vitest/config";
import { createRunDatabase } from "./tests/setup/postgres-database.ts";

/**
 * Unit and function tests. Database tests run on an in-memory PGlite by default; when
 * TEST_DATABASE_URL points at a real Postgres, the "postgres" project runs the *.db.test.ts files
 * against a fresh database of their own as well (one file at a time: they share that database).
 */
const include = ["src/**/*.test.{ts,tsx}", "scripts/**/*.test.ts", "tests/unit/**/*.test.ts", "tests/functions/**/*.test.ts"];

export default defineConfig(async () => {
  const baseUrl = process.env.TEST_DATABASE_URL;
  const runUrl = baseUrl ? await createRunDatabase(baseUrl) : undefined;
  if (runUrl) process.env.VNSI_RUN_DATABASE_URL = runUrl;
  return {
    test: {
      // Opening PGlite and applying every migration takes seconds on a busy 2-core machine.
      testTimeout: 30_000,
      hookTimeout: 60_000,
      projects: [
        {
          extends: true,
          test: { name: "pglite", include, env: { DATA_DIR: "memory://", DATABASE_URL: "" } },
        },
        ...(runUrl
          ? [
              {
                extends: true,
                test: {
                  name: "postgres",
                  include: ["**/*.db.test.{ts,mts}"],
                  exclude: ["node_modules/**", "dist/**"],
                  env: { DATABASE_URL: runUrl, DATABASE_DRIVER: "postgres", DATA_DIR: "memory://" },
                  globalSetup: ["tests/setup/postgres-global.ts"],
                  fileParallelism: false,
                },
              },
            ]
          : []),
      ],
    },
  };
});
