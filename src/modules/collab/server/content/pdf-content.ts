/**
 * A notes document (ProseMirror JSON) as pdfmake content for the shared PDF helper
 * (src/platform/pdf): headings, paragraphs with bold/italic/strike/links, nested bullet, numbered
 * and check lists (drawn boxes, so no font needs a checkbox glyph), tables, quotes and rules.
 * Text is passed as text: pdfmake never interprets it, and only safe links become links.
 */
import type { Content, ContentText } from "pdfmake/interfaces";
import { isAllowedLink } from "../../domain/content-extensions.ts";
import type { PmNode } from "./prosemirror-json.ts";

/** Printable width of an A4 page with the house style's 56 pt margins. */
const PAGE_WIDTH = 595.28 - 2 * 56;
const HEADING_SIZES = [16, 13, 11.5];
const MUTED = "#4a5968";
const LINK = "#0b3a5b";

const children = (node: PmNode): PmNode[] => node.content ?? [];

export function inlineContent(nodes: readonly PmNode[]): ContentText[] {
  const runs: ContentText[] = [];
  for (const node of nodes) {
    if (node.type === "hardBreak") runs.push({ text: "\n" });
    if (node.type !== "text" || !node.text) continue;
    const run: ContentText = { text: node.text };
    for (const mark of node.marks ?? []) {
      if (mark.type === "bold") run.bold = true;
      if (mark.type === "italic") run.italics = true;
      if (mark.type === "strike") run.decoration = "lineThrough";
      if (mark.type === "underline" && !run.decoration) run.decoration = "underline";
      const href = mark.type === "link" && typeof mark.attrs?.href === "string" ? mark.attrs.href : null;
      if (href && isAllowedLink(href) && /^(https?|mailto|tel):/i.test(href)) {
        run.link = href;
        run.color = LINK;
        run.decoration = "underline";
      }
    }
    runs.push(run);
  }
  return runs;
}

function checkbox(checked: boolean): Content {
  const box = { type: "rect" as const, x: 0, y: 2, w: 8, h: 8, r: 1, lineWidth: 0.8, lineColor: MUTED };
  const tick = {
    type: "polyline" as const,
    points: [
      { x: 1.8, y: 6 },
      { x: 3.5, y: 8 },
      { x: 6.6, y: 3.6 },
    ],
    lineWidth: 1.2,
    lineColor: "#17232d",
  };
  // A column's width is a column property pdfmake reads from any content; the canvas type omits it.
  return { canvas: checked ? [box, tick] : [box], width: 14 } as Content;
}

function listItems(node: PmNode): Content[] {
  return children(node).map((item) => {
    const body: Content = { stack: blocks(children(item)) };
    if (node.type !== "taskList") return body;
    const checked = item.attrs?.checked === true;
    return { columns: [checkbox(checked), { ...body, ...(checked ? { color: MUTED } : {}) }], columnGap: 2 };
  });
}

function table(node: PmNode): Content | null {
  const rows = children(node).map((row) =>
    children(row).flatMap((cell) => {
      const span = Math.min(20, Math.max(1, Number(cell.attrs?.colspan) || 1));
      const content: Content = {
        stack: blocks(children(cell)),
        ...(cell.type === "tableHeader" ? { bold: true, fillColor: "#eef1f5" } : {}),
        ...(span > 1 ? { colSpan: span } : {}),
      };
      return [content, ...Array.from({ length: span - 1 }, (): Content => ({ text: "" }))];
    }),
  );
  const columns = Math.max(0, ...rows.map((row) => row.length));
  if (columns === 0) return null;
  const body = rows.map((row) => [...row, ...Array.from({ length: columns - row.length }, (): Content => ({ text: "" }))]);
  const headerRows = children(children(node)[0] ?? { type: "x" }).every((cell) => cell.type === "tableHeader") ? 1 : 0;
  return {
    table: { headerRows, widths: Array<"*">(columns).fill("*"), body, dontBreakRows: true },
    layout: {
      hLineWidth: () => 0.4,
      vLineWidth: () => 0.4,
      hLineColor: () => "#9aa5b1",
      vLineColor: () => "#9aa5b1",
      paddingTop: () => 3,
      paddingBottom: () => 3,
    },
    margin: [0, 2, 0, 8],
  };
}

function block(node: PmNode): Content | null {
  switch (node.type) {
    case "paragraph":
      return { text: inlineContent(children(node)), margin: [0, 0, 0, 6] };
    case "heading": {
      const level = Math.min(3, Math.max(1, Number(node.attrs?.level) || 1));
      return {
        text: inlineContent(children(node)),
        bold: true,
        fontSize: HEADING_SIZES[level - 1],
        margin: [0, level === 1 ? 10 : 8, 0, 4],
        headlineLevel: level,
      };
    }
    case "bulletList":
      return { ul: listItems(node), margin: [0, 0, 0, 6] };
    case "orderedList":
      return { ol: listItems(node), start: Math.max(0, Math.floor(Number(node.attrs?.start ?? 1)) || 0), margin: [0, 0, 0, 6] };
    case "taskList":
      return { stack: listItems(node), margin: [0, 0, 0, 6] };
    case "table":
      return table(node);
    case "blockquote":
      return { stack: blocks(children(node)), italics: true, color: MUTED, margin: [14, 0, 0, 6] };
    case "horizontalRule":
      return { canvas: [{ type: "line", x1: 0, y1: 0, x2: PAGE_WIDTH, y2: 0, lineWidth: 0.6, lineColor: "#9aa5b1" }], margin: [0, 6, 0, 10] };
    default:
      return children(node).some((child) => child.type === "text" || child.type === "hardBreak")
        ? { text: inlineContent(children(node)), margin: [0, 0, 0, 6] }
        : { stack: blocks(children(node)) };
  }
}

function blocks(nodes: readonly PmNode[]): Content[] {
  return nodes.map(block).filter((content): content is Content => content !== null);
}

export function toPdfContent(doc: PmNode): Content[] {
  return blocks(children(doc));
}
