/**
 * Child process of local-server.ts: creates the server's users in its embedded database before the
 * server starts, all in one process (`npm run user:add` would open and migrate the database once
 * per user; user-add.test.ts proves that CLI). Usage: node tests/helpers/add-server-users.ts
 * '<JSON [{ email, role }]>' '<password>', with the server's DATA_DIR.
 */
import type { Role } from "#shared/roles.ts";

const [usersJson, password] = process.argv.slice(2);
if (!usersJson || !password) throw new Error("usage: add-server-users.ts '<users JSON>' <password>");
const users = JSON.parse(usersJson) as { email: string; role: Role }[];
const { closeDatabase } = await import("#platform/db/client.ts");
const { provisionUser } = await import("#platform/auth/local/provision-user.ts");
try {
  for (const user of users) await provisionUser({ email: user.email, password, roles: [user.role] });
} finally {
  await closeDatabase();
}
