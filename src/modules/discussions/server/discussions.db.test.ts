/**
 * Discussions end to end through the function: categories with their own access (a board-only
 * category a member can neither read by id, by its posts or revisions, by search nor by mention
 * autocomplete), threads and replies with read tracking and unread counts, mentions reaching the
 * mentioned person (notification, mail in the outbox), editing with history, soft delete,
 * moderation with version checks.
 */
import { mkdtemp } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { eq } from "drizzle-orm";
import { getDb } from "#platform/db/client.ts";
import { createUser, tokenFor } from "#platform/auth/test-users.ts";
import { outbox } from "#platform/outbox/tables.ts";
import { userActivityLog } from "#platform/auth/tables.ts";
import { callFunction } from "../../../../tests/helpers/function-call.ts";
import discussionsFn from "../../../../netlify/functions/discussions.mts";
import notificationsFn from "../../../../netlify/functions/notifications.mts";
import { mentionMarkup } from "../domain/mentions.ts";
import { notifications } from "#modules/notifications/server/tables.ts";
import { sendDigests } from "#modules/notifications/server/digest.ts";

vi.setConfig({ testTimeout: 30_000 });

type User = { id: string; email: string };
let admin: User, board: User, alice: User, bob: User;
let general: string, boardOnly: string, group: string;
const tokens = new Map<string, string>();

async function as(user: User, method: string, url: string, body?: unknown) {
  const call = await callFunction(discussionsFn, url, { method, body, headers: { authorization: `Bearer ${tokens.get(user.id)}` } });
  await call.settle();
  // biome-ignore lint/suspicious/noExplicitAny: answers of many shapes, read field by field in assertions
  return { status: call.response.status, body: call.body as Record<string, any> };
}

beforeAll(async () => {
  process.env.MAIL_OUTBOX_DIR = await mkdtemp(path.join(tmpdir(), "vnsi-discussions-"));
  await getDb();
  admin = await createUser({ roles: ["admin"], firstName: "Ada", lastName: "Admin" });
  board = await createUser({ roles: ["vorstand"], firstName: "Vera", lastName: "Vorstand" });
  alice = await createUser({ roles: ["mitglied"], firstName: "Alice", lastName: "Anders" });
  bob = await createUser({ roles: ["mitglied"], firstName: "Bob", lastName: "Berger" });
  for (const u of [admin, board, alice, bob]) tokens.set(u.id, await tokenFor(u.id));
  const make = async (name: string, readRoles: string[], memberIds: string[] = []) =>
    (await as(admin, "POST", "/api/discussions/categories", { name, readRoles, writeRoles: readRoles, memberIds })).body.id as string;
  general = await make("Allgemein", ["mitglied"]);
  boardOnly = await make("Vorstand intern", ["vorstand"]);
  group = await make("AK Recht", ["vorstand"], [alice.id]);
}, 120_000);

describe("categories", () => {
  it("show each person only the categories they may read; working-group members see theirs", async () => {
    const names = async (u: User) => ((await as(u, "GET", "/api/discussions/categories")).body.items as { name: string }[]).map((c) => c.name);
    expect(await names(bob)).toEqual(["Allgemein"]);
    expect(await names(alice)).toEqual(expect.arrayContaining(["Allgemein", "AK Recht"]));
    expect(await names(alice)).not.toContain("Vorstand intern");
    expect(await names(board)).toEqual(expect.arrayContaining(["Allgemein", "Vorstand intern", "AK Recht"]));
    expect((await as(bob, "POST", "/api/discussions/categories", { name: "X", readRoles: ["mitglied"], writeRoles: ["mitglied"] })).status).toBe(403);
  });

  it("refuses a stale category update with 409 in German", async () => {
    const detail = (await as(admin, "GET", `/api/discussions/categories/${general}`)).body;
    const ok = await as(admin, "PUT", `/api/discussions/categories/${general}`, {
      name: "Allgemein",
      description: "Alles, was alle angeht",
      readRoles: ["mitglied"],
      writeRoles: ["mitglied"],
      version: detail.version,
    });
    expect(ok.status).toBe(200);
    const stale = await as(admin, "PUT", `/api/discussions/categories/${general}`, {
      name: "Allgemeines",
      readRoles: ["mitglied"],
      writeRoles: ["mitglied"],
      version: detail.version,
    });
    expect(stale.status).toBe(409);
    expect(stale.body.message).toContain("inzwischen von einer anderen Person geändert");
  });
});

