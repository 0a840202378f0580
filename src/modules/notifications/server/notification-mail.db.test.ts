/**
 * E-mail per the user's choice: "immediate" mails from notify() through the outbox, the daily
 * digest with only unread items, the preferences endpoints and the one-click unsubscribe link
 * that works without a session and refuses forged tokens.
 */
import { mkdtemp } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { eq } from "drizzle-orm";
import { getDb } from "#platform/db/client.ts";
import { createUser, tokenFor } from "#platform/auth/test-users.ts";
import { outbox } from "#platform/outbox/tables.ts";
import { profiles } from "#platform/auth/tables.ts";
import { dispatchOutbox } from "#platform/outbox/dispatch.ts";
import { readOutbox } from "#platform/mail/file-outbox.ts";
import type { MailMessage } from "#platform/mail/types.ts";
import { callFunction, fakeContext } from "../../../../tests/helpers/function-call.ts";
import notificationsFn from "../../../../netlify/functions/notifications.mts";
import { notify } from "./notify.ts";
import { sendDigests } from "./digest.ts";
import { unsubscribeToken } from "./link-token.ts";
import { notifications } from "./tables.ts";
import { registerNotificationReadCheck } from "./read-checks.ts";

vi.setConfig({ testTimeout: 30_000 });

let actor: { id: string };
let reader: { id: string; email: string };
/** The unsubscribe link answers with an HTML page, not JSON (POST: the page's button, as a browser sends it). */
async function openLink(pathAndQuery: string, method: "GET" | "POST" = "GET") {
  const init: RequestInit =
    method === "POST"
      ? {
          method,
          body: "List-Unsubscribe=One-Click",
          headers: { "content-type": "application/x-www-form-urlencoded", accept: "text/html,application/xhtml+xml", origin: "http://localhost" },
        }
      : {};
  const response = await notificationsFn(new Request(`http://localhost${pathAndQuery}`, init), fakeContext());
  return {
    status: response.status,
    type: response.headers.get("content-type"),
    csp: response.headers.get("content-security-policy"),
    text: await response.text(),
  };
}
const mentionChoice = async (userId: string) => {
  const prefs = await callFunction(notificationsFn, "/api/notifications/preferences", { method: "GET", headers: await auth(userId) });
  return (prefs.body.items as { kind: string; email: string }[]).find((i) => i.kind === "discussions.mention")?.email;
};

/** A target type for these tests whose readers the test decides. */
const readers = new Set<string>();
registerNotificationReadCheck({ type: "test.secret", canRead: async (_tx, ids) => ids.filter((id) => readers.has(id)) });
const auth = async (id: string) => ({ authorization: `Bearer ${await tokenFor(id)}` });

beforeAll(async () => {
  process.env.MAIL_OUTBOX_DIR = await mkdtemp(path.join(tmpdir(), "vnsi-notify-mail-"));
  await getDb();
  actor = await createUser({ roles: ["vorstand"], firstName: "Vera", lastName: "Vorstand" });
  reader = await createUser({ roles: ["mitglied"], firstName: "Max", lastName: "Mitglied" });
}, 120_000);

async function mailRow(deliveryId: string) {
  const db = await getDb();
  const [row] = await db.select().from(outbox).where(eq(outbox.id, deliveryId));
  return row!;
}

