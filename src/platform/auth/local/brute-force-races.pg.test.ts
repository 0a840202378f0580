/**
 * Brute-force slowing under parallel attempts: a burst from one client does not slip past the
 * limit (real Postgres in the "postgres" project; PGlite would serialise the attempts). The rest:
 * brute-force.db.test.ts.
 */
import { mkdtemp } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { getDb } from "../../db/client.ts";
import { createUser } from "../test-users.ts";
import { signIn, uniqueIp } from "../../../../tests/helpers/local-auth-flow.ts";

beforeAll(async () => {
  process.env.MAIL_OUTBOX_DIR = await mkdtemp(path.join(tmpdir(), "vnsi-brute-"));
  await getDb();
}, 120_000);

describe("brute-force slowing", () => {
  // A burst may even be refused entirely (every request counts the others' reservations): safe.
  it("lets at most 5 of 12 parallel guesses from one client through to the password check", async () => {
    const user = await createUser();
    const ip = uniqueIp();
    const calls = await Promise.all(Array.from({ length: 12 }, () => signIn(user.email, "falsch-falsch", { ip })));
    const statuses = calls.map((c) => c.response.status);
    const failures = statuses.filter((s) => s === 422).length;
    expect(failures).toBeLessThanOrEqual(5);
    expect(statuses.filter((s) => s === 429).length).toBe(12 - failures);
  });
});
