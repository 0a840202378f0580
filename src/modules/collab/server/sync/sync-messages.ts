/** The German texts of refused sync requests, one per error code of the wire shape. */
import type { SyncError, SyncErrorCode } from "../../schema/sync.ts";

export const SYNC_MESSAGES: Record<SyncErrorCode, string> = {
  malformed: "Die Änderung ist beschädigt und wurde nicht gespeichert. Bitte laden Sie das Dokument neu.",
  too_large: "Die Änderung ist zu groß und wurde nicht gespeichert (höchstens 512 KB auf einmal). Bitte fügen Sie den Inhalt in kleineren Teilen ein.",
  document_full: "Das Dokument hat seine Höchstgröße erreicht. Bitte legen Sie für weitere Inhalte ein neues Dokument an.",
  read_only: "Dieses Dokument ist schreibgeschützt. Ihre Änderungen wurden nicht gespeichert.",
  invalid_content:
    "Die Änderung passt nicht zum Aufbau der Notiz (nur Absätze, Überschriften, Listen, Tabellen und Text) und wurde nicht gespeichert. Bitte laden Sie das Dokument neu.",
  invalid_presence: "Die Cursorposition ist ungültig und wurde nicht übernommen. Bitte laden Sie das Dokument neu.",
};

export function syncError(code: SyncErrorCode): SyncError {
  return { code, message: SYNC_MESSAGES[code] };
}
