/**
 * Replies at the same moment (run on a real Postgres with TEST_DATABASE_URL; PGlite serialises
 * everything): each gets its own consecutive post number and the thread's counters stay exact.
 */
import { beforeAll, describe, expect, it, vi } from "vitest";
import { eq } from "drizzle-orm";
import { getDb } from "#platform/db/client.ts";
import { createUser } from "#platform/auth/test-users.ts";
import { createCategory } from "./categories.ts";
import { createThread } from "./thread-commands.ts";
import { reply } from "./post-commands.ts";
import { posts, threads } from "./tables.ts";

vi.setConfig({ testTimeout: 60_000 });

let users: { id: string; email: string; roles: ["mitglied"] }[];
let categoryId: string;

beforeAll(async () => {
  const db = await getDb();
  const admin = await createUser({ roles: ["admin"] });
  users = await Promise.all(Array.from({ length: 8 }, async () => ({ ...(await createUser({ roles: ["mitglied"] })), roles: ["mitglied"] as ["mitglied"] })));
  categoryId = (
    await createCategory(
      db,
      { id: admin.id, roles: ["admin"] },
      { name: `Parallel ${Date.now()}`, description: null, readRoles: ["mitglied"], writeRoles: ["mitglied"], memberIds: [], position: 0 },
    )
  ).id;
}, 120_000);

describe("concurrent replies", () => {
  it("get consecutive post numbers and exact thread counters", async () => {
    const db = await getDb();
    const { id } = await createThread(db, users[0]!, { categoryId, title: "Gleichzeitige Antworten", body: "Los geht's" });
    const answers = await Promise.all(users.flatMap((user, i) => [0, 1, 2].map((n) => reply(db, user, id, { body: `Antwort ${i}-${n}` }))));
    const numbers = answers.map((a) => a.postNumber).sort((a, b) => a - b);
    expect(numbers).toEqual(Array.from({ length: 24 }, (_, i) => i + 2));
    const [thread] = await db.select().from(threads).where(eq(threads.id, id));
    expect(thread).toMatchObject({ highestPostNumber: 25, postCount: 25 });
    expect(await db.select({ n: posts.postNumber }).from(posts).where(eq(posts.threadId, id))).toHaveLength(25);
  });
});
