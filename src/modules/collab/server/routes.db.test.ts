/**
 * The collab endpoints through their function: documents scoped by read roles (a member cannot
 * reach a board-only document by key, by search, by sync or by download link), settings with
 * version checks, the HTTP sync (convergence, 304, refusals that store nothing), history and export.
 */
import * as Y from "yjs";
import * as decoding from "lib0/decoding";
import { Awareness, encodeAwarenessUpdate } from "y-protocols/awareness";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import { closeDatabase, getDb } from "#platform/db/client.ts";
import { rowsOf } from "#platform/db/rows.ts";
import { readDocumentBytes } from "#modules/documents/index.ts";
import { base64ToBytes, bytesToBase64 } from "#modules/collab/domain/base64.ts";
import { TestClient } from "#modules/collab/server/sync/testing.ts";
import collab from "../../../../netlify/functions/collab.mts";
import { createRoleUsers, roleCaller } from "../../../../tests/helpers/role-users.ts";

const tokens = new Map<string, string>();
const userIds = new Map<string, string>();
const call = roleCaller(tokens);
const DOCS = "/api/collab/docs";

beforeAll(async () => {
  await getDb();
  await createRoleUsers(userIds, tokens);
}, 120_000);
afterAll(() => closeDatabase());

async function create(as: string, title: string, readRoles: string[] = []) {
  const answer = await call(collab, "POST", DOCS, { as, body: { title, readRoles } });
  expect(answer.status, answer.text).toBe(201);
  return answer.body as { key: string; id: string; version: number };
}

/** One sync poll of a test client through the function, applying the answer. */
async function poll(as: string, key: string, client: TestClient, extra: Record<string, unknown> = {}) {
  const body = { sessionId: client.sessionId, clientId: client.doc.clientID, cursor: client.cursor, updates: client.takePending(), ...extra };
  const answer = await call(collab, "POST", `${DOCS}/${key}/sync`, { as, body });
  if (answer.status === 200) {
    client.cursor = answer.body.cursor;
    if (answer.body.update) client.apply(base64ToBytes(answer.body.update));
  }
  return answer;
}

describe("collab documents", () => {
  it("has the association's shared document, open to every signed-in user and never archived", async () => {
    const shared = await call(collab, "GET", `${DOCS}/verband`, { as: "mitglied" });
    expect(shared.status).toBe(200);
    expect(shared.body).toMatchObject({ key: "verband", isShared: true, readRoles: [], canEdit: true, canArchive: false });
    const archive = await call(collab, "PUT", `${DOCS}/verband`, { as: "admin", body: { version: shared.body.version, archived: true } });
    expect(archive.status).toBe(403);
    expect(archive.body.message).toContain("bleibt für alle geöffnet");
  });

  it("keeps a board-only document from a member by list, search, key, sync, history and download link", async () => {
    const secret = await create("vorstand", "Vorstand intern: Personalfragen", ["vorstand"]);
    const forBoard = await call(collab, "GET", `${DOCS}?q=Personalfragen`, { as: "geschaeftsfuehrung" });
    expect(forBoard.body.items.map((item: { key: string }) => item.key)).toContain(secret.key);
    const forMember = await call(collab, "GET", `${DOCS}?q=Personalfragen`, { as: "mitglied" });
    expect(forMember.status).toBe(200);
    expect(forMember.body.items).toEqual([]);
    const all = await call(collab, "GET", `${DOCS}?pageSize=100`, { as: "mitglied" });
    expect(all.body.items.map((item: { key: string }) => item.key)).not.toContain(secret.key);
    for (const [method, url, body] of [
      ["GET", `${DOCS}/${secret.key}`, undefined],
      ["PUT", `${DOCS}/${secret.key}`, { version: 1, title: "Übernommen" }],
      ["POST", `${DOCS}/${secret.key}/sync`, { sessionId: crypto.randomUUID(), clientId: 1, cursor: null, updates: [] }],
      ["GET", `${DOCS}/${secret.key}/snapshots`, undefined],
      ["GET", `${DOCS}/${secret.key}/export?format=md`, undefined],
    ] as const) {
      const answer = await call(collab, method, url, { as: "mitglied", body });
      expect(answer.status, `${method} ${url}`).toBe(404);
      expect(answer.body.message).toBe("Das Notizdokument wurde nicht gefunden.");
    }
  });

  it("creates readable keys, renames with a version check and refuses limits to roles one lacks", async () => {
    const first = await create("mitglied", "AG Infrastruktur: Sitzung März");
    const second = await create("mitglied", "AG Infrastruktur: Sitzung März");
    expect(first.key).toBe("ag-infrastruktur-sitzung-maerz");
    expect(second.key).toBe("ag-infrastruktur-sitzung-maerz-2");
    const limited = await call(collab, "POST", DOCS, { as: "mitglied", body: { title: "Heimlich", readRoles: ["vorstand"] } });
    expect(limited.status).toBe(403);

    const renamed = await call(collab, "PUT", `${DOCS}/${first.key}`, {
      as: "mitglied",
      body: { version: first.version, title: "AG Infrastruktur: Sitzung 12. März" },
    });
    expect(renamed.status).toBe(200);
    expect(renamed.body).toMatchObject({ title: "AG Infrastruktur: Sitzung 12. März", key: first.key, version: first.version + 1 });
    const stale = await call(collab, "PUT", `${DOCS}/${first.key}`, { as: "vorstand", body: { version: first.version, title: "Veraltet" } });
    expect(stale.status).toBe(409);
    expect(stale.body.message).toContain("inzwischen von einer anderen Person geändert");
    const notTheirs = await call(collab, "PUT", `${DOCS}/${second.key}`, { as: "geschaeftsfuehrung", body: { version: 1, title: "Vom Vorstand umbenannt" } });
    expect(notTheirs.status).toBe(200);
    const blank = await call(collab, "POST", DOCS, { as: "mitglied", body: { title: "   " } });
    expect(blank.status).toBe(400);
    expect(blank.body.details).toContain("title: Bitte geben Sie einen Titel an.");
  });
});

