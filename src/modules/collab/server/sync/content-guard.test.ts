import * as Y from "yjs";
import { describe, expect, it } from "vitest";
import { CONTENT_FIELD } from "../../domain/limits.ts";
import { cachingGuard } from "./content-guard.ts";
import { MemoryUpdateStore } from "./memory-update-store.ts";
import { TestClient } from "./testing.ts";

const DOC = "doc-guard";
const write = (store: MemoryUpdateStore, client: TestClient) =>
  store.write(DOC, {
    sessionId: client.sessionId,
    userId: "u",
    clientId: client.doc.clientID,
    updates: client.pending.splice(0),
    awareness: null,
    leave: false,
    now: Date.now(),
  });

describe("the caching content guard (issue 23)", () => {
  it("checks against rows other instances wrote since it cached the note, and forgets a note a refused update is in", async () => {
    const store = new MemoryUpdateStore();
    const guard = cachingGuard(2);
    const anna = new TestClient();
    anna.type("Erster Absatz");
    expect(await guard.admits(store, DOC, anna.pending)).toBe(true);
    await write(store, anna);

    // Another instance stores a second paragraph; then Bernd writes into it.
    const other = new TestClient();
    Y.applyUpdate(other.doc, Y.encodeStateAsUpdate(anna.doc), "remote");
    other.type("Zweiter Absatz", 1);
    await write(store, other);
    const bernd = new TestClient();
    Y.applyUpdate(bernd.doc, Y.encodeStateAsUpdate(other.doc), "remote");
    bernd.type(" ergänzt", 1);
    expect(await guard.admits(store, DOC, bernd.pending)).toBe(true);
    await write(store, bernd);

    // A refused update must not linger in the cached note: a later legal one is judged without it.
    const mallory = new TestClient();
    Y.applyUpdate(mallory.doc, Y.encodeStateAsUpdate(bernd.doc), "remote");
    mallory.doc.getXmlFragment(CONTENT_FIELD).insert(0, [new Y.XmlText("lose")]);
    expect(await guard.admits(store, DOC, mallory.pending.splice(0))).toBe(false);
    anna.type(" weiter", 0);
    Y.applyUpdate(anna.doc, Y.encodeStateAsUpdate(bernd.doc), "remote");
    expect(await guard.admits(store, DOC, anna.pending)).toBe(true);
  });
});
