/**
 * Opens the document for live editing (Yjs doc, offline copy, HTTP sync) and shows the editor;
 * closes everything when the person leaves the screen. "Dokument neu laden" after a refusal
 * forgets the offline copy and opens the document afresh.
 */
import { useEffect, useState } from "react";
import { Spinner } from "#ui/backoffice/Spinner.tsx";
import { useAuth } from "#ui/session/auth-context.ts";
import { colorForUser } from "../domain/user-color.ts";
import type { DocumentDetail } from "../schema/documents.ts";
import { postJson, syncUrl } from "./collab-api.ts";
import { CollabEditor } from "./editor/CollabEditor.tsx";
import { httpTransport } from "./sync/http-transport.ts";
import { openCollabDocument, type OpenDocument } from "./sync/open-collab-document.ts";

export function LiveEditor({ doc }: { doc: DocumentDetail }) {
  const { user, profile } = useAuth();
  const [open, setOpen] = useState<OpenDocument | null>(null);
  const [generation, setGeneration] = useState(0);
  const userId = user?.id ?? "anonymous";
  const name = `${profile?.first_name ?? ""} ${profile?.last_name ?? ""}`.trim() || user?.email || "Ich";

  // `generation` reopens the document after a reset; the title is only a label, a rename must not reopen it.
  // biome-ignore lint/correctness/useExhaustiveDependencies: see above
  useEffect(() => {
    let closed = false;
    let opened: OpenDocument | null = null;
    void openCollabDocument({ userId, documentId: doc.id, docKey: doc.key, title: doc.title, transport: httpTransport(syncUrl(doc.key), postJson) }).then(
      (result) => {
        if (closed) return result.close();
        opened = result;
        setOpen(result);
      },
    );
    return () => {
      closed = true;
      opened?.close();
      setOpen(null);
    };
  }, [doc.id, doc.key, userId, generation]);

  if (!open) return <Spinner label="Dokument wird geöffnet …" />;
  return (
    <CollabEditor
      open={open}
      user={{ name, color: colorForUser(userId) }}
      title={doc.title}
      canWrite={doc.canEdit}
      onReload={() => {
        void open.discardOfflineCopy().then(() => setGeneration((n) => n + 1));
      }}
    />
  );
}
