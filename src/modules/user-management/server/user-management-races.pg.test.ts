/**
 * The last administrator under concurrent changes: of two cross-demotions, or a demotion and a
 * deactivation at once, exactly one passes (real Postgres in the "postgres" project; PGlite would
 * serialise them). The rest of user management: user-management.db.test.ts.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import { closeDatabase, getDb } from "#platform/db/client.ts";
import { createUser } from "#platform/auth/test-users.ts";
import type { AuthUser } from "#platform/auth/require-user.ts";
import { userListQuerySchema } from "../schema.ts";
import type { Role } from "#shared/roles.ts";
import { listUsers } from "./user-queries.ts";
import { setUserRoles } from "./user-role-commands.ts";
import { setUserStatus } from "./user-status-commands.ts";

const run = Date.now().toString(36);
const asActor = async (roles: Role[], name = "admin"): Promise<AuthUser> => {
  const user = await createUser({ roles, email: `${name}-${run}-${Math.random().toString(36).slice(2, 8)}@example.org` });
  return { id: user.id, email: user.email, roles: [...roles, "mitglied"], organizationId: null };
};

/** Leaves no active administrator from other tests, so each test counts only its own. */
async function onlyTheseAdministratorsAreActive() {
  const db = await getDb();
  await db.execute(
    sql`UPDATE profiles SET deactivated_at = now() WHERE deactivated_at IS NULL AND id IN (SELECT user_id FROM user_roles WHERE role = 'admin')`,
  );
}

beforeAll(() => getDb(), 120_000);
afterAll(() => closeDatabase());

describe("the last administrator under concurrent changes", () => {
  beforeEach(onlyTheseAdministratorsAreActive);

  it("lets exactly one of two concurrent cross-demotions pass, so one administrator always remains", async () => {
    const db = await getDb();
    for (let round = 0; round < 5; round++) {
      await onlyTheseAdministratorsAreActive();
      const a = await asActor(["admin"], `a${round}`);
      const b = await asActor(["admin"], `b${round}`);
      const results = await Promise.allSettled([
        setUserRoles(db, a, b.id, { roles: ["mitglied"], version: 1 }),
        setUserRoles(db, b, a.id, { roles: ["mitglied"], version: 1 }),
      ]);
      expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(1);
      const rejected = results.find((r) => r.status === "rejected") as PromiseRejectedResult;
      expect(rejected.reason).toMatchObject({ status: 409, code: "last_admin" });
      const admins = await listUsers(db, userListQuerySchema.parse({ role: "admin", status: "active", pageSize: 100 }));
      expect(admins.items.map((u) => u.id).filter((id) => id === a.id || id === b.id)).toHaveLength(1);
    }
  });

  it("lets exactly one of a concurrent demotion and deactivation pass", async () => {
    const db = await getDb();
    const a = await asActor(["admin"], "c1");
    const b = await asActor(["admin"], "c2");
    const results = await Promise.allSettled([
      setUserStatus(db, a, b.id, { active: false, version: 1 }),
      setUserRoles(db, b, a.id, { roles: ["mitglied"], version: 1 }),
    ]);
    expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(1);
  });
});
