/**
 * The formatting toolbar: one tab stop, arrow keys move between buttons (WAI-ARIA toolbar
 * pattern), every button has its German name and shortcut, pressed state is announced.
 */
import type { Editor } from "@tiptap/core";
import { useEditorState } from "@tiptap/react";
import { useRef, useState, type KeyboardEvent } from "react";
import { LinkEditor } from "./LinkEditor.tsx";
import { shortcutLabel, TABLE_ACTIONS, TOOLBAR_ACTIONS, type ToolbarAction } from "./toolbar-actions.ts";
import { TOOLBAR_ICONS } from "./toolbar-icons.tsx";

interface ButtonState {
  active: boolean;
  enabled: boolean;
}

function stateOf(editor: Editor, actions: readonly ToolbarAction[]): Record<string, ButtonState> {
  return Object.fromEntries(
    actions.map((action) => [action.id, { active: action.active?.(editor) ?? false, enabled: editor.isEditable && (action.enabled?.(editor) ?? true) }]),
  );
}

export function EditorToolbar({ editor }: { editor: Editor }) {
  const toolbar = useRef<HTMLDivElement>(null);
  const [focusIndex, setFocusIndex] = useState(0);
  const [editingLink, setEditingLink] = useState(false);
  const view = useEditorState({
    editor,
    selector: ({ editor: current }) => ({
      buttons: stateOf(current, [...TOOLBAR_ACTIONS, ...TABLE_ACTIONS]),
      inTable: current.isActive("table"),
      link: current.isActive("link"),
      editable: current.isEditable,
    }),
  });
  const actions = view.inTable ? [...TOOLBAR_ACTIONS, ...TABLE_ACTIONS] : TOOLBAR_ACTIONS;
  const buttonCount = actions.length + 1;

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const moves: Record<string, number> = { ArrowRight: 1, ArrowLeft: -1, Home: -Infinity, End: Infinity };
    const move = moves[event.key];
    if (move === undefined) return;
    event.preventDefault();
    const next = move === -Infinity ? 0 : move === Infinity ? buttonCount - 1 : (focusIndex + move + buttonCount) % buttonCount;
    setFocusIndex(next);
    toolbar.current?.querySelectorAll<HTMLButtonElement>("[data-toolbar-item]")[next]?.focus();
  };

  const button = (action: ToolbarAction, index: number) => {
    const state = view.buttons[action.id] ?? { active: false, enabled: false };
    const title = action.shortcut ? `${action.label} (${shortcutLabel(action.shortcut)})` : action.label;
    return (
      <button
        key={action.id}
        type="button"
        data-toolbar-item
        className={`collab-toolbar__button collab-toolbar__button--${action.group}${action.glyph.length > 2 ? " collab-toolbar__button--wide" : ""}`}
        tabIndex={index === focusIndex ? 0 : -1}
        aria-label={action.label}
        aria-keyshortcuts={action.shortcut}
        aria-pressed={action.active ? state.active : undefined}
        title={title}
        disabled={!state.enabled}
        onFocus={() => setFocusIndex(index)}
        onClick={() => action.run(editor)}
      >
        {TOOLBAR_ICONS[action.id] ?? (
          <span aria-hidden="true" className={`collab-toolbar__glyph collab-toolbar__glyph--${action.id}`}>
            {action.glyph}
          </span>
        )}
      </button>
    );
  };

  return (
    <div className="collab-toolbar-wrap">
      <div ref={toolbar} className="collab-toolbar" role="toolbar" aria-label="Formatierung" aria-controls="collab-editor-content" onKeyDown={onKeyDown}>
        {actions.map(button)}
        <button
          type="button"
          data-toolbar-item
          className="collab-toolbar__button collab-toolbar__button--insert"
          tabIndex={focusIndex === actions.length ? 0 : -1}
          aria-label="Link"
          aria-pressed={view.link}
          aria-expanded={editingLink}
          title="Link einfügen oder ändern"
          disabled={!view.editable}
          onFocus={() => setFocusIndex(actions.length)}
          onClick={() => setEditingLink((open) => !open)}
        >
          {TOOLBAR_ICONS.link}
        </button>
      </div>
      {editingLink ? <LinkEditor editor={editor} onClose={() => setEditingLink(false)} /> : null}
    </div>
  );
}
