/** Choosing a CRM contact (editors only): search by name or organisation; one click picks it. */
import { useState } from "react";
import { Dialog } from "#ui/backoffice/Dialog.tsx";
import { SearchField } from "#ui/backoffice/SearchField.tsx";
import { useDebouncedValue } from "#ui/backoffice/use-debounced-value.ts";
import type { ContactOption } from "../../schema/stakeholder.ts";
import { useContactOptions } from "../political-api.ts";

export function ContactPickerDialog({
  title,
  exclude,
  pending = false,
  onPick,
  onClose,
}: {
  title: string;
  exclude: string[];
  pending?: boolean;
  onPick: (contact: ContactOption) => void;
  onClose: () => void;
}) {
  const [q, setQ] = useState("");
  const contacts = useContactOptions(useDebouncedValue(q, 250));
  const items = contacts.data?.items ?? [];
  return (
    <Dialog open title={title} description="Kontakte aus dem CRM. Wer noch nicht in der Stakeholder-Übersicht steht, wird dort aufgenommen." onClose={onClose}>
      <SearchField id="pw-contact-search" label="Kontakt suchen" value={q} onChange={setQ} placeholder="Name oder Organisation" />
      {contacts.isPending ? <p className="muted">Wird geladen …</p> : null}
      {contacts.isSuccess && items.length === 0 ? <p className="muted">Kein Kontakt gefunden. Neue Kontakte legen Sie im CRM an.</p> : null}
      <ul className="pw-pick-list">
        {items.map((c) => (
          <li key={c.id}>
            <button type="button" className="pw-pick" disabled={exclude.includes(c.id) || pending} onClick={() => onPick(c)}>
              <span className="pw-pick__title">{c.name}</span>
              <span className="pw-pick__meta">
                {c.organizationName ?? "ohne Organisation"}
                {exclude.includes(c.id) ? " · bereits verknüpft" : c.mapped ? "" : " · neu in der Stakeholder-Übersicht"}
              </span>
            </button>
          </li>
        ))}
      </ul>
    </Dialog>
  );
}
