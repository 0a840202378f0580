/**
 * PGlite has no server: two processes opening the same folder would corrupt it. PGlite keeps a
 * postmaster.pid file in its folder while it is open, so CLI scripts refuse to start beside a
 * running `npm start` (or after a crash, until the stale file is removed).
 */
import { existsSync } from "node:fs";
import path from "node:path";
import { serverEnv } from "#platform/env.ts";

export function exitIfEmbeddedDatabaseInUse(scriptName: string): void {
  const env = serverEnv();
  if (env.databaseUrl || env.dataDir === "memory://") return;
  const pidFile = path.resolve(env.dataDir, "pglite", "postmaster.pid");
  if (!existsSync(pidFile)) return;
  console.error(
    [
      `${scriptName}: Die eingebettete Datenbank (${path.dirname(pidFile)}) wird gerade benutzt – bitte zuerst \`npm start\` beenden.`,
      `${scriptName}: The embedded database is in use by another process (npm start?). Stop it first.`,
      `If no such process runs (e.g. after a crash), delete ${pidFile} and retry.`,
    ].join("\n"),
  );
  process.exit(2);
}
