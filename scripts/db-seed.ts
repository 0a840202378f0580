/**
 * npm run db:seed — the demo dataset of the embedded default: one confirmed user per role, all
 * with the password "Demo-Passwort-2025!" (documented in the README). Idempotent: existing users
 * keep their password and only get missing roles. Refuses to run while `npm start` holds the
 * embedded database. Never run it against a production database: the passwords are public.
 */
import { exitIfEmbeddedDatabaseInUse } from "./lib/pglite-in-use.ts";
import { DEMO_PASSWORD, DEMO_USERS } from "../src/server/auth/demo-users.ts";

if (process.env.NETLIFY === "true" || process.env.CONTEXT === "production") {
  console.error("db:seed: not on a production deploy (the demo passwords are public).");
  process.exit(1);
}
exitIfEmbeddedDatabaseInUse("db:seed");
const { closeDatabase } = await import("../src/server/db/client.ts");
const { provisionUser } = await import("../src/server/auth/local/provision-user.ts");
try {
  for (const user of DEMO_USERS) {
    const result = await provisionUser({ ...user, password: DEMO_PASSWORD, roles: [user.role] });
    console.log(`${result.created ? "angelegt  " : "vorhanden "} ${user.role.padEnd(18)} ${result.email}  ${result.id}`);
  }
  console.log(`Passwort aller Demo-Benutzer: ${DEMO_PASSWORD}`);
} finally {
  await closeDatabase();
}
