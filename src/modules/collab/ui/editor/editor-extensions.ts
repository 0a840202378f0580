/**
 * The editor's extensions: the shared document model plus live collaboration (the Yjs binding
 * with its own per-person undo), the others' carets with name labels, and a German placeholder.
 */
import type { AnyExtension } from "@tiptap/core";
import Collaboration from "@tiptap/extension-collaboration";
import CollaborationCaret from "@tiptap/extension-collaboration-caret";
import { Placeholder } from "@tiptap/extensions";
import type * as Y from "yjs";
import { contentExtensions } from "../../domain/content-extensions.ts";
import { CONTENT_FIELD } from "../../domain/limits.ts";
import { CARET_COLORS } from "../../domain/user-color.ts";
import type { HttpSyncProvider } from "../sync/http-sync-provider.ts";

export interface CaretUser {
  name: string;
  color: string;
}

/** The caret of another person: a coloured line with their name (text, never HTML). */
function renderCaret(user: Record<string, unknown>): HTMLElement {
  const caret = document.createElement("span");
  caret.className = "collab-caret";
  const color = typeof user.color === "string" && /^#[0-9a-f]{6}$/i.test(user.color) ? user.color : "#4a5968";
  caret.style.setProperty("--caret-color", color);
  const label = document.createElement("span");
  label.className = "collab-caret__label";
  label.textContent = typeof user.name === "string" ? user.name : "Unbekannt";
  caret.append(label);
  return caret;
}

/**
 * Another person's selection, tinted in their caret colour by a class (editor.css): the library's
 * default is a style attribute, which the CSP refuses (style-src 'self', no inline styles).
 */
export function selectionAttributes(user: Record<string, unknown>): { class: string } {
  const index = CARET_COLORS.indexOf(user.color as (typeof CARET_COLORS)[number]);
  return { class: index >= 0 ? `ProseMirror-yjs-selection collab-selection--${index}` : "ProseMirror-yjs-selection" };
}

export function editorExtensions(input: { doc: Y.Doc; provider: HttpSyncProvider; user: CaretUser }): AnyExtension[] {
  return [
    ...contentExtensions(),
    Collaboration.configure({ document: input.doc, field: CONTENT_FIELD }),
    CollaborationCaret.configure({ provider: input.provider, user: input.user, render: renderCaret, selectionRender: selectionAttributes }),
    Placeholder.configure({ placeholder: "Schreiben Sie los – Überschriften mit #, Listen mit -, Checklisten mit [ ]" }),
  ];
}
