/**
 * The toolbar's commands with their German names and shortcuts, in one list the toolbar renders
 * and the tests read. `active` decides aria-pressed, `enabled` whether the button can be used.
 */
import type { Editor } from "@tiptap/core";

export interface ToolbarAction {
  id: string;
  label: string;
  /** Shown in the tooltip and announced via aria-keyshortcuts. */
  shortcut?: string;
  /** Short visible glyph; icons come from the toolbar's own set by id. */
  glyph: string;
  group: "history" | "block" | "mark" | "list" | "insert";
  run(editor: Editor): void;
  active?(editor: Editor): boolean;
  enabled?(editor: Editor): boolean;
}

export const TOOLBAR_ACTIONS: readonly ToolbarAction[] = [
  {
    id: "undo",
    label: "Rückgängig",
    shortcut: "Control+Z",
    glyph: "↶",
    group: "history",
    run: (e) => e.chain().focus().undo().run(),
    enabled: (e) => e.can().undo(),
  },
  {
    id: "redo",
    label: "Wiederholen",
    shortcut: "Control+Shift+Z",
    glyph: "↷",
    group: "history",
    run: (e) => e.chain().focus().redo().run(),
    enabled: (e) => e.can().redo(),
  },
  {
    id: "paragraph",
    label: "Normaler Text",
    shortcut: "Control+Alt+0",
    glyph: "¶",
    group: "block",
    run: (e) => e.chain().focus().setParagraph().run(),
    active: (e) => e.isActive("paragraph"),
  },
  {
    id: "heading1",
    label: "Überschrift 1",
    shortcut: "Control+Alt+1",
    glyph: "H1",
    group: "block",
    run: (e) => e.chain().focus().toggleHeading({ level: 1 }).run(),
    active: (e) => e.isActive("heading", { level: 1 }),
  },
  {
    id: "heading2",
    label: "Überschrift 2",
    shortcut: "Control+Alt+2",
    glyph: "H2",
    group: "block",
    run: (e) => e.chain().focus().toggleHeading({ level: 2 }).run(),
    active: (e) => e.isActive("heading", { level: 2 }),
  },
  {
    id: "heading3",
    label: "Überschrift 3",
    shortcut: "Control+Alt+3",
    glyph: "H3",
    group: "block",
    run: (e) => e.chain().focus().toggleHeading({ level: 3 }).run(),
    active: (e) => e.isActive("heading", { level: 3 }),
  },
  {
    id: "bold",
    label: "Fett",
    shortcut: "Control+B",
    glyph: "B",
    group: "mark",
    run: (e) => e.chain().focus().toggleBold().run(),
    active: (e) => e.isActive("bold"),
  },
  {
    id: "italic",
    label: "Kursiv",
    shortcut: "Control+I",
    glyph: "I",
    group: "mark",
    run: (e) => e.chain().focus().toggleItalic().run(),
    active: (e) => e.isActive("italic"),
  },
  {
    id: "strike",
    label: "Durchgestrichen",
    shortcut: "Control+Shift+S",
    glyph: "S",
    group: "mark",
    run: (e) => e.chain().focus().toggleStrike().run(),
    active: (e) => e.isActive("strike"),
  },
  {
    id: "bulletList",
    label: "Aufzählung",
    shortcut: "Control+Shift+8",
    glyph: "•",
    group: "list",
    run: (e) => e.chain().focus().toggleBulletList().run(),
    active: (e) => e.isActive("bulletList"),
  },
  {
    id: "orderedList",
    label: "Nummerierte Liste",
    shortcut: "Control+Shift+7",
    glyph: "1.",
    group: "list",
    run: (e) => e.chain().focus().toggleOrderedList().run(),
    active: (e) => e.isActive("orderedList"),
  },
  {
    id: "taskList",
    label: "Checkliste",
    shortcut: "Control+Shift+9",
    glyph: "☑",
    group: "list",
    run: (e) => e.chain().focus().toggleTaskList().run(),
    active: (e) => e.isActive("taskList"),
  },
  {
    id: "blockquote",
    label: "Zitat",
    shortcut: "Control+Shift+B",
    glyph: "❝",
    group: "list",
    run: (e) => e.chain().focus().toggleBlockquote().run(),
    active: (e) => e.isActive("blockquote"),
  },
  {
    id: "table",
    label: "Tabelle einfügen",
    glyph: "▦",
    group: "insert",
    run: (e) => e.chain().focus().insertTable({ rows: 3, cols: 3, withHeaderRow: true }).run(),
    enabled: (e) => !e.isActive("table"),
  },
  { id: "horizontalRule", label: "Trennlinie", glyph: "―", group: "insert", run: (e) => e.chain().focus().setHorizontalRule().run() },
];

/** Commands shown while the cursor is inside a table. */
export const TABLE_ACTIONS: readonly ToolbarAction[] = [
  { id: "addRowAfter", label: "Zeile darunter einfügen", glyph: "+ Zeile", group: "insert", run: (e) => e.chain().focus().addRowAfter().run() },
  { id: "addColumnAfter", label: "Spalte rechts einfügen", glyph: "+ Spalte", group: "insert", run: (e) => e.chain().focus().addColumnAfter().run() },
  { id: "deleteRow", label: "Zeile löschen", glyph: "− Zeile", group: "insert", run: (e) => e.chain().focus().deleteRow().run() },
  { id: "deleteColumn", label: "Spalte löschen", glyph: "− Spalte", group: "insert", run: (e) => e.chain().focus().deleteColumn().run() },
  { id: "deleteTable", label: "Tabelle löschen", glyph: "Tabelle löschen", group: "insert", run: (e) => e.chain().focus().deleteTable().run() },
];

/** "Control+Shift+Z" as people read it on a German keyboard. */
export function shortcutLabel(shortcut: string): string {
  return shortcut.replace("Control", "Strg").replace("Shift", "Umschalt").replaceAll("+", " + ");
}
