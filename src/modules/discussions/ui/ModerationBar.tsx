/** The board's actions on a thread: pin/unpin, close/reopen, move to another category. */
import { useState } from "react";
import { Dialog } from "#ui/backoffice/Dialog.tsx";
import { useCategories, useModerate } from "./discussions-api.ts";

export function ModerationBar({
  threadId,
  categoryId,
  version,
  pinned,
  closed,
}: {
  threadId: string;
  categoryId: string;
  version: number;
  pinned: boolean;
  closed: boolean;
}) {
  const moderate = useModerate(threadId);
  const [moving, setMoving] = useState(false);
  const categories = useCategories();
  const targets = (categories.data?.items ?? []).filter((c) => c.id !== categoryId);
  const [target, setTarget] = useState("");
  return (
    <div className="moderation" role="group" aria-label="Moderation">
      <button
        type="button"
        className="button button--small"
        disabled={moderate.isPending}
        onClick={() => moderate.mutate({ action: pinned ? "unpin" : "pin", version })}
      >
        {pinned ? "Lösen" : "Anheften"}
      </button>
      <button
        type="button"
        className="button button--small"
        disabled={moderate.isPending}
        onClick={() => moderate.mutate({ action: closed ? "reopen" : "close", version })}
      >
        {closed ? "Wieder öffnen" : "Schließen"}
      </button>
      <button type="button" className="button button--small" disabled={moderate.isPending || targets.length === 0} onClick={() => setMoving(true)}>
        Verschieben
      </button>
      <Dialog
        open={moving}
        title="Thema verschieben"
        description="Wer den Zielbereich nicht lesen darf, sieht das Thema danach nicht mehr."
        onClose={() => setMoving(false)}
      >
        <div className="field">
          <label htmlFor="ziel-bereich" className="field__label">
            Zielbereich
          </label>
          <select id="ziel-bereich" className="field__control" value={target} onChange={(e) => setTarget(e.target.value)}>
            <option value="">Bitte wählen</option>
            {targets.map((c) => (
              <option key={c.id} value={c.id}>
                {c.name}
              </option>
            ))}
          </select>
        </div>
        <div className="dialog__actions">
          <button type="button" className="button" onClick={() => setMoving(false)}>
            Abbrechen
          </button>
          <button
            type="button"
            className="button button--primary"
            disabled={!target || moderate.isPending}
            onClick={() => moderate.mutate({ action: "move", categoryId: target, version }, { onSuccess: () => setMoving(false) })}
          >
            Verschieben
          </button>
        </div>
      </Dialog>
    </div>
  );
}
