/** The German texts of refused sync requests, one per error code of the wire shape. */
import type { SyncError, SyncErrorCode } from "../../schema/sync.ts";

export const SYNC_MESSAGES: Record<SyncErrorCode, string> = {
  malformed: "Die Änderung ist beschädigt und wurde nicht gespeichert. Bitte laden Sie das Dokument neu.",
  too_large: "Die Änderung ist zu groß und wurde nicht gespeichert (höchstens 512 KB auf einmal). Bitte fügen Sie den Inhalt in kleineren Teilen ein.",
  document_full: "Das Dokument hat seine Höchstgröße erreicht. Bitte legen Sie für weitere Inhalte ein neues Dokument an.",
  read_only: "Dieses Dokument ist schreibgeschützt. Ihre Änderungen wurden nicht gespeichert.",
};

export function syncError(code: SyncErrorCode): SyncError {
  return { code, message: SYNC_MESSAGES[code] };
}
