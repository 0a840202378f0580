/**
 * Applies pending SQL migrations to the configured database (see src/platform/db/client.ts).
 *
 * --if-configured: the step netlify.toml's build command runs (npm run db:migrate:deploy). It does
 * nothing without DATABASE_URL / NETLIFY_DATABASE_URL, and in a Netlify build (NETLIFY=true) only
 * the production context migrates (CONTEXT, which Netlify sets at build time): a deploy preview or
 * branch deploy built with the production database's URL must never change its schema (ADR 201).
 * Sites whose previews have a database of their own (e.g. a Neon branch per preview) list those
 * contexts in MIGRATE_CONTEXTS ("deploy-preview,branch-deploy"). Outside Netlify it migrates.
 */
import { serverEnv } from "#platform/env.ts";
import { migrationDecision } from "./lib/migration-decision.ts";

const env = serverEnv();
if (process.argv.includes("--if-configured")) {
  const skip = migrationDecision(process.env, Boolean(env.databaseUrl));
  if (skip) {
    console.log(`db:migrate: ${skip}`);
    process.exit(0);
  }
}
process.env.AUTO_MIGRATE = "false";
const { getDatabase, closeDatabase } = await import("#platform/db/client.ts");
const { migrate } = await import("#platform/db/migrate.ts");
const database = await getDatabase();
const applied = await migrate(database);
console.log(applied.length ? `db:migrate: applied ${applied.join(", ")}` : "db:migrate: up to date");
// A new association's usable start, once (src/composition/starter-structure.ts; nothing where structure exists).
const { ensureStarterStructure } = await import("../src/composition/starter-structure.ts");
const starter = await ensureStarterStructure(database.db);
if (starter.created.length) console.log(`db:migrate: Grundstruktur angelegt: ${starter.created.join(", ")}`);
await closeDatabase();
