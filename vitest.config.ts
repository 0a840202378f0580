import { defineConfig } from "vitest/config";

/**
 * Unit and function tests. Database tests run on an in-memory PGlite by default; when
 * TEST_DATABASE_URL points at a real Postgres, the "postgres" project runs the *.db.test.ts files
 * against it as well (one file at a time, because they share that database).
 */
const pgUrl = process.env.TEST_DATABASE_URL;
const include = ["src/**/*.test.{ts,tsx}", "netlify/**/*.test.{ts,mts}", "scripts/**/*.test.ts", "tests/unit/**/*.test.ts"];

export default defineConfig({
  test: {
    projects: [
      {
        extends: true,
        test: { name: "pglite", include, env: { DATA_DIR: "memory://", DATABASE_URL: "" } },
      },
      ...(pgUrl
        ? [
            {
              extends: true,
              test: {
                name: "postgres",
                include: ["**/*.db.test.{ts,mts}"],
                exclude: ["node_modules/**", "dist/**"],
                env: { DATABASE_URL: pgUrl, DATABASE_DRIVER: "postgres" },
                fileParallelism: false,
              },
            },
          ]
        : []),
    ],
  },
});
