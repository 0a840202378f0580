/**
 * vitest sequencer: the files that take long on their own start first, so that no worker is left
 * with one of them at the end of a run while the others idle (ADR 210). vitest sorts by the
 * durations of the previous run, but a clean clone has none and falls back to file size, which
 * puts these small files last. Measured on a busy 2-core machine (slowest first); a file that
 * becomes slow belongs here, one that is renamed drops out harmlessly.
 */
import { BaseSequencer, type TestSpecification } from "vitest/node";

const LONG_FILES = [
  "tests/functions/fuzz-routes.db.test.ts", // ~21,000 hostile requests over every route
  "scripts/user-add.test.ts", // CLI processes on an embedded database on disk, full demo seed twice
  "tests/unit/endpoint-matrix.db.test.ts", // every endpoint x every role
  "src/modules/security/server/routes.db.test.ts",
  "src/platform/auth/local/local-provider.db.test.ts", // password hashing, timing comparison
  "src/platform/auth/local/brute-force.db.test.ts",
  "tests/unit/content-schemas.test.ts", // one astro sync
  "tests/functions/back-office-list-cursors.db.test.ts",
];

export default class LongFilesFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const rank = (spec: TestSpecification) => {
      const index = LONG_FILES.findIndex((file) => spec.moduleId.endsWith(file));
      return index === -1 ? LONG_FILES.length : index;
    };
    return sorted
      .map((spec, position) => ({ spec, position }))
      .sort((a, b) => rank(a.spec) - rank(b.spec) || a.position - b.position)
      .map(({ spec }) => spec);
  }
}
