import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { base64ToBytes } from "../../domain/base64.ts";
import { openTestDatabase, type TestDatabase } from "../../testing/test-database.ts";
import { AUTO_SNAPSHOT_INTERVAL_MS } from "../content/snapshot-policy.ts";
import { maintainAfterWrite } from "../sync/maintenance.ts";
import { PostgresUpdateStore } from "../sync/postgres-update-store.ts";
import { handleSync } from "../sync/sync-service.ts";
import { TestClient } from "../sync/testing.ts";
import { listSnapshots, maybeAutoSnapshot, restoreSnapshot, snapshotContent, takeSnapshot } from "./snapshots.ts";

let database: TestDatabase;
let store: PostgresUpdateStore;
const user = { id: "user-snap", name: "Sabine Schulz" };
const T0 = Date.parse("2026-11-24T09:00:00Z");

async function newDocument(createdAt = T0): Promise<string> {
  const result = await database.db.execute(
    sql`INSERT INTO collab_documents (doc_key, title, created_at) VALUES (${`snap-${crypto.randomUUID().slice(0, 8)}`}, 'Protokoll', ${new Date(createdAt).toISOString()}::timestamptz) RETURNING id`,
  );
  return (((result as { rows?: Array<{ id: string }> }).rows ?? result) as Array<{ id: string }>)[0]!.id;
}

async function poll(docId: string, client: TestClient, now: number) {
  const outcome = await handleSync(store, { docId, user, canWrite: true, request: client.request(), now });
  if (outcome.status === 200) {
    client.cursor = outcome.body.cursor;
    if (outcome.body.update) client.apply(base64ToBytes(outcome.body.update));
  }
}

beforeAll(async () => {
  database = await openTestDatabase();
  store = new PostgresUpdateStore(database.db);
  await database.db.execute(sql`INSERT INTO profiles (id, email, first_name, last_name) VALUES (${user.id}, 'sabine@example.org', 'Sabine', 'Schulz')`);
}, 120_000);

afterAll(async () => {
  await database?.close();
});

describe("document history", () => {
  it("takes an automatic snapshot only after the interval and only when something changed", async () => {
    const doc = await newDocument();
    const anna = new TestClient();
    anna.type("Erster Stand");
    await poll(doc, anna, T0 + 60_000);
    expect(await maybeAutoSnapshot(database.db, store, doc, T0 + 60_000)).toBe(false);
    expect(await maybeAutoSnapshot(database.db, store, doc, T0 + AUTO_SNAPSHOT_INTERVAL_MS)).toBe(true);
    expect(await maybeAutoSnapshot(database.db, store, doc, T0 + 3 * AUTO_SNAPSHOT_INTERVAL_MS)).toBe(false);
    anna.type(" und mehr");
    await poll(doc, anna, T0 + 3 * AUTO_SNAPSHOT_INTERVAL_MS);
    expect(await maybeAutoSnapshot(database.db, store, doc, T0 + 3 * AUTO_SNAPSHOT_INTERVAL_MS)).toBe(true);
    expect((await listSnapshots(database.db, doc)).map((snapshot) => snapshot.kind)).toEqual(["auto", "auto"]);
  });

  it("lists named snapshots with who took them and shows their content as it was", async () => {
    const doc = await newDocument();
    const anna = new TestClient();
    anna.type("Beschluss A");
    await poll(doc, anna, T0);
    const { id } = await takeSnapshot(database.db, store, doc, { kind: "named", label: "Vor der Abstimmung", userId: user.id, now: T0 + 1 });
    anna.type(" geändert");
    await poll(doc, anna, T0 + 2);
    const [listed] = await listSnapshots(database.db, doc);
    expect(listed).toMatchObject({ id, kind: "named", label: "Vor der Abstimmung", takenBy: "Sabine Schulz", frozenDocumentId: null });
    expect(await snapshotContent(database.db, doc, id)).toEqual({
      type: "doc",
      content: [{ type: "paragraph", content: [{ type: "text", text: "Beschluss A" }] }],
    });
    expect(await snapshotContent(database.db, await newDocument(), id)).toBeNull();
  });

  it("restores a snapshot for every client and keeps the state before the restore", async () => {
    const doc = await newDocument();
    const anna = new TestClient();
    const bernd = new TestClient();
    anna.type("Version eins");
    await poll(doc, anna, T0);
    await poll(doc, bernd, T0);
    const { id } = await takeSnapshot(database.db, store, doc, { kind: "named", label: "eins", userId: user.id, now: T0 });
    bernd.deleteText(0, 0, 8);
    bernd.type(" zwei", 0);
    await poll(doc, bernd, T0 + 1);
    await poll(doc, anna, T0 + 1);
    expect(anna.text()).toBe("<paragraph>eins zwei</paragraph>");

    expect(await restoreSnapshot(database.db, store, doc, id, user.id, T0 + 2)).not.toBeNull();
    await poll(doc, anna, T0 + 3);
    await poll(doc, bernd, T0 + 3);
    expect(anna.text()).toBe("<paragraph>Version eins</paragraph>");
    expect(bernd.text()).toBe(anna.text());
    const kinds = (await listSnapshots(database.db, doc)).map((snapshot) => snapshot.kind);
    expect(kinds).toContain("before_restore");
    const before = (await listSnapshots(database.db, doc)).find((snapshot) => snapshot.kind === "before_restore")!;
    expect(await snapshotContent(database.db, doc, before.id)).toMatchObject({ content: [{ content: [{ text: "eins zwei" }] }] });
  });

  it("compacts after writes and refreshes the list preview", async () => {
    const doc = await newDocument();
    const anna = new TestClient();
    for (let i = 0; i < 60; i += 1) {
      anna.type(`Wort${i} `);
      await poll(doc, anna, T0);
    }
    await maintainAfterWrite(database.db, store, doc, T0 + 120_000);
    const [row] = ((r) => ((r as { rows?: unknown[] }).rows ?? r) as Array<{ update_rows: number; content_preview: string }>)(
      await database.db.execute(sql`SELECT update_rows, content_preview FROM collab_documents WHERE id = ${doc}`),
    );
    expect(row!.update_rows).toBe(1);
    expect(row!.content_preview).toMatch(/^Wort0 Wort1 Wort2 .* Wort5\d/);
    expect(row!.content_preview.length).toBeLessThanOrEqual(400);
  });
});
