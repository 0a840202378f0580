/** Downloads a file answer with the session's token (a plain link would not carry it). */
import { useState } from "react";
import { downloadOrToast } from "#ui/backoffice/save-file.ts";

export function DownloadButton({ path, label, fallbackName }: { path: string; label: string; fallbackName: string }) {
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    try {
      await downloadOrToast(path, fallbackName);
    } finally {
      setBusy(false);
    }
  };
  return (
    <button type="button" className="button" onClick={() => void download()} disabled={busy}>
      {busy ? "Wird geladen …" : label}
    </button>
  );
}
