import { getSchema } from "@tiptap/core";
import { prosemirrorJSONToYDoc } from "@tiptap/y-tiptap";
import * as Y from "yjs";
import { describe, expect, it } from "vitest";
import { contentExtensions } from "../../domain/content-extensions.ts";
import { CONTENT_FIELD } from "../../domain/limits.ts";
import { toMarkdown } from "./markdown.ts";
import { documentFromState, documentJson, plainText, type PmNode } from "./prosemirror-json.ts";

const schema = getSchema(contentExtensions());

const minutes: PmNode = {
  type: "doc",
  content: [
    { type: "heading", attrs: { level: 1 }, content: [{ type: "text", text: "Vorstandssitzung" }] },
    {
      type: "paragraph",
      content: [
        { type: "text", text: "Siehe " },
        { type: "text", text: "Satzung", marks: [{ type: "link", attrs: { href: "https://vnsi.de/satzung" } }, { type: "bold" }] },
        { type: "text", text: "." },
      ],
    },
    {
      type: "taskList",
      content: [{ type: "taskItem", attrs: { checked: true }, content: [{ type: "paragraph", content: [{ type: "text", text: "Haushalt prüfen" }] }] }],
    },
    {
      type: "table",
      content: [
        { type: "tableRow", content: [{ type: "tableHeader", content: [{ type: "paragraph", content: [{ type: "text", text: "Name" }] }] }] },
        { type: "tableRow", content: [{ type: "tableCell", content: [{ type: "paragraph", content: [{ type: "text", text: "Anna" }] }] }] },
      ],
    },
  ],
};

describe("documentJson", () => {
  it("reads what the editor stored (via the same Yjs binding) back as ProseMirror JSON", () => {
    const doc = prosemirrorJSONToYDoc(schema, minutes, CONTENT_FIELD);
    const json = documentJson(doc);
    expect(schema.nodeFromJSON(json).eq(schema.nodeFromJSON(minutes))).toBe(true);
    expect(toMarkdown(json)).toBe(
      "# Vorstandssitzung\n\nSiehe [**Satzung**](https://vnsi.de/satzung).\n\n* [x] Haushalt prüfen\n\n| Name |\n| --- |\n| Anna |\n",
    );
  });

  it("loads a stored state into a fresh document", () => {
    const state = Y.encodeStateAsUpdate(prosemirrorJSONToYDoc(schema, minutes, CONTENT_FIELD));
    expect(plainText(documentJson(documentFromState(state)))).toBe("Vorstandssitzung\nSiehe Satzung.\nHaushalt prüfen\nName\nAnna");
  });

  it("reads an empty document as an empty doc node", () => {
    expect(documentJson(new Y.Doc())).toEqual({ type: "doc", content: [] });
  });
});
