/**
 * A notes document (ProseMirror JSON) as GitHub-flavoured Markdown: headings, paragraphs, bullet,
 * numbered and task lists (nested), tables, quotes, rules, links, bold, italic, strike-through.
 * Unknown nodes (a client may store anything) contribute their text and nothing else.
 */
import { escapeLineStart } from "./markdown-escape.ts";
import { inlineLines } from "./markdown-inline.ts";
import type { PmNode } from "./prosemirror-json.ts";

const children = (node: PmNode): PmNode[] => node.content ?? [];
const isInline = (node: PmNode) => node.type === "text" || node.type === "hardBreak";

function textBlock(node: PmNode): string {
  return inlineLines(children(node)).map(escapeLineStart).join("\\\n");
}

function heading(node: PmNode): string {
  const level = Math.min(6, Math.max(1, Number(node.attrs?.level) || 1));
  // A trailing "#" would be read as the heading's optional closing sequence.
  const text = inlineLines(children(node)).join(" ").replace(/#$/, "\\#");
  return `${"#".repeat(level)} ${text}`;
}

/**
 * Puts the marker before the first line and indents the others to the item's content column,
 * which for a task item is after "- ", not after "- [ ] " (the checkbox belongs to the content).
 */
function hang(block: string, marker: string, width: number): string {
  const pad = " ".repeat(width);
  return block
    .split("\n")
    .map((line, i) => (i === 0 ? marker + line : line === "" ? "" : pad + line))
    .join("\n");
}

/** Whether a nested list may follow a paragraph on the next line (CommonMark lets only these interrupt one). */
function interruptsParagraph(node: PmNode): boolean {
  if (node.type === "bulletList" || node.type === "taskList") return true;
  return node.type === "orderedList" && listStart(node) === 1;
}

function listItem(item: PmNode, marker: string, width: number): string {
  const blocks = children(item);
  if (blocks.length === 0) return marker.trimEnd();
  let body = "";
  blocks.forEach((block, i) => {
    const rendered = serializeBlock(block);
    if (i === 0) body = rendered;
    else body += (interruptsParagraph(block) ? "\n" : "\n\n") + rendered;
  });
  return hang(body, marker, width);
}

const listStart = (node: PmNode) => Math.max(0, Math.floor(Number(node.attrs?.start ?? 1)) || 0);

/**
 * Task lists use "*" and bullet lists "-": a different bullet character starts a new list, so a
 * task list right after a bullet list stays a list of its own.
 */
function list(node: PmNode): string {
  const start = listStart(node);
  return children(node)
    .map((item, i) => {
      if (node.type === "orderedList") return listItem(item, `${start + i}. `, `${start + i}. `.length);
      if (node.type === "taskList") return listItem(item, item.attrs?.checked === true ? "* [x] " : "* [ ] ", 2);
      return listItem(item, "- ", 2);
    })
    .join("\n");
}

/** A cell's content flattened to one line: GFM table cells cannot hold blocks. */
function cellText(cell: PmNode): string {
  const lines: string[] = [];
  const collect = (node: PmNode) => {
    if (children(node).some(isInline)) lines.push(inlineLines(children(node)).join(" "));
    else children(node).forEach(collect);
  };
  collect(cell);
  return lines.filter((line) => line.length > 0).join("<br>");
}

function table(node: PmNode): string {
  const rows = children(node).map((row) =>
    children(row).flatMap((cell) => {
      const span = Math.min(20, Math.max(1, Number(cell.attrs?.colspan) || 1));
      return [cellText(cell), ...Array<string>(span - 1).fill("")];
    }),
  );
  if (rows.length === 0) return "";
  const columns = Math.max(1, ...rows.map((row) => row.length));
  const line = (cells: string[]) => `| ${Array.from({ length: columns }, (_, i) => cells[i] ?? "").join(" | ")} |`;
  return [line(rows[0]!), line(Array<string>(columns).fill("---")), ...rows.slice(1).map(line)].join("\n");
}

function blockquote(node: PmNode): string {
  return serializeBlocks(children(node))
    .split("\n")
    .map((line) => (line === "" ? ">" : `> ${line}`))
    .join("\n");
}

function serializeBlock(node: PmNode): string {
  switch (node.type) {
    case "paragraph":
      return textBlock(node);
    case "heading":
      return heading(node);
    case "bulletList":
    case "orderedList":
    case "taskList":
      return list(node);
    case "table":
      return table(node);
    case "blockquote":
      return blockquote(node);
    case "horizontalRule":
      return "---";
    default:
      return children(node).some(isInline) ? textBlock(node) : serializeBlocks(children(node));
  }
}

function serializeBlocks(nodes: readonly PmNode[]): string {
  return nodes
    .map(serializeBlock)
    .filter((block) => block.trim().length > 0)
    .join("\n\n");
}

export function toMarkdown(doc: PmNode): string {
  const body = serializeBlocks(children(doc));
  return body.length > 0 ? `${body}\n` : "";
}
