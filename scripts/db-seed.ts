/**
 * npm run db:seed — a believable demo association for the embedded default: the demo users (one per
 * role, password "Demo-Passwort-2025!", see README) and every module's demo data
 * (src/composition/seeders.ts). Deterministic and idempotent: each seeder runs once per database.
 * `--users-only` creates just the demo users (the browser tests start from that).
 * Refuses production (a Netlify deploy, Clerk or a Neon database): the passwords are public.
 * `npm start` seeds an empty embedded database by itself, so this is needed only for another database.
 */
import { exitIfEmbeddedDatabaseInUse } from "./lib/pglite-in-use.ts";
import { seedRefusal } from "#platform/seed/run-seeders.ts";

const refusal = seedRefusal();
if (refusal) {
  console.error(`db:seed: ${refusal}.`);
  process.exit(1);
}
exitIfEmbeddedDatabaseInUse("db:seed");
const usersOnly = process.argv.includes("--users-only");
const { closeDatabase, getDb } = await import("#platform/db/client.ts");
const { runSeeders } = await import("#platform/seed/run-seeders.ts");
const { ALL_SEEDERS } = await import("../src/composition/seeders.ts");
const { DEMO_PASSWORD } = await import("#platform/auth/demo-users.ts");
try {
  const summary = await runSeeders(await getDb(), usersOnly ? [] : ALL_SEEDERS);
  if (summary.skipped.length) console.log(`db:seed: schon vorhanden: ${summary.skipped.join(", ")}`);
  console.log(`db:seed: Demo-Benutzer admin@, geschaeftsfuehrung@, vorstand@, mitglied@vnsi-verband.de – Passwort: ${DEMO_PASSWORD}`);
} finally {
  await closeDatabase();
}