describe("a board thread stays invisible to members", () => {
  let threadId: string;
  let postId: string;
  beforeAll(async () => {
    const created = await as(board, "POST", "/api/discussions/threads", {
      categoryId: boardOnly,
      title: "Vertraulich: Haushaltsentwurf Geheimwort",
      body: "Der Haushaltsentwurf Geheimwort liegt vor.",
    });
    expect(created.status).toBe(201);
    threadId = created.body.id;
    postId = (await as(board, "GET", `/api/discussions/threads/${threadId}`)).body.posts[0].id;
    await as(board, "PUT", `/api/discussions/posts/${postId}`, { body: "Der Haushaltsentwurf Geheimwort liegt jetzt vor.", version: 1 });
  });

  it("by id, by its posts, by revisions, by reply, by search, by mention autocomplete and by listing", async () => {
    expect((await as(bob, "GET", `/api/discussions/threads/${threadId}`)).status).toBe(404);
    expect((await as(bob, "GET", `/api/discussions/threads/${threadId}/posts`)).status).toBe(404);
    expect((await as(bob, "GET", `/api/discussions/posts/${postId}/revisions`)).status).toBe(404);
    expect((await as(bob, "POST", `/api/discussions/threads/${threadId}/posts`, { body: "Hallo?" })).status).toBe(404);
    expect((await as(bob, "PUT", `/api/discussions/threads/${threadId}/watch`, { level: "watching" })).status).toBe(404);
    expect((await as(bob, "POST", `/api/discussions/threads/${threadId}/read`, { postNumber: 1 })).status).toBe(404);
    expect((await as(bob, "GET", `/api/discussions/threads?categoryId=${boardOnly}`)).status).toBe(404);
    expect((await as(bob, "GET", `/api/discussions/mentionable?categoryId=${boardOnly}&q=`)).status).toBe(404);
    expect((await as(bob, "POST", "/api/discussions/threads", { categoryId: boardOnly, title: "Ich auch", body: "Darf ich?" })).status).toBe(404);
    const search = await as(bob, "GET", "/api/discussions/search?q=Geheimwort");
    expect(search.status).toBe(200);
    expect(search.body.items).toEqual([]);
    const all = await as(bob, "GET", "/api/discussions/threads");
    expect((all.body.items as { id: string }[]).map((t) => t.id)).not.toContain(threadId);
    // The board finds it.
    const found = await as(board, "GET", "/api/discussions/search?q=Geheimwort");
    expect(
      (found.body.items as { threadId: string; headline: string }[]).some((h) => h.threadId === threadId && h.headline.includes("\u0002Geheimwort\u0003")),
    ).toBe(true);
  });

  it("the working-group member reads the group's category, the other member does not", async () => {
    const thread = await as(alice, "POST", "/api/discussions/threads", { categoryId: group, title: "Stellungnahme § 23 AEG", body: "Entwurf folgt." });
    expect(thread.status).toBe(201);
    expect((await as(bob, "GET", `/api/discussions/threads/${thread.body.id}`)).status).toBe(404);
    expect((await as(board, "GET", `/api/discussions/threads/${thread.body.id}`)).status).toBe(200);
    const people = await as(alice, "GET", `/api/discussions/mentionable?categoryId=${group}&q=`);
    const names = (people.body.items as { name: string }[]).map((p) => p.name);
    expect(names).toContain("Vera Vorstand");
    expect(names).not.toContain("Bob Berger");
  });
});

