/** Downloads a CSV answer with the session's token and saves it under the server's file name. */
import { apiDownload } from "../../../../ui/backoffice/api-client.ts";
import { errorMessage } from "../../../../ui/backoffice/QueryError.tsx";
import { toast } from "../../../../ui/toast/toast-store.ts";

export async function downloadCsv(path: string, fallbackName: string): Promise<void> {
  try {
    const { blob, filename } = await apiDownload(path);
    const url = URL.createObjectURL(blob);
    const link = document.createElement("a");
    link.href = url;
    link.download = filename ?? fallbackName;
    document.body.append(link);
    link.click();
    link.remove();
    URL.revokeObjectURL(url);
  } catch (error) {
    toast({ title: "Download fehlgeschlagen", description: errorMessage(error), variant: "destructive" });
  }
}
