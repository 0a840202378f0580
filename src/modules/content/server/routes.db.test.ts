/**
 * The content editor through its function handler: who reaches what (a member and a stranger
 * nothing, not even a draft by id), drafts with their version check, publishing (refused with the
 * field's German message before anything is written; 409 when the file changed meanwhile), the
 * commit in the working tree and through GitHub's API (local stub), the status until "live",
 * unpublishing, pictures, audit trail and activity log. Two simultaneous saves of one version:
 * content-races.pg.test.ts (real Postgres).
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { cp, mkdtemp, readFile, rm, writeFile, access } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import sharp from "sharp";
import { sql } from "drizzle-orm";
import { closeDatabase, getDb } from "#platform/db/client.ts";
import { createRoleUsers, roleCaller } from "../../../../tests/helpers/role-users.ts";
import content from "../../../../netlify/functions/content.mts";
import { setPublishingSetup } from "#modules/content/server/setup.ts";
import { workingTreeRepository } from "#modules/content/server/repository/working-tree.ts";
import { gitHubRepository } from "#modules/content/server/repository/github.ts";
import { startGitHubStub } from "#modules/content/server/testing/github-stub.ts";
import { buildContentManifest } from "#platform/site-build/content-manifest.ts";
import type { SiteDeployment } from "#modules/content/server/deploy/deployment.ts";

const tokens = new Map<string, string>();
const userIds = new Map<string, string>();
const call = roleCaller(tokens);
let contentDir: string;
let live: Record<string, string> | null = null;
let starts = 0;

const deployment: SiteDeployment = {
  kind: "local-build",
  timeoutMs: 60_000,
  start: async () => {
    starts++;
    return null;
  },
  liveFiles: async () => live,
  failureSince: () => null,
};

beforeAll(async () => {
  await getDb();
  await createRoleUsers(userIds, tokens);
}, 120_000);
afterAll(async () => {
  setPublishingSetup(undefined);
  await closeDatabase();
});

beforeEach(async () => {
  contentDir = await mkdtemp(path.join(tmpdir(), "vnsi-content-fn-"));
  await cp(path.resolve(import.meta.dirname, "../../../../content"), contentDir, { recursive: true });
  setPublishingSetup({ kind: "working-tree", repository: workingTreeRepository(contentDir), deployment });
  const db = await getDb();
  await db.execute(sql`DELETE FROM content_drafts`);
  live = null;
  starts = 0;
  return () => rm(contentDir, { recursive: true, force: true });
});

const exists = (file: string) =>
  access(path.join(contentDir, file)).then(
    () => true,
    () => false,
  );

const VALID = {
  title: "VNSI begrüßt neues Förderprogramm für Anschlussgleise",
  date: "2026-11-20",
  category: "Pressemitteilung",
  preview: "Der VNSI begrüßt das neue Förderprogramm des Bundes für Gleisanschlüsse und fordert eine schnelle Umsetzung.",
  description: "Der VNSI begrüßt das Förderprogramm für Gleisanschlüsse und fordert schnelle, einfache Verfahren.",
};

async function newPressDraft(slug = "foerderprogramm-anschlussgleise", as = "geschaeftsfuehrung") {
  const created = await call(content, "POST", "/api/content/entries", { as, body: { collection: "press", entryId: slug, title: VALID.title } });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  return created.body as { id: string; version: number; data: Record<string, unknown>; body: string; problems: { path: string; message: string }[] };
}

describe("who reaches the content editor", () => {
  it("refuses members and strangers everything, a draft by id included", async () => {
    const draft = await newPressDraft("nur-fuer-den-vorstand", "vorstand");
    for (const [as, status] of [
      ["mitglied", 403],
      [undefined, 401],
    ] as const) {
      expect((await call(content, "GET", "/api/content", { as })).status).toBe(status);
      expect((await call(content, "GET", `/api/content/drafts/${draft.id}`, { as })).status).toBe(status);
      expect((await call(content, "GET", `/api/content/drafts/${draft.id}/picture?ref=./bilder/x.jpg`, { as })).status).toBe(status);
      expect((await call(content, "GET", "/api/content/entries/press/nur-fuer-den-vorstand", { as })).status).toBe(status);
      expect((await call(content, "PUT", `/api/content/drafts/${draft.id}`, { as, body: { version: 1, data: VALID, body: "x" } })).status).toBe(status);
    }
    const stillThere = await call(content, "GET", `/api/content/drafts/${draft.id}`, { as: "vorstand" });
    expect(stillThere.body).toMatchObject({ version: 1, data: { title: VALID.title } });
  });

  it("lets the board draft but not publish or unpublish", async () => {
    const draft = await newPressDraft("vorstand-entwurf", "vorstand");
    const saved = await call(content, "PUT", `/api/content/drafts/${draft.id}`, { as: "vorstand", body: { version: 1, data: VALID, body: "Text." } });
    expect(saved.status).toBe(200);
    expect((await call(content, "POST", `/api/content/drafts/${draft.id}/publish`, { as: "vorstand", body: { version: 2 } })).status).toBe(403);
    expect((await call(content, "POST", "/api/content/entries/press/gruendung/unpublish", { as: "vorstand", body: { sha: "0".repeat(40) } })).status).toBe(403);
    expect(await exists("presse/vorstand-entwurf.mdx")).toBe(false);
  });
});

describe("review", () => {
  it("tells management when the board submits a draft for publishing, once per version", async () => {
    const draft = await newPressDraft("zur-freigabe", "vorstand");
    const first = await call(content, "POST", `/api/content/drafts/${draft.id}/submit`, { as: "vorstand", body: { version: 1 } });
    expect(first.status).toBe(200);
    expect(first.body).toEqual({ notified: 1 });
    expect((await call(content, "POST", `/api/content/drafts/${draft.id}/submit`, { as: "vorstand", body: { version: 1 } })).body).toEqual({ notified: 0 });
    expect((await call(content, "POST", `/api/content/drafts/${draft.id}/submit`, { as: "vorstand", body: { version: 7 } })).status).toBe(409);
    const db = await getDb();
    const rows = (await db.execute(sql`SELECT user_id, title, link FROM notifications WHERE kind = 'content.review_requested'`)) as unknown as {
      rows: Record<string, string>[];
    };
    expect(rows.rows).toEqual([
      { user_id: userIds.get("geschaeftsfuehrung"), title: `Zur Veröffentlichung vorgelegt: ${VALID.title}`, link: "/backend/content/press/zur-freigabe" },
    ]);
  });
});

describe("listing and drafts", () => {
  it("lists every collection with its entries, newest press release first", async () => {
    const overview = await call(content, "GET", "/api/content", { as: "vorstand" });
    const collections = (overview.body as { collections: { key: string; entries: { entryId: string }[] }[] }).collections;
    expect(collections.map((c) => c.key)).toEqual(["press", "pages", "documents", "statutes", "demands", "board", "contacts"]);
    expect(collections[0]!.entries.map((e) => e.entryId)).toEqual(["aeg-nachbesserungen", "gruendung", "koalitionsvertrag"]);
    expect(collections.find((c) => c.key === "demands")!.entries).toHaveLength(10);
    expect(collections.find((c) => c.key === "statutes")!.entries.map((e) => e.entryId)).toEqual(["satzung"]);
    expect(overview.body).toMatchObject({ canPublish: false, target: "working-tree" });
  });

  it("refuses a press release address that is taken", async () => {
    const taken = await call(content, "POST", "/api/content/entries", {
      as: "geschaeftsfuehrung",
      body: { collection: "press", entryId: "gruendung", title: "Noch einmal" },
    });
    expect(taken.status).toBe(409);
    expect(taken.body).toMatchObject({ message: "Die Adresse /presse/gruendung ist bereits vergeben. Bitte wählen Sie eine andere." });
    await newPressDraft("neu");
    expect(
      (await call(content, "POST", "/api/content/entries", { as: "vorstand", body: { collection: "press", entryId: "neu", title: "Zweiter Versuch" } })).status,
    ).toBe(409);
    const fixed = await call(content, "POST", "/api/content/entries", {
      as: "geschaeftsfuehrung",
      body: { collection: "demands", entryId: "11", title: "Elfte" },
    });
    expect(fixed.status).toBe(422);
  });

  it("starts a new press release from the template", async () => {
    const draft = await newPressDraft();
    expect(draft.data).toMatchObject({ title: VALID.title, category: "Pressemitteilung", preview: "" });
    expect(draft.data.date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(draft.body).toMatch(/^\*\*Berlin, \d{1,2}\. \w+ \d{4}\.\*\*/);
    expect(draft.problems.map((p) => p.message)).toContain("Teaser: Pflichtfeld: bitte ausfüllen.");
  });

  it("gives the second of two editors a 409 naming the first, never overwriting", async () => {
    const opened = await call(content, "POST", "/api/content/drafts", { as: "vorstand", body: { collection: "press", entryId: "gruendung" } });
    expect(opened.status).toBe(201);
    const draft = opened.body as { id: string; version: number; data: Record<string, unknown>; body: string };
    const again = await call(content, "POST", "/api/content/drafts", { as: "geschaeftsfuehrung", body: { collection: "press", entryId: "gruendung" } });
    expect(again.status).toBe(200);
    expect((again.body as { id: string }).id).toBe(draft.id);

    const first = await call(content, "PUT", `/api/content/drafts/${draft.id}`, {
      as: "vorstand",
      body: { version: 1, data: { ...draft.data, title: "Erste Änderung des Vorstands" }, body: draft.body },
    });
    expect(first.status).toBe(200);
    const second = await call(content, "PUT", `/api/content/drafts/${draft.id}`, {
      as: "geschaeftsfuehrung",
      body: { version: 1, data: { ...draft.data, title: "Zweite Änderung der Geschäftsführung" }, body: draft.body },
    });
    expect(second.status).toBe(409);
    expect((second.body as { message: string }).message).toMatch(
      /^Diese Seite hat inzwischen vorstand Test bearbeitet \(gespeichert am .*\)\. Ihre Änderungen wurden nicht gespeichert/,
    );
    const current = await call(content, "GET", `/api/content/drafts/${draft.id}`, { as: "geschaeftsfuehrung" });
    expect(current.body).toMatchObject({ version: 2, data: { title: "Erste Änderung des Vorstands" } });
  });
});