describe("notifications follow read access", () => {
  const inboxOf = async (user: User) =>
    (await getDb()).select({ kind: notifications.kind, title: notifications.title }).from(notifications).where(eq(notifications.userId, user.id));

  it("a mention of someone who may not read the thread notifies nobody (server-side, whatever the editor sent)", async () => {
    const created = await as(alice, "POST", "/api/discussions/threads", {
      categoryId: group,
      title: "AK Recht: Entwurf Stellungnahme Zugangsrecht",
      body: `Bitte ansehen ${mentionMarkup("Bob Berger", bob.id)} und ${mentionMarkup("Vera Vorstand", board.id)}`,
    });
    expect(created.status).toBe(201);
    expect((await inboxOf(bob)).some((n) => n.title.includes("Zugangsrecht"))).toBe(false);
    expect((await inboxOf(board)).some((n) => n.kind === "discussions.mention" && n.title.includes("Zugangsrecht"))).toBe(true);
    const db = await getDb();
    const mails = await db.select().from(outbox).where(eq(outbox.target, bob.email));
    expect(mails.some((m) => JSON.stringify(m.payload).includes("Zugangsrecht"))).toBe(false);
  });

  it("a thread moved to the board and a post deleted since: withdrawn from the list, left out of the digest", async () => {
    const carol = await createUser({ roles: ["mitglied"], firstName: "Carol", lastName: "Claus" });
    tokens.set(carol.id, await tokenFor(carol.id));
    const moved = await as(alice, "POST", "/api/discussions/threads", { categoryId: general, title: "Haushalt 2027 Vorabstimmung", body: "Erste Zahlen." });
    const kept = await as(alice, "POST", "/api/discussions/threads", { categoryId: general, title: "Sommerfest 2027", body: "Wer hilft?" });
    for (const t of [moved, kept]) expect((await as(carol, "PUT", `/api/discussions/threads/${t.body.id}/watch`, { level: "watching" })).status).toBe(200);
    expect((await as(board, "PUT", `/api/discussions/threads/${moved.body.id}/watch`, { level: "watching" })).status).toBe(200);
    await as(alice, "POST", `/api/discussions/threads/${moved.body.id}/posts`, { body: "Zahlen zum Haushalt 2027 anbei." });
    const gone = await as(alice, "POST", `/api/discussions/threads/${kept.body.id}/posts`, { body: "Versehentlich gepostet." });
    await as(alice, "POST", `/api/discussions/threads/${kept.body.id}/posts`, { body: "Ich bringe Kuchen mit." });
    expect((await inboxOf(carol)).filter((n) => n.kind === "discussions.reply")).toHaveLength(3);

    const thread = (await as(board, "GET", `/api/discussions/threads/${moved.body.id}`)).body.thread;
    expect(
      (await as(board, "POST", `/api/discussions/threads/${moved.body.id}/moderation`, { action: "move", categoryId: boardOnly, version: thread.version }))
        .status,
    ).toBe(200);
    expect((await as(alice, "DELETE", `/api/discussions/posts/${gone.body.id}?version=1`)).status).toBe(200);

    // Withdrawn from Carol's list too: she no longer reads the moved thread, and the post is gone.
    expect((await inboxOf(carol)).filter((n) => n.kind === "discussions.reply").map((n) => n.title)).toEqual(["Alice Anders hat geantwortet: Sommerfest 2027"]);
    // The board keeps what it may still read.
    expect((await inboxOf(board)).map((n) => n.title)).toContain("Alice Anders hat geantwortet: Haushalt 2027 Vorabstimmung");
    const db = await getDb();
    await sendDigests(db, new Date(Date.now() + 1000));
    const digests = await db.select().from(outbox).where(eq(outbox.target, carol.email));
    expect(digests).toHaveLength(1);
    const text = (digests[0]!.payload as { text: string; subject: string }).text;
    expect((digests[0]!.payload as { subject: string }).subject).toBe("Ihre tägliche Zusammenfassung: 1 ungelesene Benachrichtigung");
    expect(text).toContain("Sommerfest 2027");
    expect(text).not.toContain("Haushalt");
  });
});