describe("immediate mails", () => {
  it("queues a mail with a one-click unsubscribe link for a kind whose choice is immediate (mentions by default)", async () => {
    const db = await getDb();
    const result = await db.transaction((tx) =>
      notify(tx, {
        recipients: [reader.id],
        kind: "discussions.mention",
        title: "Vera Vorstand hat Sie erwähnt: <script>alert(1)</script>",
        body: "Bitte prüfen Sie den Entwurf zu § 23 AEG.",
        link: "/backend/discussions/abc#beitrag-2",
        actorId: actor.id,
      }),
    );
    expect(result.notificationIds).toHaveLength(1);
    expect(result.deliveryIds).toHaveLength(1);
    const row = await mailRow(result.deliveryIds[0]!);
    const message = row.payload as MailMessage;
    expect(row.target).toBe(reader.email);
    expect(message.subject).toContain("Vera Vorstand hat Sie erwähnt");
    expect(message.html).not.toContain("<script>");
    expect(message.html).toContain("&lt;script&gt;");
    expect(message.text).toContain("/backend/discussions/abc#beitrag-2");
    expect(message.headers?.["List-Unsubscribe-Post"]).toBe("List-Unsubscribe=One-Click");
    expect(message.headers?.["List-Unsubscribe"]).toMatch(/^<http.*\/api\/notifications\/unsubscribe\?token=[\w.-]+>$/);
    expect(await dispatchOutbox({ ids: result.deliveryIds })).toMatchObject({ sent: 1 });
    const files = await readOutbox();
    expect(files.some((f) => f.to === reader.email && f.headers?.["List-Unsubscribe"])).toBe(true);
  });

  it("sends no immediate mail for a kind left at the daily default, and none for a kind switched off", async () => {
    const db = await getDb();
    const daily = await db.transaction((tx) =>
      notify(tx, { recipients: [reader.id], kind: "discussions.reply", title: "Neue Antwort", link: "/backend/discussions/x", actorId: actor.id }),
    );
    expect(daily.notificationIds).toHaveLength(1);
    expect(daily.deliveryIds).toEqual([]);
    const put = await callFunction(notificationsFn, "/api/notifications/preferences", {
      method: "PUT",
      headers: await auth(reader.id),
      body: { kind: "discussions.mention", email: "off" },
    });
    expect(put.response.status).toBe(200);
    const off = await db.transaction((tx) =>
      notify(tx, { recipients: [reader.id], kind: "discussions.mention", title: "Erwähnt", link: "/backend/discussions/y", actorId: actor.id }),
    );
    expect(off.notificationIds).toHaveLength(1);
    expect(off.deliveryIds).toEqual([]);
    await callFunction(notificationsFn, "/api/notifications/preferences", {
      method: "PUT",
      headers: await auth(reader.id),
      body: { kind: "discussions.mention", email: "immediate" },
    });
  });
});

describe("read access at delivery time", () => {
  const mentionAbout = (userId: string, title: string) =>
    getDb().then((db) =>
      db.transaction((tx) =>
        notify(tx, {
          recipients: [userId],
          kind: "discussions.mention",
          title,
          link: "/backend/discussions/secret",
          actorId: actor.id,
          target: { type: "test.secret", id: "s1" },
        }),
      ),
    );

  it("withholds the immediate mail from someone who lost read access after it was queued, and sends it to someone who kept it", async () => {
    const kept = await createUser({ roles: ["mitglied"] });
    const lost = await createUser({ roles: ["mitglied"] });
    readers.add(kept.id).add(lost.id);
    const toKept = await mentionAbout(kept.id, "Vertraulich: für die Bleibende");
    const toLost = await mentionAbout(lost.id, "Vertraulich: für die Ausgeschlossene");
    expect(toKept.deliveryIds).toHaveLength(1);
    expect(toLost.deliveryIds).toHaveLength(1);
    readers.delete(lost.id); // e.g. the thread moved to the board's category before the mail went out

    expect(await dispatchOutbox({ ids: [...toKept.deliveryIds, ...toLost.deliveryIds] })).toMatchObject({ claimed: 2, sent: 2 });
    const files = await readOutbox();
    expect(files.filter((f) => f.to === kept.email).map((f) => f.subject)).toEqual(["Vertraulich: für die Bleibende"]);
    expect(files.filter((f) => f.to === lost.email)).toEqual([]);
    // Nobody is told at all once access is gone when notify() runs.
    expect((await mentionAbout(lost.id, "Vertraulich: später")).notificationIds).toEqual([]);
  });

  it("leaves out of the digest what the user may no longer read", async () => {
    const db = await getDb();
    const member = await createUser({ roles: ["mitglied"] });
    readers.add(member.id);
    const send = (title: string, target?: { type: string; id: string }) =>
      db.transaction((tx) =>
        notify(tx, {
          recipients: [member.id],
          kind: "discussions.reply",
          title,
          link: "/backend/discussions/r",
          actorId: actor.id,
          ...(target ? { target } : {}),
        }),
      );
    await send("Antwort im Vorstandsthema", { type: "test.secret", id: "s2" });
    await send("Antwort im offenen Thema");
    readers.delete(member.id);

    await sendDigests(db, new Date(Date.now() + 1000));
    const rows = await db.select().from(outbox).where(eq(outbox.target, member.email));
    expect(rows).toHaveLength(1);
    const mail = rows[0]!.payload as MailMessage;
    expect(mail.subject).toBe("Ihre tägliche Zusammenfassung: 1 ungelesene Benachrichtigung");
    expect(mail.text).toContain("Antwort im offenen Thema");
    expect(mail.text).not.toContain("Vorstandsthema");
  });

  it("withholds the immediate mail of a kind switched off before it went out, and of a deactivated account", async () => {
    const db = await getDb();
    const member = await createUser({ roles: ["mitglied"] });
    const sent = await db.transaction((tx) =>
      notify(tx, {
        recipients: [member.id],
        kind: "discussions.mention",
        title: "Erwähnung vor dem Abbestellen",
        link: "/backend/discussions/o",
        actorId: actor.id,
      }),
    );
    await callFunction(notificationsFn, "/api/notifications/preferences", {
      method: "PUT",
      headers: await auth(member.id),
      body: { kind: "discussions.mention", email: "off" },
    });
    const leaver = await createUser({ roles: ["mitglied"] });
    const toLeaver = await db.transaction((tx) =>
      notify(tx, {
        recipients: [leaver.id],
        kind: "discussions.mention",
        title: "Erwähnung vor dem Austritt",
        link: "/backend/discussions/o",
        actorId: actor.id,
      }),
    );
    await db.update(profiles).set({ deactivatedAt: new Date() }).where(eq(profiles.id, leaver.id));
    expect(await dispatchOutbox({ ids: [...sent.deliveryIds, ...toLeaver.deliveryIds] })).toMatchObject({ claimed: 2, sent: 2 });
    expect((await readOutbox()).filter((f) => f.to === member.email || f.to === leaver.email)).toEqual([]);
  });
});

