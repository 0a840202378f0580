/**
 * Inline content (text with marks, hard breaks) to Markdown. Marks are opened and closed across
 * neighbouring text nodes, as in prosemirror-markdown, so "**Fett *und kursiv***" comes out as one
 * bold run; whitespace at a mark's edge moves outside it, since "** x**" is no emphasis.
 */
import { isAllowedLink } from "../../domain/content-extensions.ts";
import { escapeInline, escapeUrl } from "./markdown-escape.ts";
import type { PmMark, PmNode } from "./prosemirror-json.ts";

interface ActiveMark {
  key: string;
  open: string;
  close: string;
}

/** Outermost first; underline has no Markdown syntax and is dropped. */
const ORDER = ["link", "bold", "italic", "strike"] as const;

function toActiveMark(mark: PmMark): ActiveMark | null {
  switch (mark.type) {
    case "bold":
      return { key: "bold", open: "**", close: "**" };
    case "italic":
      return { key: "italic", open: "*", close: "*" };
    case "strike":
      return { key: "strike", open: "~~", close: "~~" };
    case "link": {
      const href = typeof mark.attrs?.href === "string" ? mark.attrs.href : "";
      if (!isAllowedLink(href)) return null;
      return { key: `link:${href}`, open: "[", close: `](${escapeUrl(href)})` };
    }
    default:
      return null;
  }
}

function marksOf(node: PmNode): ActiveMark[] {
  const marks = [...(node.marks ?? [])].sort((a, b) => ORDER.indexOf(a.type as never) - ORDER.indexOf(b.type as never));
  return marks.map(toActiveMark).filter((mark): mark is ActiveMark => mark !== null);
}

/** Returns the inline content as lines (hard breaks end a line). */
export function inlineLines(nodes: readonly PmNode[]): string[] {
  const lines: string[] = [];
  let line = "";
  let active: ActiveMark[] = [];
  let trailing = "";

  const closeFrom = (index: number) => {
    for (let i = active.length - 1; i >= index; i -= 1) line += active[i]!.close;
    active = active.slice(0, index);
  };

  for (const node of nodes) {
    if (node.type === "hardBreak") {
      closeFrom(0);
      lines.push(line);
      line = "";
      trailing = "";
      continue;
    }
    if (node.type !== "text" || !node.text) continue;
    const [, lead = "", core = "", trail = ""] = /^(\s*)([\s\S]*?)(\s*)$/.exec(node.text.replace(/\r?\n/g, " ")) ?? [];
    if (core === "") {
      trailing += lead + trail;
      continue;
    }
    const wanted = marksOf(node);
    let common = 0;
    while (common < active.length && common < wanted.length && active[common]!.key === wanted[common]!.key) common += 1;
    closeFrom(common);
    line += trailing + lead;
    trailing = "";
    for (const mark of wanted.slice(common)) line += mark.open;
    active = wanted;
    line += escapeInline(core);
    trailing = trail;
  }
  closeFrom(0);
  line += trailing;
  lines.push(line);
  return lines.map((text) => text.replace(/\s+$/, ""));
}