describe("threads, replies, mentions and read tracking", () => {
  it("A mentions B: B gets the notification and the mail; unread counts and the jump target follow B's reading", async () => {
    const created = await as(alice, "POST", "/api/discussions/threads", {
      categoryId: general,
      title: "Förderprogramm Schienengüterverkehr 2027",
      body: `Hallo ${mentionMarkup("Bob Berger", bob.id)}, kannst du die Förderrichtlinie prüfen?`,
    });
    expect(created.status).toBe(201);
    const threadId = created.body.id as string;

    const inbox = await callFunction(notificationsFn, "/api/notifications?status=unread", {
      method: "GET",
      headers: { authorization: `Bearer ${tokens.get(bob.id)}` },
    });
    const mention = (inbox.body.items as { kind: string; title: string; link: string }[]).find((n) => n.kind === "discussions.mention");
    expect(mention).toMatchObject({
      title: "Alice Anders hat Sie erwähnt: Förderprogramm Schienengüterverkehr 2027",
      link: `/backend/discussions/${threadId}#beitrag-1`,
    });
    const db = await getDb();
    const mails = await db.select().from(outbox).where(eq(outbox.target, bob.email));
    expect(mails.map((m) => (m.payload as { subject: string }).subject)).toContain("Alice Anders hat Sie erwähnt: Förderprogramm Schienengüterverkehr 2027");
    const activity = await db.select().from(userActivityLog).where(eq(userActivityLog.userId, alice.id));
    expect(activity.some((a) => a.activityType === "discussion_created")).toBe(true);

    // Bob has never opened it: new, one unread post.
    let list = await as(bob, "GET", `/api/discussions/threads?categoryId=${general}`);
    let mine = (list.body.items as { id: string; isNew: boolean; unreadPosts: number }[]).find((t) => t.id === threadId)!;
    expect(mine).toMatchObject({ isNew: true, unreadPosts: 1 });
    const categoryNew = ((await as(bob, "GET", "/api/discussions/categories")).body.items as { id: string; newThreads: number }[]).find(
      (c) => c.id === general,
    )!;
    expect(categoryNew.newThreads).toBeGreaterThanOrEqual(1);

    expect((await as(bob, "POST", `/api/discussions/threads/${threadId}/read`, { postNumber: 1 })).status).toBe(200);
    for (let i = 0; i < 3; i++) expect((await as(alice, "POST", `/api/discussions/threads/${threadId}/posts`, { body: `Nachtrag ${i + 1}` })).status).toBe(201);
    list = await as(bob, "GET", `/api/discussions/threads?categoryId=${general}`);
    mine = (list.body.items as { id: string; isNew: boolean; unreadPosts: number; firstUnreadPostNumber: number }[]).find((t) => t.id === threadId)! as never;
    expect(mine).toMatchObject({ isNew: false, unreadPosts: 3, firstUnreadPostNumber: 2 });
    const categories = (await as(bob, "GET", "/api/discussions/categories")).body.items as { id: string; unreadThreads: number }[];
    expect(categories.find((c) => c.id === general)!.unreadThreads).toBe(1);

    // Alice watches her thread: Bob's reply reaches her (daily digest by default, so no mail now).
    const replied = await as(bob, "POST", `/api/discussions/threads/${threadId}/posts`, { body: "Mache ich bis Freitag.", quotedPostId: null });
    expect(replied.body.postNumber).toBe(5);
    const aliceInbox = await callFunction(notificationsFn, "/api/notifications?status=unread", {
      method: "GET",
      headers: { authorization: `Bearer ${tokens.get(alice.id)}` },
    });
    expect(
      (aliceInbox.body.items as { kind: string; title: string }[]).some(
        (n) => n.kind === "discussions.reply" && n.title === "Bob Berger hat geantwortet: Förderprogramm Schienengüterverkehr 2027",
      ),
    ).toBe(true);

    // Muted: no unread count, no notification.
    await as(bob, "PUT", `/api/discussions/threads/${threadId}/watch`, { level: "muted" });
    await as(alice, "POST", `/api/discussions/threads/${threadId}/posts`, { body: `Danke ${mentionMarkup("Bob Berger", bob.id)}!` });
    list = await as(bob, "GET", `/api/discussions/threads?categoryId=${general}`);
    expect((list.body.items as { id: string; unreadPosts: number }[]).find((t) => t.id === threadId)!.unreadPosts).toBe(0);
  });

  it("unread counts, the category's unread threads and the jump target leave soft-deleted posts out", async () => {
    const created = await as(alice, "POST", "/api/discussions/threads", { categoryId: general, title: "Gelöschte Beiträge zählen nicht", body: "Start" });
    const threadId = created.body.id as string;
    const view = async () => {
      const list = await as(bob, "GET", `/api/discussions/threads?categoryId=${general}`);
      const thread = (list.body.items as { id: string; unreadPosts: number; firstUnreadPostNumber: number | null }[]).find((t) => t.id === threadId)!;
      const category = ((await as(bob, "GET", "/api/discussions/categories")).body.items as { id: string; unreadThreads: number }[]).find(
        (c) => c.id === general,
      )!;
      return { unread: thread.unreadPosts, first: thread.firstUnreadPostNumber, categoryUnread: category.unreadThreads };
    };
    await as(bob, "POST", `/api/discussions/threads/${threadId}/read`, { postNumber: 1 });
    const before = (await view()).categoryUnread;
    const replies = [];
    for (const text of ["Zweiter", "Dritter", "Vierter"])
      replies.push((await as(alice, "POST", `/api/discussions/threads/${threadId}/posts`, { body: text })).body.id as string);
    expect(await view()).toEqual({ unread: 3, first: 2, categoryUnread: before + 1 });

    expect((await as(alice, "DELETE", `/api/discussions/posts/${replies[0]}?version=1`)).status).toBe(200);
    expect(await view()).toEqual({ unread: 2, first: 3, categoryUnread: before + 1 });
    expect((await as(alice, "GET", `/api/discussions/threads/${threadId}`)).body.thread).toMatchObject({ unreadPosts: 0 });
    expect((await as(bob, "GET", `/api/discussions/threads/${threadId}`)).body.thread).toMatchObject({ unreadPosts: 2, firstUnreadPostNumber: 3 });

    // Bob reads what is left; the last post is deleted afterwards: nothing unread, the category neither.
    await as(bob, "POST", `/api/discussions/threads/${threadId}/read`, { postNumber: 3 });
    expect((await as(alice, "DELETE", `/api/discussions/posts/${replies[2]}?version=1`)).status).toBe(200);
    expect(await view()).toEqual({ unread: 0, first: null, categoryUnread: before });

    // A reader who never opened it: the deleted posts are not counted either.
    const carol = await createUser({ roles: ["mitglied"] });
    tokens.set(carol.id, await tokenFor(carol.id));
    const fresh = (
      (await as(carol, "GET", `/api/discussions/threads?categoryId=${general}`)).body.items as { id: string; isNew: boolean; unreadPosts: number }[]
    ).find((t) => t.id === threadId)!;
    expect(fresh).toMatchObject({ isNew: true, unreadPosts: 2 });
  });

  it("edits keep their history; a stale edit gets 409; only the author or the board may edit or delete", async () => {
    const created = await as(alice, "POST", "/api/discussions/threads", { categoryId: general, title: "Arbeitskreis Netzzugang", body: "Erste Fassung" });
    const detail = (await as(alice, "GET", `/api/discussions/threads/${created.body.id}`)).body;
    const post = detail.posts[0];
    expect((await as(bob, "PUT", `/api/discussions/posts/${post.id}`, { body: "Gekapert", version: post.version })).status).toBe(403);
    const edited = await as(alice, "PUT", `/api/discussions/posts/${post.id}`, {
      body: "Zweite Fassung",
      title: "Arbeitskreis Netzzugang 2027",
      version: post.version,
    });
    expect(edited.status).toBe(200);
    expect((await as(alice, "PUT", `/api/discussions/posts/${post.id}`, { body: "Dritte", version: post.version })).status).toBe(409);
    const history = (await as(bob, "GET", `/api/discussions/posts/${post.id}/revisions`)).body;
    expect(history.current.body).toBe("Zweite Fassung");
    expect(history.items).toEqual([expect.objectContaining({ revision: 1, body: "Erste Fassung", title: "Arbeitskreis Netzzugang" })]);
    const after = (await as(bob, "GET", `/api/discussions/threads/${created.body.id}`)).body;
    expect(after.thread.title).toBe("Arbeitskreis Netzzugang 2027");
    expect(after.posts[0]).toMatchObject({ editCount: 1, canEdit: false });

    const answer = await as(bob, "POST", `/api/discussions/threads/${created.body.id}/posts`, { body: "Antwort von Bob", quotedPostId: post.id });
    const bobsPost = (await as(bob, "GET", `/api/discussions/threads/${created.body.id}/posts?after=1`)).body.posts[0];
    expect(bobsPost.id).toBe(answer.body.id);
    expect(bobsPost.quotedPost).toMatchObject({ id: post.id, postNumber: 1, author: { name: "Alice Anders" } });
    expect((await as(alice, "DELETE", `/api/discussions/posts/${bobsPost.id}?version=${bobsPost.version}`)).status).toBe(403);
    expect((await as(board, "DELETE", `/api/discussions/posts/${bobsPost.id}?version=${bobsPost.version}`)).status).toBe(200);
    const gone = (await as(alice, "GET", `/api/discussions/threads/${created.body.id}/posts?after=1`)).body.posts[0];
    expect(gone).toMatchObject({ deleted: true, body: null });
  });

  it("the board pins, closes and moves; members may not; a closed thread takes no member replies", async () => {
    const created = await as(bob, "POST", "/api/discussions/threads", {
      categoryId: general,
      title: "Termine Mitgliederversammlung",
      body: "Vorschläge bitte hier.",
    });
    const id = created.body.id as string;
    expect((await as(bob, "POST", `/api/discussions/threads/${id}/moderation`, { action: "pin", version: 1 })).status).toBe(403);
    const pinned = await as(board, "POST", `/api/discussions/threads/${id}/moderation`, { action: "pin", version: 1 });
    expect(pinned.body.version).toBe(2);
    expect((await as(board, "POST", `/api/discussions/threads/${id}/moderation`, { action: "close", version: 1 })).status).toBe(409);
    await as(board, "POST", `/api/discussions/threads/${id}/moderation`, { action: "close", version: 2 });
    const refused = await as(alice, "POST", `/api/discussions/threads/${id}/posts`, { body: "Noch etwas" });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toContain("geschlossen");
    const list = await as(alice, "GET", `/api/discussions/threads?categoryId=${general}`);
    expect((list.body.pinned as { id: string }[]).map((t) => t.id)).toContain(id);
    await as(board, "POST", `/api/discussions/threads/${id}/moderation`, { action: "move", categoryId: boardOnly, version: 3 });
    expect((await as(bob, "GET", `/api/discussions/threads/${id}`)).status).toBe(404);
  });

  it("refuses bad input in German and keeps raw HTML as written (rendered inert by the screen)", async () => {
    const bad = await as(alice, "POST", "/api/discussions/threads", { categoryId: general, title: "x", body: "" });
    expect(bad.status).toBe(400);
    expect(bad.body.details.join(" ")).toMatch(/Titel muss mindestens 3 Zeichen/);
    const xss = await as(alice, "POST", "/api/discussions/threads", {
      categoryId: general,
      title: "<img src=x onerror=alert(1)>",
      body: "<script>alert(1)</script> [klick](javascript:alert(1))",
    });
    expect(xss.status).toBe(201);
    const detail = (await as(bob, "GET", `/api/discussions/threads/${xss.body.id}`)).body;
    expect(detail.thread.title).toBe("<img src=x onerror=alert(1)>");
  });
});