describe("preferences", () => {
  it("lists every kind with its choice and refuses unknown kinds and modes in German", async () => {
    const list = await callFunction(notificationsFn, "/api/notifications/preferences", { method: "GET", headers: await auth(reader.id) });
    expect(list.response.status).toBe(200);
    const items = list.body.items as { kind: string; email: string; isDefault: boolean }[];
    expect(items.find((i) => i.kind === "discussions.reply")).toMatchObject({ email: "daily", isDefault: true });
    const bad = await callFunction(notificationsFn, "/api/notifications/preferences", {
      method: "PUT",
      headers: await auth(reader.id),
      body: { kind: "nope.nope", email: "sometimes" },
    });
    expect(bad.response.status).toBe(400);
    expect(JSON.stringify(bad.body.details)).toContain("Unbekannte Art der Benachrichtigung");
  });
});

describe("the daily digest", () => {
  it("mails only unread items, once, and leaves read ones out", async () => {
    const db = await getDb();
    const member = await createUser({ roles: ["mitglied"] });
    const send = (title: string) =>
      db.transaction((tx) =>
        notify(tx, { recipients: [member.id], kind: "discussions.new_thread", title, body: "Kurzfassung", link: "/backend/discussions/z", actorId: actor.id }),
      );
    const unread = await send("Neues Thema: Förderprogramm Schienengüterverkehr");
    const read = await send("Neues Thema: Bereits gelesen");
    await db.update(notifications).set({ readAt: new Date() }).where(eq(notifications.id, read.notificationIds[0]!));

    const first = await sendDigests(db, new Date(Date.now() + 1000));
    expect(first.mails).toBeGreaterThanOrEqual(1);
    const rows = await db.select().from(outbox).where(eq(outbox.target, member.email));
    expect(rows).toHaveLength(1);
    const mail = rows[0]!.payload as MailMessage;
    expect(mail.subject).toBe("Ihre tägliche Zusammenfassung: 1 ungelesene Benachrichtigung");
    expect(mail.text).toContain("Förderprogramm Schienengüterverkehr");
    expect(mail.text).not.toContain("Bereits gelesen");
    expect(mail.headers?.["List-Unsubscribe"]).toContain("/api/notifications/unsubscribe?token=");
    expect(unread.deliveryIds).toEqual([]);

    await sendDigests(db, new Date(Date.now() + 2000));
    expect(await db.select().from(outbox).where(eq(outbox.target, member.email))).toHaveLength(1);
  });

  it("sends nothing when every waiting item was read", async () => {
    const db = await getDb();
    const member = await createUser({ roles: ["mitglied"] });
    const sent = await db.transaction((tx) =>
      notify(tx, { recipients: [member.id], kind: "discussions.reply", title: "Antwort", link: "/backend/discussions/q", actorId: actor.id }),
    );
    await db.update(notifications).set({ readAt: new Date() }).where(eq(notifications.id, sent.notificationIds[0]!));
    await sendDigests(db, new Date(Date.now() + 1000));
    expect(await db.select().from(outbox).where(eq(outbox.target, member.email))).toHaveLength(0);
  });
});

