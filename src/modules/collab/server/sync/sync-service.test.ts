import { applyAwarenessUpdate, Awareness, encodeAwarenessUpdate, removeAwarenessStates } from "y-protocols/awareness";
import * as Y from "yjs";
import { beforeEach, describe, expect, it } from "vitest";
import { base64ToBytes, bytesToBase64 } from "../../domain/base64.ts";
import { MAX_DOCUMENT_BYTES } from "../../domain/limits.ts";
import { MemoryUpdateStore } from "./memory-update-store.ts";
import { handleSync, PRESENCE_TTL_MS, type SyncOutcome } from "./sync-service.ts";
import { TestClient } from "./testing.ts";

const DOC = "doc-1";
const anna = { id: "user-anna", name: "Anna Berger" };
const bernd = { id: "user-bernd", name: "Bernd Koch" };
let store: MemoryUpdateStore;
let now: number;

beforeEach(() => {
  store = new MemoryUpdateStore();
  now = 1_700_000_000_000;
});

/** One poll of a test client; applies the answer like the browser provider does. */
async function poll(client: TestClient, extra: Record<string, unknown> = {}, user = anna, canWrite = true): Promise<SyncOutcome> {
  const outcome = await handleSync(store, { docId: DOC, user, canWrite, request: client.request(extra), now });
  if (outcome.status === 200) {
    client.cursor = outcome.body.cursor;
    if (outcome.body.update) client.apply(base64ToBytes(outcome.body.update));
  }
  return outcome;
}

/** Each client keeps one Awareness, as the editor does: its clock grows with every state it sets. */
const awarenessOf = new WeakMap<TestClient, Awareness>();
function awarenessFor(client: TestClient, state: Record<string, unknown> | null) {
  const awareness = awarenessOf.get(client) ?? new Awareness(client.doc);
  awarenessOf.set(client, awareness);
  if (state) awareness.setLocalState(state);
  else removeAwarenessStates(awareness, [client.doc.clientID], "test");
  return bytesToBase64(encodeAwarenessUpdate(awareness, [client.doc.clientID]));
}

