/**
 * The live editor of one notes document: toolbar, status, who else is there, and the text.
 * Lazily loaded with its screen, so TipTap, ProseMirror and Yjs never reach the app's first load.
 */
import { EditorContent, useEditor } from "@tiptap/react";
import { useEffect } from "react";
import type { OpenDocument } from "../sync/open-collab-document.ts";
import { EditorToolbar } from "./EditorToolbar.tsx";
import { editorExtensions, type CaretUser } from "./editor-extensions.ts";
import { EDITOR_OPTIONS } from "./editor-options.ts";
import { PresenceList } from "./PresenceList.tsx";
import { SyncStatusBadge } from "./SyncStatusBadge.tsx";
import { useSyncState } from "./use-sync-state.ts";
import "./prosemirror-base.css";
import "./editor.css";

export interface CollabEditorProps {
  open: OpenDocument;
  user: CaretUser;
  /** The document's title, used as the text area's accessible name. */
  title: string;
  canWrite: boolean;
  /** Forget the offline copy and load the document afresh (after a refused edit). */
  onReload: () => void;
}

export function CollabEditor({ open, user, title, canWrite, onReload }: CollabEditorProps) {
  const sync = useSyncState(open.provider);
  const writable = canWrite && !sync.readOnly && !sync.refusal;
  const editor = useEditor(
    {
      ...EDITOR_OPTIONS,
      extensions: editorExtensions({ doc: open.doc, provider: open.provider, user }),
      editable: writable,
      editorProps: {
        attributes: {
          id: "collab-editor-content",
          class: "collab-editor__content",
          role: "textbox",
          "aria-multiline": "true",
          "aria-label": `Inhalt von „${title}“`,
        },
      },
    },
    [open],
  );

  useEffect(() => {
    if (editor && editor.isEditable !== writable) editor.setEditable(writable);
  }, [editor, writable]);

  return (
    <div className="collab-editor">
      <div className="collab-editor__bar">
        {editor && writable ? <EditorToolbar editor={editor} /> : <span className="collab-editor__readonly">Nur lesen</span>}
        <div className="collab-editor__meta">
          <SyncStatusBadge status={sync.status} />
          <PresenceList people={sync.people} />
        </div>
      </div>
      {sync.refusal ? (
        <div className="collab-editor__refusal" role="alert">
          <p>{sync.refusal.message}</p>
          <button type="button" className="button button--primary" onClick={onReload}>
            Dokument neu laden
          </button>
        </div>
      ) : null}
      <EditorContent editor={editor} className="collab-editor__page" />
    </div>
  );
}
