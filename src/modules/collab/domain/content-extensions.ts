/**
 * The document model of collaborative notes: which nodes and marks exist. The editor adds
 * collaboration, carets and placeholder on top; the server uses the same list to turn a stored
 * document into Markdown and PDF, so export and screen can never disagree about the content.
 */
import type { AnyExtension } from "@tiptap/core";
import { TaskItem, TaskList } from "@tiptap/extension-list";
import { TableKit } from "@tiptap/extension-table";
import StarterKit from "@tiptap/starter-kit";

/** Link targets a note may carry; anything else (javascript:, data:) is never made a link. */
export const LINK_PROTOCOLS = ["http", "https", "mailto", "tel"] as const;

export function isAllowedLink(href: string): boolean {
  const trimmed = href.trim();
  if (trimmed.startsWith("/") && !trimmed.startsWith("//")) return true;
  if (trimmed.startsWith("#")) return true;
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(trimmed)?.[1]?.toLowerCase();
  return scheme !== undefined && (LINK_PROTOCOLS as readonly string[]).includes(scheme);
}

export function contentExtensions(): AnyExtension[] {
  return [
    StarterKit.configure({
      heading: { levels: [1, 2, 3] },
      code: false,
      codeBlock: false,
      // Collaboration brings its own undo history, which undoes only this person's edits.
      undoRedo: false,
      // A trailing empty paragraph would be added by every client that opens a document ending in
      // a list or table: duplicate paragraphs, and every viewer counted as an editor.
      trailingNode: false,
      link: {
        openOnClick: false,
        autolink: true,
        defaultProtocol: "https",
        isAllowedUri: (url) => isAllowedLink(url),
        HTMLAttributes: { rel: "noopener noreferrer nofollow", target: "_blank" },
      },
    }),
    TaskList,
    TaskItem.configure({ nested: true }),
    TableKit.configure({ table: { resizable: false } }),
  ];
}