describe("collab sync over the function", () => {
  it("brings one person's typing to another, answers 304 when quiet and shows who is there", async () => {
    const doc = await create("vorstand", "Sitzung mit Sync");
    const anna = new TestClient();
    const bernd = new TestClient();
    anna.type("TOP 1: Begrüßung durch den Präsidenten");
    expect((await poll("vorstand", doc.key, anna)).status).toBe(200);
    expect((await poll("admin", doc.key, bernd)).status).toBe(200);
    expect(bernd.text()).toBe(anna.text());
    expect((await poll("admin", doc.key, bernd)).status).toBe(304);

    const list = await call(collab, "GET", `${DOCS}?q=Sitzung%20mit%20Sync`, { as: "vorstand" });
    const item = list.body.items[0];
    expect(item.lastEditedBy).toBe("vorstand Test");
    expect(item.present.map((person: { name: string }) => person.name).sort()).toEqual(["admin Test", "vorstand Test"]);
  });

  it("refuses malformed and oversized updates and leaves the stored document intact", async () => {
    const doc = await create("mitglied", "Robustheit");
    const anna = new TestClient();
    anna.type("Bleibt erhalten");
    await poll("mitglied", doc.key, anna);
    const garbage = await poll("mitglied", doc.key, anna, { updates: [bytesToBase64(Uint8Array.from([1, 2, 3, 200, 7]))] });
    expect(garbage.status).toBe(400);
    expect(garbage.body.error).toBe("malformed");
    const big = new Y.Doc();
    big.getXmlFragment("content").insert(0, [new Y.XmlText("x".repeat(600 * 1024))]);
    const oversized = await poll("mitglied", doc.key, anna, { updates: [bytesToBase64(Y.encodeStateAsUpdate(big))] });
    expect(oversized.status).toBe(413);
    const fresh = new TestClient();
    await poll("mitglied", doc.key, fresh);
    expect(fresh.text()).toBe("<paragraph>Bleibt erhalten</paragraph>");
  });

  it("makes an archived document read-only for sync", async () => {
    const doc = await create("mitglied", "Wird archiviert");
    const archived = await call(collab, "PUT", `${DOCS}/${doc.key}`, { as: "mitglied", body: { version: doc.version, archived: true } });
    expect(archived.body).toMatchObject({ archived: true, canEdit: false });
    const anna = new TestClient();
    anna.type("zu spät");
    const refused = await poll("mitglied", doc.key, anna);
    expect(refused.status).toBe(403);
    expect(refused.body.error).toBe("read_only");
    const list = await call(collab, "GET", `${DOCS}?archived=1&q=Wird%20archiviert`, { as: "mitglied" });
    expect(list.body.items).toHaveLength(1);
  });
});

