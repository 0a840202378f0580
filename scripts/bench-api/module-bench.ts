/**
 * How a module joins `npm run bench:api`: a file scripts/bench-api/modules/<module>.ts exporting
 * `bench: ModuleBench`. Its seed runs in the seeding process before the server opens the database
 * (PGlite admits one process), after the administrator exists; its targets are measured as that
 * administrator (or with their own headers). BENCH_MODULES=a,b limits seeding and targets to
 * those modules (seeding 200,000 posts takes a while).
 */
import { readdir } from "node:fs/promises";
import path from "node:path";
import { pathToFileURL } from "node:url";
import type { Database } from "#platform/db/client.ts";
import type { ApiTarget } from "./targets.ts";

export interface BenchSeedContext {
  database: Database;
  adminUserId: string;
  /** Creates a user with roles and a session (for data owned by members, board, ...; pass it to headerFor). */
  createUser(roles: readonly string[]): Promise<BenchLogin>;
}

export interface BenchLogin {
  userId: string;
  sessionId: string;
}

export interface BenchTargetContext {
  baseUrl: string;
  /** The administrator's bearer header (renewed). */
  header: () => Record<string, string>;
  /** A renewed bearer header for a user the seed created (its BenchLogin, returned by seed()). */
  headerFor(login: BenchLogin): Promise<() => Record<string, string>>;
}

export interface ModuleBench {
  module: string;
  /** Seed after every other module (a bench that reads the others' data, e.g. the dashboard). */
  seedLast?: boolean;
  seed?(context: BenchSeedContext): Promise<Record<string, unknown> | void>;
  /** `seeded` is what seed() returned (ids the targets need). */
  targets(context: BenchTargetContext, seeded: Record<string, unknown>): Promise<ApiTarget[]>;
}

export async function loadModuleBenches(): Promise<ModuleBench[]> {
  const dir = path.join(import.meta.dirname, "modules");
  const files = (await readdir(dir).catch(() => [] as string[])).filter((f) => f.endsWith(".ts")).sort();
  const only = process.env.BENCH_MODULES?.split(",")
    .map((m) => m.trim())
    .filter(Boolean);
  const benches: ModuleBench[] = [];
  for (const file of files) {
    const { bench } = (await import(pathToFileURL(path.join(dir, file)).href)) as { bench: ModuleBench };
    if (!only || only.includes(bench.module)) benches.push(bench);
  }
  // Stable: the file order, with the benches that read the others' data at the end.
  return [...benches.filter((b) => !b.seedLast), ...benches.filter((b) => b.seedLast)];
}
