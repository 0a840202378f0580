/** Downloads a CSV answer with the session's token; a failure becomes a German toast. */
import { errorMessage } from "../../../../ui/backoffice/QueryError.tsx";
import { saveDownload } from "../../../../ui/backoffice/save-file.ts";
import { toast } from "../../../../ui/toast/toast-store.ts";

export async function downloadCsv(path: string, fallbackName: string): Promise<void> {
  try {
    await saveDownload(path, fallbackName);
  } catch (error) {
    toast({ title: "Download fehlgeschlagen", description: errorMessage(error), variant: "destructive" });
  }
}