describe("collab history and export", () => {
  it("takes a named snapshot, restores it for everyone and exports Markdown", async () => {
    const doc = await create("mitglied", "Protokoll Mitgliederversammlung");
    const anna = new TestClient();
    anna.type("Beschluss: Haushalt angenommen");
    await poll("mitglied", doc.key, anna);
    const named = await call(collab, "POST", `${DOCS}/${doc.key}/snapshots`, { as: "mitglied", body: { label: "Entwurf 1" } });
    expect(named.status).toBe(201);
    anna.deleteText(0, 0, 10);
    await poll("mitglied", doc.key, anna);

    const view = await call(collab, "GET", `${DOCS}/${doc.key}/snapshots/${named.body.id}`, { as: "mitglied" });
    expect(view.body.content.content[0].content[0].text).toBe("Beschluss: Haushalt angenommen");
    const memberRestore = await call(collab, "POST", `${DOCS}/${doc.key}/snapshots/${named.body.id}/restore`, { as: "geschaeftsfuehrung" });
    expect(memberRestore.status).toBe(200);
    await poll("mitglied", doc.key, anna);
    expect(anna.text()).toBe("<paragraph>Beschluss: Haushalt angenommen</paragraph>");
    const history = await call(collab, "GET", `${DOCS}/${doc.key}/snapshots`, { as: "mitglied" });
    expect(history.body.items.map((item: { kind: string }) => item.kind)).toEqual(expect.arrayContaining(["named", "before_restore"]));

    const markdown = await call(collab, "GET", `${DOCS}/${doc.key}/export?format=md`, { as: "mitglied" });
    expect(markdown.status).toBe(200);
    expect(markdown.headers.get("content-disposition")).toMatch(/attachment; filename="protokoll-mitgliederversammlung-\d{4}-\d{2}-\d{2}\.md"/);
    expect(markdown.text).toMatch(/^# Protokoll Mitgliederversammlung\n\n\*Stand: \d{2}\.\d{2}\.\d{4}, \d{2}:\d{2} Uhr\*\n\nBeschluss: Haushalt angenommen\n$/);
    const ofSnapshot = await call(collab, "GET", `${DOCS}/${doc.key}/export?format=md&snapshot=${named.body.id}`, { as: "mitglied" });
    expect(ofSnapshot.text).toContain("Entwurf 1");
  });

  it("lets only managers restore", async () => {
    const doc = await create("vorstand", "Nur Vorstand stellt wieder her");
    const snapshot = await call(collab, "POST", `${DOCS}/${doc.key}/snapshots`, { as: "vorstand", body: { label: "Stand" } });
    const byMember = await call(collab, "POST", `${DOCS}/${doc.key}/snapshots/${snapshot.body.id}/restore`, { as: "mitglied" });
    expect(byMember.status).toBe(403);
  });
});

describe("collab minutes and PDF", () => {
  it("exports the current state as a PDF", async () => {
    const doc = await create("mitglied", "PDF-Export");
    const anna = new TestClient();
    anna.type("Inhalt für das PDF");
    await poll("mitglied", doc.key, anna);
    const pdf = await call(collab, "GET", `${DOCS}/${doc.key}/export?format=pdf`, { as: "mitglied" });
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get("content-type")).toBe("application/pdf");
    expect(pdf.text.startsWith("%PDF-")).toBe(true);
  });

  it("files a board-only document as immutable minutes readable by the board only and tells the others who wrote in it", async () => {
    const doc = await create("vorstand", "Vorstandssitzung November", ["vorstand"]);
    const anna = new TestClient();
    const admin = new TestClient();
    anna.type("TOP 1: Haushalt 2027 beschlossen");
    await poll("vorstand", doc.key, anna);
    await poll("admin", doc.key, admin);

    const byMember = await call(collab, "POST", `${DOCS}/${doc.key}/minutes`, { as: "mitglied", body: { label: "Beschlossene Fassung" } });
    expect(byMember.status).toBe(404);
    const filed = await call(collab, "POST", `${DOCS}/${doc.key}/minutes`, { as: "vorstand", body: { label: "Beschlossene Fassung" } });
    expect(filed.status, filed.text).toBe(201);
    expect(filed.body.link).toMatch(/^\/backend\/documents\?dokument=/);

    const stored = await readDocumentBytes(await getDb(), filed.body.documentId);
    expect(new TextDecoder().decode(stored.bytes.slice(0, 5))).toBe("%PDF-");
    const [folder] = rowsOf<{ read_role: string; system_key: string }>(
      await (await getDb()).execute(
        sql`SELECT f.read_role, f.system_key FROM documents d JOIN document_folders f ON f.id = d.folder_id WHERE d.id = ${filed.body.documentId}`,
      ),
    );
    expect(folder).toEqual({ read_role: "vorstand", system_key: "collab-minutes-vorstand" });

    const history = await call(collab, "GET", `${DOCS}/${doc.key}/snapshots`, { as: "vorstand" });
    expect(history.body.items[0]).toMatchObject({ kind: "minutes", label: "Beschlossene Fassung", frozenDocumentId: filed.body.documentId });
    const told = rowsOf<{ user_id: string; kind: string }>(
      await (await getDb()).execute(sql`SELECT user_id, kind FROM notifications WHERE kind = 'collab.minutes_filed' AND link = ${filed.body.link}`),
    );
    expect(told.map((row) => row.user_id)).toEqual([userIds.get("admin")]);
  });
});

