/** notify() filters recipients at delivery time; the inbox is the caller's own only. */
import { beforeAll, describe, expect, it } from "vitest";
import { getDb } from "#platform/db/client.ts";
import { createUser, tokenFor } from "#platform/auth/test-users.ts";
import { eq } from "drizzle-orm";
import { profiles } from "#platform/auth/tables.ts";
import { callFunction } from "../../../../tests/helpers/function-call.ts";
import notificationsFn from "../../../../netlify/functions/notifications.mts";
import { notify } from "./notify.ts";

let alice: { id: string };
let bob: { id: string };
let pending: { id: string };
let gone: { id: string };

beforeAll(async () => {
  await getDb();
  alice = await createUser({ roles: ["mitglied"] });
  bob = await createUser({ roles: ["vorstand"] });
  pending = await createUser({ roles: [] });
  gone = await createUser({ roles: ["mitglied"] });
  await (await getDb()).update(profiles).set({ deactivatedAt: new Date() }).where(eq(profiles.id, gone.id));
});

const auth = async (id: string) => ({ authorization: `Bearer ${await tokenFor(id)}` });

describe("notify", () => {
  it("skips the actor, duplicates, accounts waiting for approval, deactivated accounts and whoever canRead refuses", async () => {
    const db = await getDb();
    const result = await db.transaction((tx) =>
      notify(tx, {
        recipients: [alice.id, alice.id, bob.id, pending.id, gone.id, "user_unknown"],
        kind: "discussions.reply",
        title: "Neue Antwort",
        link: "/backend/discussions/x",
        actorId: bob.id,
        canRead: async (_tx, ids) => ids.filter((id) => id !== "nobody"),
      }),
    );
    expect(result.notificationIds).toHaveLength(1);
    const refused = await db.transaction((tx) =>
      notify(tx, { recipients: [alice.id], kind: "discussions.reply", title: "Geheim", link: "/backend/x", canRead: async () => [] }),
    );
    expect(refused.notificationIds).toEqual([]);
  });

  it("keeps at most one notification per user and dedupe key", async () => {
    const db = await getDb();
    const send = () =>
      db.transaction((tx) => notify(tx, { recipients: [bob.id], kind: "discussions.mention", title: "Erwähnt", link: "/backend/d", dedupeKey: "mention:1" }));
    expect((await send()).notificationIds).toHaveLength(1);
    expect((await send()).notificationIds).toHaveLength(0);
  });

  it("refuses links that leave the site", async () => {
    const db = await getDb();
    await expect(
      db.transaction((tx) => notify(tx, { recipients: [bob.id], kind: "discussions.mention", title: "x", link: "//evil.example/x" })),
    ).rejects.toThrow();
  });
});

describe("the inbox endpoints", () => {
  it("lists, counts and marks only the caller's own notifications", async () => {
    const db = await getDb();
    const { notificationIds } = await db.transaction((tx) =>
      notify(tx, { recipients: [alice.id], kind: "discussions.new_thread", title: "Neues Thema <b>fett</b>", link: "/backend/discussions/y" }),
    );
    const mine = await callFunction(notificationsFn, "/api/notifications?status=unread", { method: "GET", headers: await auth(alice.id) });
    expect(mine.response.status).toBe(200);
    expect((mine.body.items as { title: string }[]).map((i) => i.title)).toContain("Neues Thema <b>fett</b>");

    const summary = await callFunction(notificationsFn, "/api/notifications/summary", { method: "GET", headers: await auth(alice.id) });
    const etag = summary.response.headers.get("etag")!;
    expect(summary.body.unread).toBeGreaterThanOrEqual(1);
    const unchanged = await callFunction(notificationsFn, "/api/notifications/summary", {
      method: "GET",
      headers: { ...(await auth(alice.id)), "if-none-match": etag },
    });
    expect(unchanged.response.status).toBe(304);

    // Bob cannot mark (or learn about) Alice's notification.
    const foreign = await callFunction(notificationsFn, `/api/notifications/${notificationIds[0]}/read`, { headers: await auth(bob.id) });
    expect(foreign.response.status).toBe(404);
    const read = await callFunction(notificationsFn, `/api/notifications/${notificationIds[0]}/read`, { headers: await auth(alice.id) });
    expect(read.response.status).toBe(204);
    const after = await callFunction(notificationsFn, "/api/notifications/summary", {
      method: "GET",
      headers: { ...(await auth(alice.id)), "if-none-match": etag },
    });
    expect(after.response.status).toBe(200);
    const all = await callFunction(notificationsFn, "/api/notifications/read-all", { headers: await auth(alice.id) });
    expect(all.response.status).toBe(200);
    const none = await callFunction(notificationsFn, "/api/notifications/summary", { method: "GET", headers: await auth(alice.id) });
    expect(none.body.unread).toBe(0);
  });
});
