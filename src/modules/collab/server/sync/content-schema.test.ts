import { getSchema } from "@tiptap/core";
import { prosemirrorJSONToYDoc } from "@tiptap/y-tiptap";
import * as Y from "yjs";
import { describe, expect, it } from "vitest";
import { contentExtensions } from "../../domain/content-extensions.ts";
import { CONTENT_FIELD } from "../../domain/limits.ts";
import { contentFitsSchema, updatesKeepSchema } from "./content-schema.ts";
import { TestClient } from "./testing.ts";

const schema = getSchema(contentExtensions());
const stateOf = (doc: Y.Doc) => Y.encodeStateAsUpdate(doc);

describe("the note's content against the editor's schema (issue 23)", () => {
  it("accepts what the editor's binding writes, and an empty note", () => {
    const doc = prosemirrorJSONToYDoc(
      schema,
      {
        type: "doc",
        content: [
          { type: "heading", attrs: { level: 2 }, content: [{ type: "text", text: "TOP 1", marks: [{ type: "bold" }] }] },
          {
            type: "taskList",
            content: [{ type: "taskItem", attrs: { checked: true }, content: [{ type: "paragraph", content: [{ type: "text", text: "erledigt" }] }] }],
          },
        ],
      },
      CONTENT_FIELD,
    );
    expect(contentFitsSchema(doc)).toBe(true);
    expect(contentFitsSchema(new Y.Doc())).toBe(true);
  });

  it("refuses elements the schema does not know, text outside blocks and blocks in the wrong place", () => {
    const anna = new TestClient();
    anna.type("Ein Absatz");
    const base = stateOf(anna.doc);
    const edit = (build: (fragment: Y.XmlFragment) => void) => {
      const doc = new Y.Doc();
      Y.applyUpdate(doc, base);
      const before = Y.encodeStateVector(doc);
      build(doc.getXmlFragment(CONTENT_FIELD));
      return Y.encodeStateAsUpdate(doc, before);
    };
    expect(updatesKeepSchema(base, [edit((f) => f.insert(0, [new Y.XmlElement("script")]))])).toBe(false);
    expect(updatesKeepSchema(base, [edit((f) => f.insert(0, [new Y.XmlText("lose")]))])).toBe(false);
    expect(updatesKeepSchema(base, [edit((f) => (f.get(0) as Y.XmlElement).insert(0, [new Y.XmlElement("heading")]))])).toBe(false);
    expect(updatesKeepSchema(base, [edit((f) => f.insert(1, [new Y.XmlElement("paragraph")]))])).toBe(true);
  });

  it("does not lock a note that already did not fit out of further edits", () => {
    const broken = new Y.Doc();
    broken.getXmlFragment(CONTENT_FIELD).insert(0, [new Y.XmlElement("script")]);
    const anna = new TestClient();
    Y.applyUpdate(anna.doc, stateOf(broken));
    anna.pending = [];
    anna.type("weiter", 1);
    expect(updatesKeepSchema(stateOf(broken), anna.pending)).toBe(true);
  });
});