/** An update made from its own document: what a client could send, whatever its editor would do. */
function updateOf(build: (doc: Y.Doc) => void): string {
  const doc = new Y.Doc();
  build(doc);
  return bytesToBase64(Y.encodeStateAsUpdate(doc));
}

/** One presence entry (awareness update) of the client, with the state given. */
function presenceOf(client: TestClient, state: Record<string, unknown>): string {
  const awareness = new Awareness(client.doc);
  awareness.setLocalState(state);
  const update = encodeAwarenessUpdate(awareness, [client.doc.clientID]);
  awareness.destroy();
  return bytesToBase64(update);
}

describe("collab content and presence are checked against the note's schema (issue 23)", () => {
  it("refuses valid Yjs updates that put something else than the editor's elements into the note, in German, and stores nothing", async () => {
    const doc = await create("mitglied", "Schema-Schutz");
    const anna = new TestClient();
    anna.type("Bleibt lesbar");
    await poll("mitglied", doc.key, anna);
    const hostile = {
      "a plain value in the content": updateOf((d) => d.getArray("content").insert(0, [42])),
      "a map inside a paragraph": updateOf((d) => {
        const paragraph = new Y.XmlElement("paragraph");
        d.getXmlFragment("content").insert(0, [paragraph]);
        (paragraph as unknown as Y.Array<unknown>).insert(0, [new Y.Map()]);
      }),
      "another document root": updateOf((d) => d.getMap("meta").set("x", 1)),
      "an element the editor does not know": updateOf((d) => d.getXmlFragment("content").insert(0, [new Y.XmlElement("script")])),
      "text outside any paragraph": updateOf((d) => d.getXmlFragment("content").insert(0, [new Y.XmlText("lose")])),
    };
    for (const [name, update] of Object.entries(hostile)) {
      const refused = await poll("mitglied", doc.key, anna, { updates: [update] });
      expect(refused.status, name).toBe(422);
      expect(refused.body, name).toMatchObject({ error: "invalid_content", message: expect.stringContaining("passt nicht zum Aufbau der Notiz") });
    }
    const fresh = new TestClient();
    await poll("mitglied", doc.key, fresh);
    expect(fresh.text()).toBe("<paragraph>Bleibt lesbar</paragraph>");
    const markdown = await call(collab, "GET", `${DOCS}/${doc.key}/export?format=md`, { as: "mitglied" });
    expect(markdown.status).toBe(200);
  });

  it("exports, previews and files as minutes what it can render of a note stored before the check, instead of failing", async () => {
    const doc = await create("vorstand", "Altbestand mit Fremdwerten");
    const anna = new TestClient();
    anna.type("Beschluss: Haushalt angenommen");
    await poll("vorstand", doc.key, anna);
    // Written past the sync, as a document stored before the schema check could have been.
    const { PostgresUpdateStore } = await import("#modules/collab/server/sync/postgres-update-store.ts");
    const legacy = new Y.Doc();
    Y.applyUpdate(legacy, Y.encodeStateAsUpdate(anna.doc));
    (legacy.getXmlFragment("content") as unknown as Y.Array<unknown>).insert(1, [42, "frei", new Y.Map()]);
    await new PostgresUpdateStore(await getDb()).appendServerUpdate(doc.id, Y.encodeStateAsUpdate(legacy, Y.encodeStateVector(anna.doc)), Date.now());

    const markdown = await call(collab, "GET", `${DOCS}/${doc.key}/export?format=md`, { as: "vorstand" });
    expect(markdown.status, markdown.text).toBe(200);
    expect(markdown.text).toContain("Beschluss: Haushalt angenommen");
    const pdf = await call(collab, "GET", `${DOCS}/${doc.key}/export?format=pdf`, { as: "vorstand" });
    expect(pdf.status, pdf.text.slice(0, 200)).toBe(200);
    const snapshot = await call(collab, "POST", `${DOCS}/${doc.key}/snapshots`, { as: "vorstand", body: { label: "Mit Altlast" } });
    expect(snapshot.status).toBe(201);
    const view = await call(collab, "GET", `${DOCS}/${doc.key}/snapshots/${snapshot.body.id}`, { as: "vorstand" });
    expect(view.status).toBe(200);
    expect(view.body.content.content).toEqual([{ type: "paragraph", content: [{ type: "text", text: "Beschluss: Haushalt angenommen" }] }]);
    const filed = await call(collab, "POST", `${DOCS}/${doc.key}/minutes`, { as: "vorstand", body: { label: "Trotzdem abgelegt" } });
    expect(filed.status, filed.text).toBe(201);
    // Typing on goes on: the note did not fit before, so only foreign values are refused.
    anna.type(" und verkündet");
    expect((await poll("vorstand", doc.key, anna)).status).toBe(200);
  });

  it("relays a caret only as the editor writes it: { anchor: null } is refused, a real one reaches the others", async () => {
    const doc = await create("mitglied", "Cursor-Schutz");
    const anna = new TestClient();
    const bernd = new TestClient();
    anna.type("Text");
    await poll("mitglied", doc.key, anna);
    await poll("mitglied", doc.key, bernd);
    for (const cursor of [
      { anchor: null, head: null },
      { anchor: null },
      { anchor: 1, head: 4 },
      { anchor: { tname: "anderes" }, head: { tname: "anderes" } },
    ]) {
      const refused = await poll("mitglied", doc.key, anna, { awareness: presenceOf(anna, { cursor }) });
      expect(refused.status, JSON.stringify(cursor)).toBe(422);
      expect(refused.body, JSON.stringify(cursor)).toMatchObject({ error: "invalid_presence", message: expect.stringContaining("Cursorposition") });
    }
    const seen = await poll("mitglied", doc.key, bernd);
    expect(seen.status === 304 || seen.body.awareness.length === 0).toBe(true);

    const text = (anna.fragment.get(0) as Y.XmlElement).get(0) as Y.XmlText;
    const position = Y.relativePositionToJSON(Y.createRelativePositionFromTypeIndex(text, 2));
    const sent = await poll("mitglied", doc.key, anna, { awareness: presenceOf(anna, { cursor: { anchor: position, head: position }, extra: "<img src=x>" }) });
    expect(sent.status).toBe(200);
    const relayed = await poll("mitglied", doc.key, bernd);
    const states = relayed.body.awareness.map((entry: string) => {
      const decoder = decoding.createDecoder(base64ToBytes(entry));
      decoding.readVarUint(decoder);
      decoding.readVarUint(decoder);
      decoding.readVarUint(decoder);
      return JSON.parse(decoding.readVarString(decoder)) as Record<string, unknown>;
    });
    expect(states).toEqual([{ user: { name: "mitglied Test", color: expect.any(String) }, cursor: { anchor: position, head: position } }]);
  });
});