describe("unsubscribe link", () => {
  it("asks first (a GET changes nothing, so mail scanners cannot unsubscribe), the page's button turns the kind off without a session", async () => {
    const db = await getDb();
    const member = await createUser({ roles: ["mitglied"] });
    const token = await unsubscribeToken(db, { userId: member.id, kind: "discussions.mention" });
    const link = `/api/notifications/unsubscribe?token=${token}`;
    for (let i = 0; i < 2; i++) {
      const page = await openLink(link);
      expect(page.status).toBe(200);
      expect(page.type).toContain("text/html");
      expect(page.text).toContain("E-Mails abbestellen?");
      expect(page.text).toContain("Möchten Sie E-Mails zu „Erwähnung in einem Beitrag“ abbestellen?");
      expect(page.text).toContain(`<form method="post" action="${link}">`);
      expect(page.text).toContain("Ja, E-Mails abbestellen");
      expect(page.csp).toContain("form-action 'self'");
    }
    expect(await mentionChoice(member.id)).toBe("immediate");

    const done = await openLink(link, "POST");
    expect(done.status).toBe(200);
    expect(done.text).toContain("E-Mails abbestellt");
    expect(done.text).toContain("Sie haben E-Mails zu „Erwähnung in einem Beitrag“ abbestellt.");
    expect(await mentionChoice(member.id)).toBe("off");
  });

  it("by RFC 8058 POST of mail clients (JSON); forged tokens get 400 on GET and POST", async () => {
    const db = await getDb();
    const member = await createUser({ roles: ["mitglied"] });
    const token = await unsubscribeToken(db, { userId: member.id, kind: "discussions.mention" });

    const other = await createUser({ roles: ["mitglied"] });
    const [payload, signature] = token.split(".");
    const forgedPayload = Buffer.from(JSON.stringify([other.id, "*"])).toString("base64url");
    for (const forged of [`${forgedPayload}.${signature}`, `${payload}.${signature!.slice(0, -2)}xx`, "abc.def.ghi"]) {
      const refused = await openLink(`/api/notifications/unsubscribe?token=${forged}`);
      expect(refused.status).toBe(400);
      expect(refused.text).toContain("Link ungültig");
      expect(refused.text).not.toContain("<form");
      expect((await openLink(`/api/notifications/unsubscribe?token=${forged}`, "POST")).status).toBe(400);
    }
    expect(await mentionChoice(other.id)).toBe("immediate");
    const digestToken = await unsubscribeToken(db, { userId: other.id, kind: "daily" });
    const oneClick = await callFunction(notificationsFn, `/api/notifications/unsubscribe?token=${digestToken}`, {
      method: "POST",
      body: "List-Unsubscribe=One-Click",
      headers: { "content-type": "application/x-www-form-urlencoded" },
    });
    expect(oneClick.response.status).toBe(200);
    const otherPrefs = await callFunction(notificationsFn, "/api/notifications/preferences", { method: "GET", headers: await auth(other.id) });
    const choices = otherPrefs.body.items as { kind: string; email: string }[];
    expect(choices.find((i) => i.kind === "discussions.reply")?.email).toBe("off");
    expect(choices.find((i) => i.kind === "discussions.mention")?.email).toBe("immediate");
  });
});
