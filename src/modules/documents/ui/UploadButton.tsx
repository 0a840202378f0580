/** The upload button: opens the file picker (several files at once) and hands the files on. */
import { useRef } from "react";
import { ACCEPT_ATTRIBUTE } from "../domain/file-types.ts";

export function UploadButton({ onFiles, disabled = false }: { onFiles: (files: File[]) => void; disabled?: boolean }) {
  const input = useRef<HTMLInputElement>(null);
  return (
    <>
      <button type="button" className="button button--primary" onClick={() => input.current?.click()} disabled={disabled}>
        Hochladen
      </button>
      <input
        ref={input}
        type="file"
        multiple
        hidden
        accept={ACCEPT_ATTRIBUTE}
        aria-label="Dateien zum Hochladen auswählen"
        data-testid="documents-file-input"
        onChange={(event) => {
          const files = Array.from(event.target.files ?? []);
          event.target.value = ""; // the same file can be chosen again (a new version)
          if (files.length) onFiles(files);
        }}
      />
    </>
  );
}
