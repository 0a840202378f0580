/**
 * The stored document as ProseMirror JSON (what TipTap's getJSON() returns), read from the Yjs
 * XML fragment the editor binds to. Export, preview and history read documents this way.
 *
 * The JSON is untrusted: any client with write access shapes the Yjs document, so every consumer
 * treats node types, attributes and marks as data to check, never as markup to trust.
 */
import { yXmlFragmentToProsemirrorJSON } from "@tiptap/y-tiptap";
import * as Y from "yjs";
import { CONTENT_FIELD } from "../../core/limits.ts";

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

export function documentJson(doc: Y.Doc): PmNode {
  return yXmlFragmentToProsemirrorJSON(doc.getXmlFragment(CONTENT_FIELD)) as PmNode;
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
