/** Choosing a position to link to a procedure, by search. */
import { useState } from "react";
import { Dialog } from "#ui/backoffice/Dialog.tsx";
import { SearchField } from "#ui/backoffice/SearchField.tsx";
import { useDebouncedValue } from "#ui/backoffice/use-debounced-value.ts";
import { politicalApi, usePositions } from "../political-api.ts";
import { useChange } from "../political-mutations.ts";
import { PositionStatusBadge } from "../badges.tsx";

export function PositionPickerDialog({ procedureId, linked, onClose }: { procedureId: string; linked: string[]; onClose: () => void }) {
  const [q, setQ] = useState("");
  const positions = usePositions({ q: useDebouncedValue(q, 250) || undefined });
  const link = useChange<string>({
    run: (positionId) => politicalApi.linkPosition.call({ params: { id: procedureId }, body: { positionId } }),
    success: "Position verknüpft",
    failure: "Position nicht verknüpft",
  });
  const items = positions.data?.pages.flatMap((p) => p.items) ?? [];
  return (
    <Dialog open title="Position verknüpfen" onClose={onClose}>
      <SearchField id="pw-position-picker-search" label="Position suchen" value={q} onChange={setQ} placeholder="Titel oder Thema" />
      {positions.isPending ? <p className="muted">Wird geladen …</p> : null}
      {positions.isSuccess && items.length === 0 ? <p className="muted">Keine Position gefunden.</p> : null}
      <ul className="pw-pick-list">
        {items.map((p) => (
          <li key={p.id}>
            <button
              type="button"
              className="pw-pick"
              disabled={linked.includes(p.id) || link.isPending}
              onClick={() => link.mutate(p.id, { onSuccess: onClose })}
            >
              <span className="pw-pick__title">{p.title}</span>
              <span className="pw-pick__meta">
                {p.topic} · <PositionStatusBadge status={p.status} />
                {linked.includes(p.id) ? " · bereits verknüpft" : ""}
              </span>
            </button>
          </li>
        ))}
      </ul>
    </Dialog>
  );
}
