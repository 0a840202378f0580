/**
 * vitest setupFile of the "pglite" project: the in-memory database a test file opens starts from the
 * run's migrated snapshot (built by pglite-snapshot.global.ts, loaded by src/platform/db/client.ts).
 */
import { inject } from "vitest";

process.env.PGLITE_SNAPSHOT = inject("pgliteSnapshot");
