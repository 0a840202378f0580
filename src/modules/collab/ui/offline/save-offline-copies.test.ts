/**
 * The final sync at sign-out: offline copies in IndexedDB (fake-indexeddb, in the format
 * y-indexeddb writes) offered to the real sync service in process, with the outcomes a person is
 * told about: saved, no connection, no access, too slow.
 */
import "fake-indexeddb/auto";
import { IDBFactory } from "fake-indexeddb";
import * as Y from "yjs";
import { beforeEach, describe, expect, it } from "vitest";
import { CONTENT_FIELD } from "../../domain/limits.ts";
import { MemoryUpdateStore } from "../../server/sync/memory-update-store.ts";
import { inProcessTransport } from "../../testing/in-process-transport.ts";
import type { SyncRequestBody } from "../../schema/sync.ts";
import type { SyncTransport } from "../sync/http-sync-provider.ts";
import { markUnsaved, registerOfflineCopy, unsavedCopies, type CopyStorage } from "./offline-copies.ts";
import { SAVE_REASONS, saveOfflineCopies } from "./save-offline-copies.ts";

const DOC_ID = "doc-1";
let storage: CopyStorage;
let store: MemoryUpdateStore;
let requests: SyncRequestBody[];
let offline: boolean;

function memoryLocalStorage(): CopyStorage["localStorage"] {
  const items = new Map<string, string>();
  return { getItem: (key) => items.get(key) ?? null, setItem: (key, value) => void items.set(key, value), removeItem: (key) => void items.delete(key) };
}

beforeEach(() => {
  // y-indexeddb opens databases through the global factory.
  globalThis.indexedDB = new IDBFactory();
  storage = { localStorage: memoryLocalStorage(), indexedDB: globalThis.indexedDB };
  store = new MemoryUpdateStore();
  requests = [];
  offline = false;
});

function transport(): SyncTransport {
  const real = inProcessTransport({ store, docId: DOC_ID, user: { id: "user-a", name: "Anna" }, offline: () => offline });
  return {
    sync: (body) => {
      requests.push(body);
      return real.sync(body);
    },
    leave: real.leave,
  };
}

function write(doc: Y.Doc, text: string): void {
  const paragraph = new Y.XmlElement("paragraph");
  paragraph.insert(0, [new Y.XmlText(text)]);
  doc.getXmlFragment(CONTENT_FIELD).push([paragraph]);
}

/** The server's document: what a client would get from a handshake. */
async function serverText(): Promise<string> {
  const rows = await store.readAll(DOC_ID);
  const doc = new Y.Doc();
  for (const row of rows.updates) Y.applyUpdate(doc, row.update);
  return doc.getXmlFragment(CONTENT_FIELD).toString();
}

/** Puts a document into IndexedDB as y-indexeddb stores it (stores "updates" and "custom"). */
function storeCopy(name: string, doc: Y.Doc): Promise<void> {
  return new Promise((resolve, reject) => {
    const request = indexedDB.open(name);
    request.onupgradeneeded = () => {
      request.result.createObjectStore("updates", { autoIncrement: true });
      request.result.createObjectStore("custom");
    };
    request.onerror = () => reject(request.error);
    request.onsuccess = () => {
      const db = request.result;
      const tx = db.transaction("updates", "readwrite");
      tx.objectStore("updates").add(Y.encodeStateAsUpdate(doc));
      tx.oncomplete = () => {
        db.close();
        resolve();
      };
    };
  });
}

/** A server document with one paragraph, and an offline copy of it with one more, marked unsaved. */
async function offlineEdit(): Promise<string> {
  const server = new Y.Doc();
  write(server, "Vom Server.");
  await transport().sync({
    sessionId: crypto.randomUUID(),
    clientId: server.clientID,
    cursor: null,
    updates: [Buffer.from(Y.encodeStateAsUpdate(server)).toString("base64")],
  });
  const local = new Y.Doc();
  Y.applyUpdate(local, Y.encodeStateAsUpdate(server));
  write(local, "Im Zug geschrieben.");
  const name = registerOfflineCopy({ userId: "user-a", documentId: DOC_ID, docKey: "vorstand", title: "Vorstandssitzung" }, storage);
  await storeCopy(name, local);
  markUnsaved(name, "tab-1", true, storage);
  requests = [];
  return name;
}

