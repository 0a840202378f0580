/**
 * What the server needs from a post's Markdown: its plain text (full-text search, notification
 * texts, mails) and the people it mentions. Parsed with the same CommonMark + GFM parser family
 * the screen renders with (micromark), so what counts as a mention here is what shows as one there.
 */
import { fromMarkdown } from "mdast-util-from-markdown";
import { gfmFromMarkdown } from "mdast-util-gfm";
import { gfm } from "micromark-extension-gfm";
import type { Nodes, Parents } from "mdast";
import { mentionedUserId } from "../domain/mentions.ts";

export interface PostText {
  /** Readable text without markup; quotes keep their text (they are part of what was written). */
  text: string;
  mentionIds: string[];
}

const BLOCKS = new Set(["paragraph", "heading", "blockquote", "listItem", "code", "tableRow", "thematicBreak"]);

export function postText(markdown: string): PostText {
  const tree = fromMarkdown(markdown, { extensions: [gfm()], mdastExtensions: [gfmFromMarkdown()] });
  const mentions = new Set<string>();
  const parts: string[] = [];
  const walk = (node: Nodes, inQuote: boolean) => {
    if (node.type === "link") {
      const id = mentionedUserId(node.url);
      if (id && !inQuote) mentions.add(id);
    }
    if (node.type === "text" || node.type === "inlineCode" || node.type === "code") parts.push(node.value);
    if (node.type === "html") parts.push(node.value);
    if (node.type === "break") parts.push("\n");
    if ("children" in node) for (const child of (node as Parents).children) walk(child as Nodes, inQuote || node.type === "blockquote");
    if (BLOCKS.has(node.type)) parts.push("\n");
  };
  walk(tree, false);
  // Control characters never reach the index or the headline markers (\u0002, \u0003).
  const text = parts
    .join("")
    // biome-ignore lint/suspicious/noControlCharactersInRegex: removing control characters is the point
    .replace(/[\u0000-\u0008\u000b-\u001f\u007f]/g, "")
    .replace(/\n{3,}/g, "\n\n")
    .trim();
  return { text, mentionIds: [...mentions] };
}

/** One line for notification bodies and mails. */
export function excerpt(text: string, max = 240): string {
  const line = text.replace(/\s+/g, " ").trim();
  return line.length > max ? `${line.slice(0, max - 1)}…` : line;
}
