import * as Y from "yjs";
import { describe, expect, it } from "vitest";
import { MAX_UPDATE_BYTES } from "../../domain/limits.ts";
import { mergeWithGarbageCollection } from "./compaction.ts";
import { contentOfUpdates, seededRandom, TestClient } from "./testing.ts";
import { isEmptyUpdate, validateUpdate } from "./validate-update.ts";

function sampleDocument(): { client: TestClient; state: Uint8Array } {
  const client = new TestClient();
  client.type("Tagesordnung: Haushalt 2027");
  client.type("Beschluss: einstimmig angenommen", 1);
  client.deleteText(0, 0, 5);
  return { client, state: Y.encodeStateAsUpdate(client.doc) };
}

/** Whatever the validator lets through must still merge and compact with the stored document. */
function expectStorable(stored: Uint8Array, candidate: Uint8Array): void {
  const rows = [stored, candidate].map((update, i) => ({ seq: i + 1, update, sessionId: null, createdAt: 0 }));
  expect(() => Y.mergeUpdates([stored, candidate])).not.toThrow();
  expect(() => mergeWithGarbageCollection(rows)).not.toThrow();
}

describe("validateUpdate", () => {
  it("accepts full states and incremental updates the editor produces", () => {
    const { client, state } = sampleDocument();
    expect(validateUpdate(state)).toEqual({ ok: true });
    client.pending = [];
    client.type(" und vertagt", 1);
    expect(client.pending).toHaveLength(1);
    expect(validateUpdate(client.pending[0]!)).toEqual({ ok: true });
  });

  it("refuses every truncation of a real update", () => {
    const { state } = sampleDocument();
    for (let cut = 0; cut < state.length; cut += 1) {
      expect(validateUpdate(state.slice(0, cut)), `cut at ${cut}`).toEqual({ ok: false, reason: "malformed" });
    }
  });

  it("refuses a version-2 encoding sent where version 1 is expected", () => {
    const { client } = sampleDocument();
    expect(validateUpdate(Y.encodeStateAsUpdateV2(client.doc))).toEqual({ ok: false, reason: "malformed" });
  });

  it("refuses updates above the size limit before decoding them", () => {
    const client = new TestClient();
    client.type("x".repeat(MAX_UPDATE_BYTES));
    const big = Y.encodeStateAsUpdate(client.doc);
    expect(big.length).toBeGreaterThan(MAX_UPDATE_BYTES);
    expect(validateUpdate(big)).toEqual({ ok: false, reason: "too_large" });
  });

  it("never lets through random bytes that would break merging or compaction", () => {
    const { state } = sampleDocument();
    const random = seededRandom(14);
    let refused = 0;
    for (let i = 0; i < 500; i += 1) {
      const garbage = Uint8Array.from({ length: 2 + Math.floor(random() * 80) }, () => Math.floor(random() * 256));
      const verdict = validateUpdate(garbage);
      if (verdict.ok) expectStorable(state, garbage);
      else refused += 1;
    }
    expect(refused).toBeGreaterThan(400);
  });

  it("never lets through a corrupted update that would break merging or compaction", () => {
    const { state } = sampleDocument();
    const random = seededRandom(140);
    for (let i = 0; i < 1000; i += 1) {
      const corrupted = state.slice();
      corrupted[Math.floor(random() * corrupted.length)] = Math.floor(random() * 256);
      if (validateUpdate(corrupted).ok) expectStorable(state, corrupted);
    }
  });

  it("treats the two-byte no-op update as empty", () => {
    expect(isEmptyUpdate(Y.encodeStateAsUpdate(new Y.Doc()))).toBe(true);
    expect(isEmptyUpdate(sampleDocument().state)).toBe(false);
    expect(validateUpdate(Y.encodeStateAsUpdate(new Y.Doc()))).toEqual({ ok: true });
  });

  it("accepts what it accepts with its content intact", () => {
    expect(contentOfUpdates([sampleDocument().state])).toBe(
      "<paragraph>ordnung: Haushalt 2027</paragraph><paragraph>Beschluss: einstimmig angenommen</paragraph>",
    );
  });
});

describe("what an update may carry into a note (issue 23)", () => {
  const updateOf = (build: (doc: Y.Doc) => void) => {
    const doc = new Y.Doc();
    build(doc);
    return Y.encodeStateAsUpdate(doc);
  };

  it("refuses valid Yjs updates with values, maps, arrays, embeds or other roots", () => {
    const hostile = [
      updateOf((d) => d.getArray("content").insert(0, [42])),
      updateOf((d) => d.getArray("content").insert(0, [new Y.Map()])),
      updateOf((d) => (d.getXmlFragment("content") as unknown as Y.Array<unknown>).insert(0, [new Y.XmlHook("x")])),
      updateOf((d) => d.getMap("meta").set("x", 1)),
      updateOf((d) => d.getText("content").insertEmbed(0, { image: "x" })),
      updateOf((d) => {
        const paragraph = new Y.XmlElement("paragraph");
        d.getXmlFragment("content").insert(0, [paragraph]);
        (paragraph as unknown as Y.Array<unknown>).insert(0, [new Y.Array()]);
      }),
    ];
    for (const update of hostile) expect(validateUpdate(update)).toEqual({ ok: false, reason: "invalid_content" });
  });

  it("accepts what the editor writes: elements, text, marks and attributes", () => {
    const update = updateOf((d) => {
      const heading = new Y.XmlElement("heading");
      heading.setAttribute("level", 2 as unknown as string);
      const text = new Y.XmlText();
      heading.insert(0, [text]);
      d.getXmlFragment("content").insert(0, [heading]);
      text.insert(0, "TOP 1", { bold: {} });
    });
    expect(validateUpdate(update)).toEqual({ ok: true });
  });
});