describe("handleSync", () => {
  it("delivers one client's typing to another and answers 304 when nothing changed", async () => {
    const a = new TestClient();
    const b = new TestClient();
    a.type("Protokoll der Vorstandssitzung");
    expect((await poll(a)).status).toBe(200);
    expect((await poll(b, {}, bernd)).status).toBe(200);
    expect(b.text()).toBe(a.text());
    expect((await poll(b, {}, bernd)).status).toBe(304);
    expect((await poll(a)).status).toBe(304);
  });

  it("stores one row per update and leaves a client's own rows out of its answers", async () => {
    const a = new TestClient();
    a.type("eins");
    a.type(" zwei");
    expect(a.pending).toHaveLength(2);
    const outcome = await poll(a);
    expect((await store.stats(DOC)).rows).toBe(2);
    expect(outcome.status === 200 && outcome.body.update).toBeNull();
  });

  it("converges when two clients type into the same paragraph concurrently", async () => {
    const a = new TestClient();
    const b = new TestClient();
    a.type("Haushalt");
    await poll(a);
    await poll(b, {}, bernd);
    a.type(" 2027", 0);
    b.type("Entwurf: ", 0, 0);
    await poll(a);
    await poll(b, {}, bernd);
    await poll(a);
    expect(a.text()).toBe(b.text());
    expect(a.text()).toContain("Entwurf: Haushalt 2027");
  });

  it("merges offline edits through the state-vector handshake in both directions", async () => {
    const a = new TestClient();
    const b = new TestClient();
    a.type("Gemeinsamer Stand.");
    await poll(a);
    await poll(b, {}, bernd);
    // b goes offline and types; its pending queue is lost (tab closed), only its document survives.
    b.type(" Offline ergänzt.", 0);
    b.pending = [];
    a.type(" Online ergänzt.", 0);
    await poll(a);
    const handshake = await poll(b, { stateVector: bytesToBase64(Y.encodeStateVector(b.doc)) }, bernd);
    expect(handshake.status).toBe(200);
    if (handshake.status !== 200) return;
    const serverVector = base64ToBytes(handshake.body.stateVector!);
    const missingOnServer = Y.encodeStateAsUpdate(b.doc, serverVector);
    await poll(b, { updates: [bytesToBase64(missingOnServer)] }, bernd);
    await poll(a);
    expect(a.text()).toBe(b.text());
    expect(a.text()).toContain("Offline ergänzt.");
    expect(a.text()).toContain("Online ergänzt.");
  });

  it("answers a handshake with only what the client lacks", async () => {
    const a = new TestClient();
    a.type("x".repeat(5000));
    await poll(a);
    const outcome = await poll(a, { stateVector: bytesToBase64(Y.encodeStateVector(a.doc)) });
    expect(outcome.status === 200 && outcome.body.update).toBeNull();
  });

  it("refuses a request with a malformed update and stores none of its updates", async () => {
    const a = new TestClient();
    a.type("gut");
    const good = a.takePending()[0]!;
    const truncated = bytesToBase64(base64ToBytes(good).slice(0, 6));
    const outcome = await handleSync(store, { docId: DOC, user: anna, canWrite: true, now, request: a.request({ updates: [good, truncated] }) });
    expect(outcome).toMatchObject({ status: 400, error: { code: "malformed" } });
    expect(await store.stats(DOC)).toEqual({ head: 0, rows: 0, bytes: 0 });
  });

  it("refuses updates above the request limit with 413", async () => {
    const a = new TestClient();
    for (let i = 0; i < 3; i += 1) a.type("y".repeat(400 * 1024), i);
    const outcome = await poll(a);
    expect(outcome).toMatchObject({ status: 413, error: { code: "too_large" } });
    expect((await store.stats(DOC)).rows).toBe(0);
  });

  it("refuses growth past the document limit and keeps what is stored", async () => {
    const a = new TestClient();
    let accepted = 0;
    for (let i = 0; i < 20; i += 1) {
      a.type("z".repeat(400 * 1024), i);
      const outcome = await poll(a);
      if (outcome.status !== 200) {
        expect(outcome).toMatchObject({ status: 413, error: { code: "document_full" } });
        break;
      }
      accepted += 1;
    }
    const stats = await store.stats(DOC);
    expect(stats.rows).toBe(accepted);
    expect(stats.bytes).toBeLessThanOrEqual(MAX_DOCUMENT_BYTES);
  });

  it("refuses writes from a reader but still relays the reader's presence", async () => {
    const reader = new TestClient();
    reader.type("darf nicht");
    expect(await poll(reader, {}, bernd, false)).toMatchObject({ status: 403, error: { code: "read_only" } });
    reader.pending = [];
    const outcome = await poll(reader, { awareness: awarenessFor(reader, { cursor: null }) }, bernd, false);
    expect(outcome.status === 200 && outcome.body.readOnly).toBe(true);
    const writer = new TestClient();
    const seen = await poll(writer);
    expect(seen.status === 200 && seen.body.awareness).toHaveLength(1);
  });

  it("keeps a reloaded page's goodbye when its last poll, sent before it, is stored after it", async () => {
    const a = new TestClient();
    const b = new TestClient();
    await poll(a, { awareness: awarenessFor(a, { user: { name: "Anna" } }) });
    const lastPoll = awarenessFor(a, { user: { name: "Anna" }, cursor: null });
    await poll(a, { leave: true, awareness: awarenessFor(a, null) });
    await poll(a, { awareness: lastPoll });
    expect(await store.presence(DOC, now - PRESENCE_TTL_MS)).toEqual([]);
    // The person's next page (another client) sees nobody, so it polls at the "alone" pace.
    const next = await poll(b, {}, bernd);
    const awareness = new Awareness(b.doc);
    if (next.status === 200) for (const entry of next.body.awareness) applyAwarenessUpdate(awareness, base64ToBytes(entry), "server");
    expect([...awareness.getStates().keys()].filter((clientId) => clientId !== b.doc.clientID)).toEqual([]);
    awareness.destroy();
  });

  it("relays presence with the server's name, drops it after the TTL and on goodbye", async () => {
    const a = new TestClient();
    const b = new TestClient();
    await poll(a, { awareness: awarenessFor(a, { user: { name: "Falscher Name" } }) });
    const first = await poll(b, {}, bernd);
    expect(first.status).toBe(200);
    if (first.status !== 200) return;
    const awareness = new Awareness(b.doc);
    const { applyAwarenessUpdate } = await import("y-protocols/awareness");
    applyAwarenessUpdate(awareness, base64ToBytes(first.body.awareness[0]!), "server");
    expect(awareness.getStates().get(a.doc.clientID)).toMatchObject({ user: { name: "Anna Berger" } });
    expect((await store.presence(DOC, now - PRESENCE_TTL_MS)).map((entry) => entry.userId).sort()).toEqual(["user-anna", "user-bernd"]);

    await poll(a, { leave: true, awareness: awarenessFor(a, null) });
    expect((await store.presence(DOC, now - PRESENCE_TTL_MS)).map((entry) => entry.userId)).toEqual(["user-bernd"]);
    const goodbye = await poll(b, {}, bernd);
    expect(goodbye.status === 200 && goodbye.body.awareness).toHaveLength(1);

    now += PRESENCE_TTL_MS + 1;
    expect(await store.presence(DOC, now - PRESENCE_TTL_MS)).toEqual([]);
    awareness.destroy();
  });

  it("asks for a handshake when the client's cursor is ahead of the server", async () => {
    const a = new TestClient();
    a.cursor = 99;
    const outcome = await poll(a);
    expect(outcome.status === 200 && outcome.body.resync).toBe(true);
  });

  it("refuses a state vector that does not decode", async () => {
    const a = new TestClient();
    const outcome = await poll(a, { stateVector: bytesToBase64(new Uint8Array([200])) });
    expect(outcome).toMatchObject({ status: 400, error: { code: "malformed" } });
  });
});
