/**
 * The stored document as ProseMirror JSON (what TipTap's getJSON() returns), read from the Yjs
 * XML fragment the editor binds to. Export, preview and history read documents this way.
 *
 * The JSON is untrusted: any client with write access shapes the Yjs document, so every consumer
 * treats node types, attributes and marks as data to check, never as markup to trust.
 */
import * as Y from "yjs";
import { CONTENT_FIELD } from "../../domain/limits.ts";

export interface PmMark {
  type: string;
  attrs?: Record<string, unknown>;
}

export interface PmNode {
  type: string;
  attrs?: Record<string, unknown>;
  content?: PmNode[];
  text?: string;
  marks?: PmMark[];
}

/**
 * The content as the editor's binding reads it (the same JSON as y-tiptap's
 * yXmlFragmentToProsemirrorJSON), except that whatever is neither an element nor text is left
 * out instead of thrown on (issue 23): the sync refuses such content now, but documents stored
 * before, and snapshots of them, must still export, preview and file as minutes.
 */
export function documentJson(doc: Y.Doc): PmNode {
  return { type: "doc", content: nodesOf(doc.getXmlFragment(CONTENT_FIELD)) };
}

/** y-prosemirror suffixes a mark's attribute name with a hash when marks of one type overlap. */
const HASHED_MARK_NAME = /(.*)(--[a-zA-Z0-9+/=]{8})$/;

function nodesOf(parent: Y.XmlFragment | Y.XmlElement): PmNode[] {
  const nodes: PmNode[] = [];
  for (const child of parent.toArray() as unknown[]) {
    if (child instanceof Y.XmlElement) nodes.push(elementJson(child));
    else if (child instanceof Y.XmlText) nodes.push(...textJson(child));
  }
  return nodes;
}

export function elementJson(element: Y.XmlElement): PmNode {
  const node: PmNode = { type: element.nodeName };
  const attrs = element.getAttributes() as Record<string, unknown>;
  if (Object.keys(attrs).length) node.attrs = attrs;
  const content = nodesOf(element);
  if (content.length) node.content = content;
  return node;
}

function textJson(text: Y.XmlText): PmNode[] {
  const delta = text.toDelta() as { insert: unknown; attributes?: Record<string, unknown> }[];
  return delta
    .filter((part) => typeof part.insert === "string")
    .map((part) => {
      const node: PmNode = { type: "text", text: part.insert as string };
      if (part.attributes) {
        node.marks = Object.entries(part.attributes).map(([name, attrs]) => ({
          type: HASHED_MARK_NAME.exec(name)?.[1] ?? name,
          ...(attrs && typeof attrs === "object" ? { attrs: attrs as Record<string, unknown> } : {}),
        }));
      }
      return node;
    });
}

/** Loads a stored state (one merged update or a snapshot) into a fresh document. */
export function documentFromState(state: Uint8Array): Y.Doc {
  const doc = new Y.Doc();
  Y.applyUpdate(doc, state);
  return doc;
}

/** The text a person reads, blocks separated by line breaks: for previews and size figures. */
export function plainText(node: PmNode): string {
  if (node.type === "text") return (node.text ?? "").replace(/\s*\n\s*/g, " ");
  if (node.type === "hardBreak") return "\n";
  const inner = (node.content ?? []).map(plainText);
  const isInlineParent = (node.content ?? []).some((child) => child.type === "text" || child.type === "hardBreak");
  return isInlineParent ? inner.join("") : inner.filter((text) => text.length > 0).join("\n");
}
