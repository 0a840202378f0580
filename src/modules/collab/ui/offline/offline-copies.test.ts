/**
 * The registry of offline copies and their deletion, on an in-memory IndexedDB (fake-indexeddb)
 * and an in-memory localStorage: what a sign-out, a sign-in by someone else and a page opened
 * signed out delete, and what they keep.
 */
import "fake-indexeddb/auto";
import { IDBFactory } from "fake-indexeddb";
import { beforeEach, describe, expect, it, vi } from "vitest";
import {
  forgetOfflineCopies,
  markSaved,
  markUnsaved,
  offlineCopyName,
  registerOfflineCopy,
  trackOpenCopy,
  unsavedCopies,
  type CopyStorage,
} from "./offline-copies.ts";

function memoryLocalStorage(): CopyStorage["localStorage"] {
  const items = new Map<string, string>();
  return { getItem: (key) => items.get(key) ?? null, setItem: (key, value) => void items.set(key, value), removeItem: (key) => void items.delete(key) };
}

let storage: CopyStorage;

beforeEach(() => {
  storage = { localStorage: memoryLocalStorage(), indexedDB: new IDBFactory() };
});

function createDatabase(name: string): Promise<IDBDatabase> {
  return new Promise((resolve, reject) => {
    const request = storage.indexedDB!.open(name);
    request.onupgradeneeded = () => request.result.createObjectStore("updates", { autoIncrement: true });
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error);
  });
}

async function databaseNames(): Promise<string[]> {
  return (await storage.indexedDB!.databases()).map((db) => db.name!).sort();
}

async function copy(userId: string, documentId: string, title = `Notiz ${documentId}`): Promise<string> {
  const name = registerOfflineCopy({ userId, documentId, docKey: `key-${documentId}`, title }, storage);
  (await createDatabase(name)).close();
  return name;
}

describe("offline copies", () => {
  it("names a copy by user and document", () => {
    expect(offlineCopyName("user-a", "doc-1")).toBe("vnsi-collab:user-a:doc-1");
  });

  it("tracks unsaved edits per editor session", async () => {
    const name = await copy("user-a", "doc-1", "Vorstandssitzung");
    expect(unsavedCopies("user-a", storage)).toEqual([]);
    markUnsaved(name, "tab-1", true, storage);
    markUnsaved(name, "tab-2", true, storage);
    markUnsaved(name, "tab-1", false, storage);
    expect(unsavedCopies("user-a", storage)).toEqual([expect.objectContaining({ name, docKey: "key-doc-1", title: "Vorstandssitzung", unsavedBy: ["tab-2"] })]);
    expect(unsavedCopies("user-b", storage)).toEqual([]);
    // Registering again (the document opened once more) keeps what is still unsaved.
    registerOfflineCopy({ userId: "user-a", documentId: "doc-1", docKey: "key-doc-1", title: "Vorstandssitzung (neu)" }, storage);
    expect(unsavedCopies("user-a", storage)[0]?.unsavedBy).toEqual(["tab-2"]);
    markSaved(name, storage);
    expect(unsavedCopies("user-a", storage)).toEqual([]);
  });

  it("deletes every copy at sign-out, also those unknown to the registry", async () => {
    await copy("user-a", "doc-1");
    await copy("user-b", "doc-2");
    (await createDatabase("vnsi-collab:user-c:doc-3")).close();
    (await createDatabase("some-other-app")).close();
    const deleted = await forgetOfflineCopies({ keepUserId: null }, storage);
    expect(deleted.sort()).toEqual(["vnsi-collab:user-a:doc-1", "vnsi-collab:user-b:doc-2", "vnsi-collab:user-c:doc-3"]);
    expect(await databaseNames()).toEqual(["some-other-app"]);
    expect(storage.localStorage!.getItem("vnsi-collab-offline-copies")).toBeNull();
  });

  it("deletes everyone else's copies when a person signs in, unsaved ones included", async () => {
    const own = await copy("user-a", "doc-1");
    const other = await copy("user-b", "doc-1");
    markUnsaved(other, "tab-1", true, storage);
    await forgetOfflineCopies({ keepUserId: "user-a" }, storage);
    expect(await databaseNames()).toEqual([own]);
    expect(unsavedCopies("user-b", storage)).toEqual([]);
  });

  it("with nobody signed in keeps only copies with unsaved edits, for their owner's next sign-in", async () => {
    const clean = await copy("user-a", "doc-1");
    const unsaved = await copy("user-a", "doc-2");
    markUnsaved(unsaved, "tab-1", true, storage);
    await forgetOfflineCopies({ keepUserId: null, keepUnsaved: true }, storage);
    expect(await databaseNames()).toEqual([unsaved]);
    expect(await databaseNames()).not.toContain(clean);
  });

  it("closes editors open on a copy before deleting it, so the deletion is not blocked", async () => {
    const name = await copy("user-a", "doc-1");
    const connection = await createDatabase(name);
    const close = vi.fn(() => connection.close());
    const untrack = trackOpenCopy(name, close);
    await forgetOfflineCopies({ keepUserId: null }, storage);
    expect(close).toHaveBeenCalledOnce();
    expect(await databaseNames()).toEqual([]);
    untrack();
  });

  it("still deletes what the registry knows when the browser cannot list databases", async () => {
    const name = await copy("user-a", "doc-1");
    const factory = storage.indexedDB!;
    const withoutListing = {
      ...storage,
      indexedDB: Object.assign(Object.create(factory) as IDBFactory, { databases: undefined, deleteDatabase: factory.deleteDatabase.bind(factory) }),
    };
    expect(await forgetOfflineCopies({ keepUserId: null }, withoutListing)).toEqual([name]);
    expect(await databaseNames()).toEqual([]);
  });
});
