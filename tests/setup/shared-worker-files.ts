/**
 * Which test files share a worker (vitest project "shared", `isolate: false`, ADR 298).
 *
 * A fresh worker per file costs its start and the import of vitest and of everything the file
 * imports again; for the ~150 files that open no database that was most of their CPU. A file may
 * share a worker only if it cannot leave state behind for the next file in that worker, so the rule
 * is by content, decided when vitest loads the config: no database (*.db / *.pg files, or imports of
 * the database or test users), no DOM environment (.tsx, `@vitest-environment`), and none of the
 * calls below that change process-wide state (mocks, env, globals, fake timers, child processes,
 * servers). A file that matches any of them keeps a worker of its own; when in doubt, it is isolated.
 */
import { globSync, readFileSync } from "node:fs";

const ISOLATED_NAME = /\.(db|pg)\.test\.|\.tsx$/;
const ISOLATED_CONTENT = new RegExp(
  [
    String.raw`@vitest-environment`,
    String.raw`platform/db`,
    String.raw`createUser|test-users|withDatabase`,
    String.raw`vi\.(mock|doMock|stubEnv|stubGlobal|useFakeTimers|setSystemTime|resetModules)`,
    String.raw`process\.env\.[A-Z_]+ *=[^=]|process\.env\[[^\]]+\] *=[^=]|delete process\.env`,
    String.raw`globalThis\.[a-zA-Z_$]+ *=[^=]`,
    String.raw`spawn|execFile|fork\(|createServer|listen\(`,
  ].join("|"),
);

/** The files matching `include` that may run in a shared worker. */
export function sharedWorkerFiles(include: string[]): string[] {
  return globSync(include)
    .filter((file) => !file.includes("node_modules/"))
    .filter((file) => !ISOLATED_NAME.test(file) && !ISOLATED_CONTENT.test(readFileSync(file, "utf8")))
    .sort();
}