const save = (signal = new AbortController().signal) => saveOfflineCopies("user-a", { signal, transportFor: () => transport(), storage });

describe("saving offline copies before a sign-out", () => {
  it("sends only what the server lacks and marks the copy saved", async () => {
    await offlineEdit();
    expect(await save()).toEqual([]);
    expect(await serverText()).toBe("<paragraph>Vom Server.</paragraph><paragraph>Im Zug geschrieben.</paragraph>");
    expect(unsavedCopies("user-a", storage)).toEqual([]);
    // Handshake, then the missing part; the person never appears as present in the document.
    expect(requests).toHaveLength(2);
    expect(requests.every((request) => request.leave === true && !request.awareness)).toBe(true);
    expect(requests[1]!.updates).toHaveLength(1);
    const presence = await store.readSince(DOC_ID, { cursor: 0, excludeSessionId: crypto.randomUUID(), presenceSeenAfter: 0 });
    expect(presence.presence.filter((entry) => entry.active)).toEqual([]);
  });

  it("makes no request when no copy holds unsaved edits", async () => {
    const name = await offlineEdit();
    markUnsaved(name, "tab-1", false, storage);
    expect(await save()).toEqual([]);
    expect(requests).toEqual([]);
  });

  it("stops after the handshake when the server already has everything", async () => {
    await offlineEdit();
    expect(await save()).toEqual([]);
    const name = registerOfflineCopy({ userId: "user-a", documentId: DOC_ID, docKey: "vorstand", title: "Vorstandssitzung" }, storage);
    markUnsaved(name, "tab-2", true, storage);
    requests = [];
    const rowsBefore = (await store.readAll(DOC_ID)).updates.length;
    expect(await save()).toEqual([]);
    expect(requests).toHaveLength(1);
    expect((await store.readAll(DOC_ID)).updates.length).toBe(rowsBefore);
  });

  it("reports a copy it could not save for lack of a connection, and keeps it unsaved", async () => {
    await offlineEdit();
    offline = true;
    expect(await save()).toEqual([{ title: "Vorstandssitzung", reason: SAVE_REASONS.offline }]);
    expect(unsavedCopies("user-a", storage)).toHaveLength(1);
    expect(await serverText()).not.toContain("Im Zug geschrieben.");
  });

  it("tells why when the server refuses: document gone, archived", async () => {
    await offlineEdit();
    const answering = (status: number): SyncTransport => ({ sync: async () => ({ status, error: { code: "x", message: "" } }), leave: () => {} });
    expect(await saveOfflineCopies("user-a", { signal: new AbortController().signal, transportFor: () => answering(404), storage })).toEqual([
      { title: "Vorstandssitzung", reason: SAVE_REASONS.gone },
    ]);
    expect(await saveOfflineCopies("user-a", { signal: new AbortController().signal, transportFor: () => answering(403), storage })).toEqual([
      { title: "Vorstandssitzung", reason: SAVE_REASONS.readOnly },
    ]);
  });

  it("gives up at the deadline and says so", async () => {
    await offlineEdit();
    const hanging: SyncTransport = { sync: () => new Promise(() => {}), leave: () => {} };
    const controller = new AbortController();
    setTimeout(() => controller.abort(), 50);
    expect(await saveOfflineCopies("user-a", { signal: controller.signal, transportFor: () => hanging, storage })).toEqual([
      { title: "Vorstandssitzung", reason: SAVE_REASONS.timeout },
    ]);
  });
});
