/**
 * Applies pending SQL migrations to the configured database (see src/platform/db/client.ts).
 * --if-configured: do nothing without DATABASE_URL (Netlify deploy previews without a database).
 */
import { serverEnv } from "../src/platform/env.ts";

const env = serverEnv();
if (process.argv.includes("--if-configured") && !env.databaseUrl) {
  console.log("db:migrate: no DATABASE_URL, nothing to migrate");
  process.exit(0);
}
process.env.AUTO_MIGRATE = "false";
const { getDatabase, closeDatabase } = await import("../src/platform/db/client.ts");
const { migrate } = await import("../src/platform/db/migrate.ts");
const database = await getDatabase();
const applied = await migrate(database);
console.log(applied.length ? `db:migrate: applied ${applied.join(", ")}` : "db:migrate: up to date");
await closeDatabase();