describe("publishing", () => {
  it("refuses invalid front matter with the field's German message before anything is written", async () => {
    const draft = await newPressDraft();
    const bad = { ...VALID, title: "Zu kurz", date: "2026-02-30x", preview: "Kurz." };
    await call(content, "PUT", `/api/content/drafts/${draft.id}`, { as: "geschaeftsfuehrung", body: { version: 1, data: bad, body: "Text mit {Ausdruck}." } });
    const refused = await call(content, "POST", `/api/content/drafts/${draft.id}/publish`, { as: "geschaeftsfuehrung", body: { version: 2 } });
    expect(refused.status).toBe(400);
    expect((refused.body as { details: string[] }).details).toEqual([
      "Überschrift: Mindestens 10 Zeichen, bisher 7.",
      "Datum: Bitte ein gültiges Datum angeben (TT.MM.JJJJ).",
      "Teaser: Mindestens 40 Zeichen, bisher 5.",
      "Text: Geschweifte Klammern { } sind in MDX Programmcode; bitte entfernen oder als \\{ und \\} schreiben.",
    ]);
    expect(await exists("presse/foerderprogramm-anschlussgleise.mdx")).toBe(false);
    expect(starts).toBe(0);
    const db = await getDb();
    const publications = (await db.execute(
      sql`SELECT count(*)::int AS n FROM content_publications WHERE entry_id = 'foerderprogramm-anschlussgleise'`,
    )) as unknown as { rows: { n: number }[] };
    expect(publications.rows[0]!.n).toBe(0);
  });

  it("publishes a press release as a file, records it, starts the build and reports when it is live", async () => {
    const draft = await newPressDraft();
    await call(content, "PUT", `/api/content/drafts/${draft.id}`, {
      as: "geschaeftsfuehrung",
      body: { version: 1, data: VALID, body: "**Berlin.** Der VNSI begrüßt das Programm.<br />\nZweite Zeile." },
    });
    const published = await call(content, "POST", `/api/content/drafts/${draft.id}/publish`, { as: "geschaeftsfuehrung", body: { version: 2 } });
    expect(published.status, JSON.stringify(published.body)).toBe(200);
    const publication = published.body as { id: string; status: string; pagePath: string; publishedByName: string };
    expect(publication).toMatchObject({
      status: "building",
      pagePath: "/presse/foerderprogramm-anschlussgleise",
      publishedByName: "geschaeftsfuehrung Test",
      action: "publish",
    });
    expect(starts).toBe(1);

    const file = await readFile(path.join(contentDir, "presse/foerderprogramm-anschlussgleise.mdx"), "utf8");
    expect(file).toContain("title: VNSI begrüßt neues Förderprogramm für Anschlussgleise\ndate: 2026-11-20\ncategory: Pressemitteilung\n");
    expect(file).toContain("---\n\n**Berlin.** Der VNSI begrüßt das Programm.<br />\nZweite Zeile.\n");
    expect((await call(content, "GET", `/api/content/drafts/${draft.id}`, { as: "geschaeftsfuehrung" })).status).toBe(404);

    // Not live until the site lists the committed file.
    expect((await call(content, "GET", `/api/content/publications/${publication.id}`, { as: "vorstand" })).body).toMatchObject({ status: "building" });
    live = (await buildContentManifest(contentDir)).files;
    expect((await call(content, "GET", `/api/content/publications/${publication.id}`, { as: "vorstand" })).body).toMatchObject({
      status: "live",
      liveAt: expect.any(String),
    });

    const db = await getDb();
    const audit = (await db.execute(
      sql`SELECT actor_user_id, entity_id, module FROM audit_log WHERE action = 'content.published' ORDER BY created_at DESC LIMIT 1`,
    )) as unknown as { rows: Record<string, string>[] };
    expect(audit.rows[0]).toEqual({ actor_user_id: userIds.get("geschaeftsfuehrung"), entity_id: "press/foerderprogramm-anschlussgleise", module: "content" });
    const activity = (await db.execute(
      sql`SELECT description FROM user_activity_log WHERE activity_type = 'content_published' AND user_id = ${userIds.get("geschaeftsfuehrung")} ORDER BY created_at DESC LIMIT 1`,
    )) as unknown as { rows: { description: string }[] };
    expect(activity.rows[0]!.description).toBe(`Pressemitteilungen: „${VALID.title}“ veröffentlicht`);
    const history = await call(content, "GET", "/api/content/publications", { as: "vorstand" });
    expect((history.body as { items: { id: string }[] }).items[0]!.id).toBe(publication.id);
  });

  it("answers 409 when the published file changed since the draft began, keeps the draft, and publishes after an explicit rebase", async () => {
    const opened = await call(content, "POST", "/api/content/drafts", {
      as: "geschaeftsfuehrung",
      body: { collection: "press", entryId: "koalitionsvertrag" },
    });
    const draft = opened.body as { id: string; data: Record<string, unknown>; body: string };
    const before = await readFile(path.join(contentDir, "presse/koalitionsvertrag.mdx"), "utf8");
    await writeFile(path.join(contentDir, "presse/koalitionsvertrag.mdx"), before.replace("Koalitionsvertrag", "Koalitionsvertrag (korrigiert)"));
    await call(content, "PUT", `/api/content/drafts/${draft.id}`, {
      as: "geschaeftsfuehrung",
      body: { version: 1, data: draft.data, body: `${draft.body}\nNachtrag.` },
    });
    const refused = await call(content, "POST", `/api/content/drafts/${draft.id}/publish`, { as: "geschaeftsfuehrung", body: { version: 2 } });
    expect(refused.status).toBe(409);
    expect((refused.body as { message: string }).message).toMatch(/^Die veröffentlichte Fassung wurde inzwischen geändert/);
    expect(await readFile(path.join(contentDir, "presse/koalitionsvertrag.mdx"), "utf8")).toContain("(korrigiert)");
    expect((await call(content, "GET", `/api/content/drafts/${draft.id}`, { as: "geschaeftsfuehrung" })).body).toMatchObject({ version: 2 });

    const rebased = await call(content, "POST", `/api/content/drafts/${draft.id}/rebase`, { as: "geschaeftsfuehrung", body: { version: 2 } });
    expect(rebased.status).toBe(200);
    expect((await call(content, "POST", `/api/content/drafts/${draft.id}/publish`, { as: "geschaeftsfuehrung", body: { version: 3 } })).status).toBe(200);
    expect(await readFile(path.join(contentDir, "presse/koalitionsvertrag.mdx"), "utf8")).toContain("Nachtrag.");
  });

  it("publishes an uploaded picture with the text and refuses what is no picture", async () => {
    const draft = await newPressDraft();
    const jpeg = await sharp({ create: { width: 900, height: 600, channels: 3, background: "#2b5d8a" } })
      .jpeg()
      .toBuffer();
    const upload = await fetchUpload(draft.id, jpeg, "Gleis bei Halle.jpg");
    expect(upload.status).toBe(201);
    const image = upload.json as { reference: string; name: string };
    expect(image.reference).toMatch(/^\.\/bilder\/gleis-bei-halle-[0-9a-f]{8}\.jpg$/);
    expect((await fetchUpload(draft.id, Buffer.from("GIF89a-not-really"), "bild.jpg")).status).toBe(422);
    // The preview reads it back (and a picture already on the site) with the draft's access check.
    const picture = await call(content, "GET", `/api/content/drafts/${draft.id}/picture?ref=${encodeURIComponent(image.reference)}`, { as: "vorstand" });
    expect(picture.status).toBe(200);
    expect(picture.headers.get("content-type")).toBe("image/jpeg");
    expect((await call(content, "GET", `/api/content/drafts/${draft.id}/picture?ref=./bilder/fehlt.jpg`, { as: "vorstand" })).status).toBe(404);
    expect((await call(content, "GET", `/api/content/drafts/${draft.id}/picture?ref=../../package.json`, { as: "vorstand" })).status).toBe(404);

    await call(content, "PUT", `/api/content/drafts/${draft.id}`, {
      as: "geschaeftsfuehrung",
      body: { version: 1, data: VALID, body: `Text.\n\n![](${image.reference})` },
    });
    const refused = await call(content, "POST", `/api/content/drafts/${draft.id}/publish`, { as: "geschaeftsfuehrung", body: { version: 2 } });
    expect((refused.body as { details: string[] }).details[0]).toMatch(/^Text: Bild ohne Alternativtext/);
    await call(content, "PUT", `/api/content/drafts/${draft.id}`, {
      as: "geschaeftsfuehrung",
      body: { version: 2, data: VALID, body: `Text.\n\n![Gleis bei Halle im Herbst](${image.reference})` },
    });
    expect((await call(content, "POST", `/api/content/drafts/${draft.id}/publish`, { as: "geschaeftsfuehrung", body: { version: 3 } })).status).toBe(200);
    expect(await exists(`presse/bilder/${image.name}`)).toBe(true);
  });

  it("unpublishes a press release with the pictures only it showed; a stale sha gets 409", async () => {
    const overview = await call(content, "GET", "/api/content", { as: "admin" });
    const entry = (overview.body as { collections: { key: string; entries: { entryId: string; sha: string }[] }[] }).collections[0]!.entries.find(
      (e) => e.entryId === "gruendung",
    )!;
    expect((await call(content, "POST", "/api/content/entries/press/gruendung/unpublish", { as: "admin", body: { sha: "1".repeat(40) } })).status).toBe(409);
    const removed = await call(content, "POST", "/api/content/entries/press/gruendung/unpublish", { as: "admin", body: { sha: entry.sha } });
    expect(removed.status).toBe(200);
    expect(removed.body).toMatchObject({ action: "unpublish", status: "building" });
    expect(await exists("presse/gruendung.mdx")).toBe(false);
    live = (await buildContentManifest(contentDir)).files;
    expect((await call(content, "GET", `/api/content/publications/${(removed.body as { id: string }).id}`, { as: "admin" })).body).toMatchObject({
      status: "live",
    });
    expect((await call(content, "POST", "/api/content/entries/pages/start/unpublish", { as: "admin", body: { sha: entry.sha } })).status).toBe(422);
  });
});

