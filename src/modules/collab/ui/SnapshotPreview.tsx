/**
 * An old version, read-only, rendered by the same editor model as the live document (ProseMirror
 * builds DOM nodes from the JSON; nothing in it is ever parsed as HTML).
 */
import { EditorContent, useEditor } from "@tiptap/react";
import { Dialog } from "#ui/backoffice/Dialog.tsx";
import { QueryError } from "#ui/backoffice/QueryError.tsx";
import { Spinner } from "#ui/backoffice/Spinner.tsx";
import { contentExtensions } from "../domain/content-extensions.ts";
import { SNAPSHOT_KIND_LABELS, type SnapshotSummary } from "../schema/documents.ts";
import { useSnapshotContent } from "./collab-api.ts";
import { EDITOR_OPTIONS } from "./editor/editor-options.ts";
import type { PmNodeJson } from "./editor/pm-json.ts";
import "./editor/prosemirror-base.css";
import { dateTime } from "./format.ts";

function ReadOnlyContent({ content, label }: { content: PmNodeJson; label: string }) {
  const editor = useEditor(
    {
      ...EDITOR_OPTIONS,
      extensions: contentExtensions(),
      content,
      editable: false,
      editorProps: { attributes: { class: "collab-editor__content collab-editor__content--preview", "aria-label": label, role: "document" } },
    },
    [content],
  );
  return <EditorContent editor={editor} />;
}

export function SnapshotPreview({ docKey, snapshot, onClose }: { docKey: string; snapshot: SnapshotSummary | null; onClose: () => void }) {
  const content = useSnapshotContent(docKey, snapshot?.id ?? null);
  const title = snapshot ? `${snapshot.label ?? SNAPSHOT_KIND_LABELS[snapshot.kind]} – ${dateTime(snapshot.takenAt)}` : "";
  return (
    <Dialog open={snapshot !== null} title={title} onClose={onClose} wide>
      {content.isPending ? (
        <Spinner label="Version wird geladen …" />
      ) : content.isError ? (
        <QueryError error={content.error} onRetry={() => void content.refetch()} />
      ) : (
        <ReadOnlyContent content={content.data.content} label={`Inhalt der Version ${title}`} />
      )}
    </Dialog>
  );
}
