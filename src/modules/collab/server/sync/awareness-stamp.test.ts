import * as decoding from "lib0/decoding";
import * as encoding from "lib0/encoding";
import { Awareness, encodeAwarenessUpdate, removeAwarenessStates } from "y-protocols/awareness";
import * as Y from "yjs";
import { describe, expect, it } from "vitest";
import { MAX_AWARENESS_BYTES } from "../../domain/limits.ts";
import { colorForUser } from "../../domain/user-color.ts";
import { stampAwareness } from "./awareness-stamp.ts";

function localAwareness(state: Record<string, unknown>) {
  const doc = new Y.Doc();
  const awareness = new Awareness(doc);
  awareness.setLocalState(state);
  return { doc, awareness, update: encodeAwarenessUpdate(awareness, [doc.clientID]) };
}

function decodeState(update: Uint8Array): unknown {
  const decoder = decoding.createDecoder(update);
  decoding.readVarUint(decoder);
  decoding.readVarUint(decoder);
  decoding.readVarUint(decoder);
  return JSON.parse(decoding.readVarString(decoder));
}

const identity = (clientId: number) => ({ clientId, userId: "user-anna", name: "Anna Berger" });

describe("stampAwareness", () => {
  // The caret as the editor's binding writes it: Yjs relative positions (the test used numbers,
  // which no editor sends and which the server now refuses, issue 23).
  const caret = { anchor: { item: { client: 7, clock: 3 }, assoc: 0 }, head: { type: { client: 7, clock: 1 }, tname: null, item: null, assoc: -1 } };

  it("replaces the user the client claims by the signed-in identity and keeps the caret", () => {
    const { doc, awareness, update } = localAwareness({ user: { name: "Der Präsident", color: "#000" }, cursor: caret });
    const verdict = stampAwareness(update, identity(doc.clientID));
    expect(verdict.ok).toBe(true);
    if (!verdict.ok) return;
    expect(verdict.cleared).toBe(false);
    expect(decodeState(verdict.stamped)).toEqual({ user: { name: "Anna Berger", color: colorForUser("user-anna") }, cursor: caret });
    awareness.destroy();
  });

  it("refuses a caret every other editor would throw on, and relays no fields the editor does not use (issue 23)", () => {
    for (const cursor of [
      { anchor: null, head: null },
      { anchor: null },
      { anchor: 1, head: 4 },
      { anchor: {}, head: {} },
      { anchor: { tname: "meta" }, head: { tname: "meta" } },
      { anchor: caret.anchor, head: { item: { client: -1, clock: 0 } } },
      "x",
      [1],
    ]) {
      const { doc, awareness, update } = localAwareness({ cursor });
      expect(stampAwareness(update, identity(doc.clientID)), JSON.stringify(cursor)).toEqual({ ok: false, reason: "invalid_presence" });
      awareness.destroy();
    }
    const { doc, awareness, update } = localAwareness({ cursor: null, html: "<img src=x onerror=alert(1)>" });
    const verdict = stampAwareness(update, identity(doc.clientID));
    expect(verdict.ok && decodeState(verdict.stamped)).toEqual({ user: { name: "Anna Berger", color: colorForUser("user-anna") }, cursor: null });
    awareness.destroy();
  });

  it("relays a goodbye (null state) unchanged and says so", () => {
    const { doc, awareness } = localAwareness({ user: { name: "x" } });
    let goodbye: Uint8Array | null = null;
    awareness.on("update", () => {
      goodbye = encodeAwarenessUpdate(awareness, [doc.clientID]);
    });
    removeAwarenessStates(awareness, [doc.clientID], "test");
    const verdict = stampAwareness(goodbye!, identity(doc.clientID));
    expect(verdict).toMatchObject({ ok: true, cleared: true });
    awareness.destroy();
  });

  it("refuses an entry about another client", () => {
    const { doc, awareness, update } = localAwareness({ user: { name: "x" } });
    expect(stampAwareness(update, identity(doc.clientID + 1))).toEqual({ ok: false, reason: "malformed" });
    awareness.destroy();
  });

  it("refuses several entries, garbage, trailing bytes and states that are not objects", () => {
    const encode = (entries: Array<[number, number, string]>, trailing = false) => {
      const encoder = encoding.createEncoder();
      encoding.writeVarUint(encoder, entries.length);
      for (const [client, clock, json] of entries) {
        encoding.writeVarUint(encoder, client);
        encoding.writeVarUint(encoder, clock);
        encoding.writeVarString(encoder, json);
      }
      if (trailing) encoding.writeVarUint(encoder, 7);
      return encoding.toUint8Array(encoder);
    };
    expect(
      stampAwareness(
        encode([
          [5, 1, "{}"],
          [6, 1, "{}"],
        ]),
        identity(5),
      ),
    ).toEqual({ ok: false, reason: "malformed" });
    expect(stampAwareness(encode([[5, 1, "{}"]], true), identity(5))).toEqual({ ok: false, reason: "malformed" });
    expect(stampAwareness(encode([[5, 1, "[1,2]"]]), identity(5))).toEqual({ ok: false, reason: "malformed" });
    expect(stampAwareness(encode([[5, 1, '"text"']]), identity(5))).toEqual({ ok: false, reason: "malformed" });
    expect(stampAwareness(encode([[5, 1, "{not json"]]), identity(5))).toEqual({ ok: false, reason: "malformed" });
    expect(stampAwareness(new Uint8Array([1, 5]), identity(5))).toEqual({ ok: false, reason: "malformed" });
    expect(stampAwareness(new Uint8Array(), identity(5))).toEqual({ ok: false, reason: "malformed" });
    expect(stampAwareness(encode([[5, 1, "{}"]]), identity(5))).toMatchObject({ ok: true });
  });

  it("refuses awareness above the size limit", () => {
    const { doc, awareness, update } = localAwareness({ note: "x".repeat(MAX_AWARENESS_BYTES) });
    expect(stampAwareness(update, identity(doc.clientID))).toEqual({ ok: false, reason: "too_large" });
    awareness.destroy();
  });
});
