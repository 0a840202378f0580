/**
 * Asked when a sign-out finds work that exists only in this browser and could not be saved (a
 * notes document edited offline): stay signed in so it is saved when the connection returns, try
 * again, or sign out and let it be deleted with the browser's copies. Never lost without asking.
 */
import { Dialog } from "#ui/backoffice/Dialog.tsx";
import type { UnsavedWork } from "#ui/session/local-user-data.ts";

interface Props {
  unsaved: UnsavedWork[] | null;
  busy: boolean;
  onStay: () => void;
  onRetry: () => void;
  onDiscard: () => void;
}

export function UnsavedWorkDialog({ unsaved, busy, onStay, onRetry, onDiscard }: Props) {
  return (
    <Dialog
      open={unsaved !== null}
      title="Nicht gespeicherte Änderungen"
      description="Diese Änderungen gibt es nur in diesem Browser; sie konnten nicht auf dem Server gespeichert werden."
      onClose={onStay}
    >
      <ul className="unsaved-work">
        {(unsaved ?? []).map((item, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: a fixed list shown once; two unsaved items may share title and reason
          <li key={index}>
            <strong>„{item.title}“</strong> – {item.reason}
          </li>
        ))}
      </ul>
      <p>
        Wenn Sie angemeldet bleiben, werden sie gespeichert, sobald die Verbindung wieder besteht. Beim Abmelden werden sie aus diesem Browser gelöscht, damit
        niemand sie nach Ihnen an diesem Gerät lesen kann.
      </p>
      <div className="dialog__actions">
        <button type="button" className="button button--danger-outline" disabled={busy} onClick={onDiscard}>
          Abmelden und Änderungen löschen
        </button>
        <button type="button" className="button" disabled={busy} onClick={onRetry}>
          {busy ? "Wird gespeichert …" : "Erneut versuchen"}
        </button>
        <button type="button" className="button button--primary" disabled={busy} onClick={onStay}>
          Angemeldet bleiben
        </button>
      </div>
    </Dialog>
  );
}
