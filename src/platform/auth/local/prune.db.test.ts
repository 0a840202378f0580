import { beforeAll, describe, expect, it } from "vitest";
import { eq, inArray } from "drizzle-orm";
import { getDb } from "../../db/client.ts";
import { authAttempts, authEmailVerifications, authSessions } from "../tables.ts";
import { createUser } from "../test-users.ts";
import { pruneAuthTables } from "./prune.ts";
import { createSession, revokeSession } from "./sessions.ts";

beforeAll(async () => void (await getDb()), 120_000);

describe("pruneAuthTables", () => {
  it("removes old attempts, long-ended sessions and spent confirmation tokens, and keeps the rest", async () => {
    const db = await getDb();
    const user = await createUser();
    const hour = 60 * 60 * 1000;
    const [oldAttempt, recentAttempt] = await db
      .insert(authAttempts)
      .values([
        { scope: "sign_in_account", keyHash: "prune-test", attemptedAt: new Date(Date.now() - 2 * hour) },
        { scope: "sign_in_account", keyHash: "prune-test", attemptedAt: new Date() },
      ])
      .returning({ id: authAttempts.id });
    const { session: ancient } = await createSession({ userId: user.id });
    await db
      .update(authSessions)
      .set({ expiresAt: new Date(Date.now() - 31 * 24 * hour) })
      .where(eq(authSessions.id, ancient.id));
    const { session: revokedToday } = await createSession({ userId: user.id });
    await revokeSession(revokedToday.id);
    await db.insert(authEmailVerifications).values([
      { tokenHash: `used-${user.id}`, userId: user.id, expiresAt: new Date(Date.now() + hour), usedAt: new Date() },
      { tokenHash: `expired-${user.id}`, userId: user.id, expiresAt: new Date(Date.now() - hour) },
      { tokenHash: `open-${user.id}`, userId: user.id, expiresAt: new Date(Date.now() + hour) },
    ]);

    await pruneAuthTables();

    const attempts = await db
      .select({ id: authAttempts.id })
      .from(authAttempts)
      .where(inArray(authAttempts.id, [oldAttempt!.id, recentAttempt!.id]));
    expect(attempts.map((a) => a.id)).toEqual([recentAttempt!.id]);
    const sessions = await db.select({ id: authSessions.id }).from(authSessions).where(eq(authSessions.userId, user.id));
    expect(sessions.map((s) => s.id)).toEqual([revokedToday.id]);
    const tokens = await db
      .select({ tokenHash: authEmailVerifications.tokenHash })
      .from(authEmailVerifications)
      .where(eq(authEmailVerifications.userId, user.id));
    expect(tokens.map((t) => t.tokenHash)).toEqual([`open-${user.id}`]);
  });
});
