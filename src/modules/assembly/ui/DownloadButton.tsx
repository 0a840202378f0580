/** Downloads a file answer with the session's token (a plain link would not carry it). */
import { useState } from "react";
import { apiDownload } from "../../../ui/backoffice/api-client.ts";
import { errorMessage } from "../../../ui/backoffice/QueryError.tsx";
import { toast } from "../../../ui/toast/toast-store.ts";

export function DownloadButton({ path, label, fallbackName }: { path: string; label: string; fallbackName: string }) {
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    try {
      const { blob, filename } = await apiDownload(path);
      const url = URL.createObjectURL(blob);
      const link = document.createElement("a");
      link.href = url;
      link.download = filename ?? fallbackName;
      link.click();
      setTimeout(() => URL.revokeObjectURL(url), 1000);
    } catch (error) {
      toast({ title: "Download fehlgeschlagen", description: errorMessage(error), variant: "destructive" });
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
