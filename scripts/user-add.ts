/**
 * npm run user:add -- --email E --password P --role R [--first-name F] [--last-name L]
 *   Creates a confirmed local user with role R (admin, geschaeftsfuehrung, vorstand, mitglied), or
 *   adds R to the existing user with that e-mail address (the password then stays unchanged).
 *   Prints the user id. This is how a new installation gets its first administrator.
 * npm run user:add -- --user-id user_... --email E --role R
 *   With Clerk: gives the Clerk user with that id role R (creating the profile if needed).
 * Uses the configured database (DATABASE_URL, else the PGlite folder in DATA_DIR, default .data/).
 */
import { parseArgs } from "node:util";
import { z } from "zod";
import { emailSchema, passwordSchema } from "#shared/schemas/auth.ts";
import { ROLES } from "#shared/roles.ts";
import { exitIfEmbeddedDatabaseInUse } from "./lib/pglite-in-use.ts";

const usage = "Aufruf / usage: npm run user:add -- --email E --password P --role admin|geschaeftsfuehrung|vorstand|mitglied";

function fail(message: string): never {
  console.error(`user:add: ${message}\n${usage}`);
  process.exit(1);
}

const OPTIONS = {
  email: { type: "string" },
  password: { type: "string" },
  role: { type: "string" },
  "user-id": { type: "string" },
  "first-name": { type: "string" },
  "last-name": { type: "string" },
} as const;

let args: Partial<Record<keyof typeof OPTIONS, string>> = {};
try {
  args = parseArgs({
    options: OPTIONS,
    strict: true,
  }).values;
} catch (error) {
  fail((error as Error).message);
}

const email = emailSchema.safeParse(args.email ?? "");
if (!email.success) fail(`Ungültige E-Mail-Adresse / invalid e-mail address: ${JSON.stringify(args.email ?? "")}`);
const role = z.enum(ROLES).safeParse(args.role);
if (!role.success) fail(`Unbekannte Rolle / unknown role: ${JSON.stringify(args.role ?? "")} (erlaubt / allowed: ${ROLES.join(", ")})`);
const clerkUserId = args["user-id"];
if (clerkUserId !== undefined && !/^user_[A-Za-z0-9]+$/.test(clerkUserId)) fail(`Ungültige Benutzer-ID / invalid user id: ${clerkUserId}`);
if (clerkUserId === undefined) {
  const password = passwordSchema.safeParse(args.password ?? "");
  if (!password.success) fail("Das Passwort muss mindestens 6 Zeichen lang sein. / The password must be at least 6 characters long.");
}

exitIfEmbeddedDatabaseInUse("user:add");
const { closeDatabase } = await import("#platform/db/client.ts");
try {
  if (clerkUserId) {
    const { ensureProfile } = await import("#platform/auth/profiles.ts");
    const { grantRole } = await import("#platform/auth/user-roles.ts");
    await ensureProfile({ id: clerkUserId, email: email.data, firstName: args["first-name"], lastName: args["last-name"] });
    const granted = await grantRole(clerkUserId, role.data);
    console.error(granted ? `Rolle ${role.data} vergeben.` : `Benutzer hatte die Rolle ${role.data} bereits.`);
    console.log(clerkUserId);
  } else {
    const { provisionUser } = await import("#platform/auth/local/provision-user.ts");
    const result = await provisionUser({
      email: email.data,
      password: args.password!,
      roles: [role.data],
      firstName: args["first-name"],
      lastName: args["last-name"],
    });
    const what = result.created
      ? `Benutzer ${result.email} angelegt (bestätigt) mit Rolle ${role.data}.`
      : `Benutzer ${result.email} existiert bereits; ${result.grantedRoles.length ? `Rolle ${role.data} hinzugefügt` : `Rolle ${role.data} war schon vergeben`}, Passwort unverändert.`;
    console.error(what);
    console.log(result.id);
  }
} finally {
  await closeDatabase();
}
