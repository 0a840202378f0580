/**
 * Test helpers: a Yjs client that records its own updates, text typing into the shared paragraph
 * structure the editor uses, and a seeded random source so property tests are repeatable.
 */
import * as Y from "yjs";
import { bytesToBase64 } from "../../domain/base64.ts";
import { CONTENT_FIELD } from "../../domain/limits.ts";
import { syncRequestSchema } from "../../schema/sync.ts";

export class TestClient {
  readonly doc = new Y.Doc();
  readonly sessionId = crypto.randomUUID();
  pending: Uint8Array[] = [];
  cursor: number | null = null;

  constructor() {
    this.doc.on("update", (update: Uint8Array, origin: unknown) => {
      if (origin !== "remote") this.pending.push(update);
    });
  }

  get fragment(): Y.XmlFragment {
    return this.doc.getXmlFragment(CONTENT_FIELD);
  }

  /** Appends text to paragraph `index`, creating paragraphs as needed. */
  type(text: string, index = 0, at?: number): void {
    this.doc.transact(() => {
      while (this.fragment.length <= index) {
        const paragraph = new Y.XmlElement("paragraph");
        paragraph.insert(0, [new Y.XmlText()]);
        this.fragment.insert(this.fragment.length, [paragraph]);
      }
      const paragraph = this.fragment.get(index) as Y.XmlElement;
      const textNode = paragraph.get(0) as Y.XmlText;
      textNode.insert(at ?? textNode.length, text);
    });
  }

  deleteText(index: number, from: number, length: number): void {
    const paragraph = this.fragment.get(index) as Y.XmlElement;
    (paragraph.get(0) as Y.XmlText).delete(from, length);
  }

  text(): string {
    return this.fragment.toString();
  }

  apply(update: Uint8Array): void {
    Y.applyUpdate(this.doc, update, "remote");
  }

  takePending(): string[] {
    const taken = this.pending.map(bytesToBase64);
    this.pending = [];
    return taken;
  }

  request(extra: Partial<Record<string, unknown>> = {}) {
    return syncRequestSchema.parse({ sessionId: this.sessionId, clientId: this.doc.clientID, cursor: this.cursor, updates: this.takePending(), ...extra });
  }
}

/** mulberry32: a small seeded generator, so a failing property test fails the same way again. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export function contentOfUpdates(updates: readonly Uint8Array[]): string {
  const doc = new Y.Doc();
  for (const update of updates) Y.applyUpdate(doc, update);
  return doc.getXmlFragment(CONTENT_FIELD).toString();
}
