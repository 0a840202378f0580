/**
 * Choosing an organisation among thousands: type part of the name, then pick from the matches in a
 * native select (keyboard and screen readers work as usual). The current choice always stays listed.
 */
import { useState } from "react";
import { useDebouncedValue } from "#ui/backoffice/use-debounced-value.ts";
import { useOrganizations } from "./crm-api.ts";
import { kindLabel } from "./crm-labels.ts";

export interface OrganizationPickerProps {
  id: string;
  value: string | null | undefined;
  currentName?: string | null;
  onChange: (id: string) => void;
  error?: string;
}

export function OrganizationPicker({ id, value, currentName, onChange, error }: OrganizationPickerProps) {
  const [search, setSearch] = useState("");
  const q = useDebouncedValue(search.trim());
  const matches = useOrganizations({ q, page: 1, pageSize: 50 });
  const options = matches.data?.items ?? [];
  const showCurrent = value && !options.some((o) => o.id === value);
  return (
    <div className="organization-picker">
      <div className="field">
        <label className="field__label" htmlFor={`${id}-search`}>
          Organisation suchen
        </label>
        <input
          id={`${id}-search`}
          type="search"
          className="field__control"
          value={search}
          autoComplete="off"
          placeholder="Name oder Ort"
          onChange={(e) => setSearch(e.target.value)}
        />
      </div>
      <div className="field">
        <label className="field__label" htmlFor={id}>
          Organisation
        </label>
        <select
          id={id}
          className="field__control field__control--select"
          value={value ?? ""}
          onChange={(e) => onChange(e.target.value)}
          aria-invalid={error ? true : undefined}
        >
          <option value="">Keine Organisation</option>
          {showCurrent ? <option value={value}>{currentName ?? "Bisherige Auswahl"}</option> : null}
          {options.map((o) => (
            <option key={o.id} value={o.id}>
              {o.name} ({kindLabel(o.kind)}
              {o.city ? `, ${o.city}` : ""})
            </option>
          ))}
        </select>
        <p className="field__hint" aria-live="polite">
          {matches.data
            ? matches.data.total > options.length
              ? `${options.length} von ${matches.data.total} Treffern; grenzen Sie die Suche ein.`
              : `${matches.data.total} Treffer`
            : "Wird geladen …"}
        </p>
        {error ? <p className="field__error">{error}</p> : null}
      </div>
    </div>
  );
}
