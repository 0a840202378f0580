/** Saves a file the API answers with (PDF, XML, CSV) under its server-given name. */
import { apiDownload } from "../../../ui/backoffice/api-client.ts";
import { errorMessage } from "../../../ui/backoffice/QueryError.tsx";
import { toast } from "../../../ui/toast/toast-store.ts";

export async function saveDownload(path: string, fallbackName: string) {
  try {
    const { blob, filename } = await apiDownload(path);
    const url = URL.createObjectURL(blob);
    const link = document.createElement("a");
    link.href = url;
    link.download = filename ?? fallbackName;
    link.click();
    setTimeout(() => URL.revokeObjectURL(url), 10_000);
  } catch (error) {
    toast({ title: "Download fehlgeschlagen", description: errorMessage(error), variant: "destructive" });
  }
}