describe("publishing through GitHub's API", () => {
  it("commits the file on the branch through the Git data API", async () => {
    const stub = await startGitHubStub({
      "content/presse/gruendung.mdx": await readFile(path.join(contentDir, "presse/gruendung.mdx"), "utf8"),
      "README.md": "site",
    });
    try {
      setPublishingSetup({
        kind: "github",
        repository: gitHubRepository({ repository: stub.repository, branch: stub.branch, token: stub.token, apiUrl: stub.url }),
        deployment,
      });
      const draft = await newPressDraft();
      await call(content, "PUT", `/api/content/drafts/${draft.id}`, { as: "geschaeftsfuehrung", body: { version: 1, data: VALID, body: "Text über GitHub." } });
      const published = await call(content, "POST", `/api/content/drafts/${draft.id}/publish`, { as: "geschaeftsfuehrung", body: { version: 2 } });
      expect(published.status).toBe(200);
      expect(stub.fileAt("content/presse/foerderprogramm-anschlussgleise.mdx")).toContain("Text über GitHub.");
      expect(stub.headCommit()).toMatchObject({
        sha: (published.body as { commitSha: string }).commitSha,
        message: `Website: Pressemitteilungen – „${VALID.title}“ veröffentlicht`,
      });
      expect(stub.fileAt("README.md")).toBe("site");
    } finally {
      await stub.close();
    }
  });
});

async function fetchUpload(draftId: string, bytes: Buffer, name: string) {
  const request = new Request(`http://localhost/api/content/drafts/${draftId}/images?name=${encodeURIComponent(name)}`, {
    method: "POST",
    headers: { authorization: `Bearer ${tokens.get("geschaeftsfuehrung")}`, "content-type": "application/octet-stream" },
    body: new Uint8Array(bytes),
  });
  const { fakeContext } = await import("../../../../tests/helpers/function-call.ts");
  const response = await content(request, fakeContext());
  return { status: response.status, json: (await response.json()) as unknown };
}
