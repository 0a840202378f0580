/**
 * A new version of the open document: an optional label ("Beschlossene Fassung") and a file. The
 * file is stored under the document's name whatever it is called on disk, so it always becomes
 * the next version; the server still checks that its bytes are of the document's type. Progress
 * and the outcome show here as in the folder's upload list.
 */
import { useRef, useState } from "react";
import { TextField } from "#ui/form/TextField.tsx";
import { ACCEPT_ATTRIBUTE } from "../domain/file-types.ts";
import type { DocumentDetail } from "../schema/document.ts";
import { uploadBeginSchema } from "../schema/upload.ts";
import { UploadList } from "./UploadList.tsx";
import type { useUploadQueue } from "./use-upload-queue.ts";

const labelSchema = uploadBeginSchema.shape.label;

export function NewVersionForm({ document, uploads }: { document: DocumentDetail; uploads: ReturnType<typeof useUploadQueue> }) {
  const input = useRef<HTMLInputElement>(null);
  const [label, setLabel] = useState("");
  const [error, setError] = useState<string | undefined>();
  const [keys, setKeys] = useState<string[]>([]);
  const mine = uploads.entries.filter((entry) => keys.includes(entry.key));
  const running = mine.some((entry) => entry.status === "waiting" || entry.status === "uploading" || entry.status === "checking");

  const choose = () => {
    const parsed = labelSchema.safeParse(label);
    if (!parsed.success) return setError(parsed.error.issues[0]?.message);
    input.current?.click();
  };

  return (
    <section className="documents-panel__section" aria-labelledby="documents-new-version-title">
      <h3 id="documents-new-version-title">Neue Version</h3>
      <p className="documents-new-version__hint">
        Die gewählte Datei wird als Version {document.currentVersion + 1} von „{document.name}“ gespeichert.
      </p>
      <div className="documents-new-version">
        <TextField
          id="documents-new-version-label"
          label="Bezeichnung der Version (optional)"
          placeholder="z. B. Beschlossene Fassung"
          value={label}
          maxLength={100}
          error={error}
          onChange={(event) => {
            setLabel(event.target.value);
            setError(undefined);
          }}
        />
        <button type="button" className="button" onClick={choose} disabled={running}>
          {running ? "Wird hochgeladen …" : "Neue Version hochladen"}
        </button>
        <input
          ref={input}
          type="file"
          hidden
          accept={ACCEPT_ATTRIBUTE}
          aria-label="Datei für die neue Version auswählen"
          data-testid="documents-version-file-input"
          onChange={(event) => {
            const file = event.target.files?.[0];
            event.target.value = "";
            if (!file) return;
            const trimmed = label.trim();
            void uploads.addFiles([file], document.folderId, { fileName: document.name, ...(trimmed ? { label: trimmed } : {}) }).then((added) => {
              setKeys((current) => [...current, ...added]);
              setLabel("");
            });
          }}
        />
      </div>
      <UploadList
        entries={mine}
        onCancel={uploads.cancel}
        onRetry={uploads.retry}
        onClear={() =>
          setKeys((current) => current.filter((key) => !mine.some((entry) => entry.key === key && (entry.status === "done" || entry.status === "cancelled"))))
        }
      />
    </section>
  );
}
