/**
 * Child process of local-server.ts: creates the server's users in its embedded database, then runs
 * the server (scripts/serve.ts) in the same process on the database already open. One process
 * instead of one for the users and one for the server saves a start and an open of the database
 * per server test file (issue 28); `npm run user:add` would even open and migrate it once per user
 * (user-add.test.ts proves that CLI). Usage: node tests/helpers/serve-with-users.ts
 * '<JSON [{ email, role }]>' '<password>', with the server's environment (DATA_DIR, PORT, …).
 */
import type { Role } from "#shared/roles.ts";

const [usersJson, password] = process.argv.slice(2);
if (!usersJson || !password) throw new Error("usage: serve-with-users.ts '<users JSON>' <password>");
const users = JSON.parse(usersJson) as { email: string; role: Role }[];
const { provisionUser } = await import("#platform/auth/local/provision-user.ts");
for (const user of users) await provisionUser({ email: user.email, password, roles: [user.role] });
// The server takes the open database from the same client module (src/platform/db/client.ts).
await import("../../scripts/serve.ts");
