/** Who may open the document: one radio per access choice the person may give. */
import type { Role } from "#shared/roles.ts";
import { choicesFor, type AccessChoice } from "./access-labels.ts";

export function AccessFieldset({
  id,
  held,
  value,
  onChange,
  disabled,
}: {
  id: string;
  held: readonly Role[];
  value: string;
  onChange: (choice: AccessChoice) => void;
  disabled?: boolean;
}) {
  const choices = choicesFor(held);
  return (
    <fieldset className="collab-access" disabled={disabled}>
      <legend>Wer darf das Dokument öffnen?</legend>
      {choices.map((choice) => (
        <label key={choice.value} className="collab-access__option" htmlFor={`${id}-${choice.value}`}>
          <input id={`${id}-${choice.value}`} type="radio" name={id} value={choice.value} checked={value === choice.value} onChange={() => onChange(choice)} />
          <span>{choice.label}</span>
        </label>
      ))}
      {disabled ? <p className="collab-access__hint">Das gemeinsame Notizdokument des Verbands bleibt für alle geöffnet.</p> : null}
    </fieldset>
  );
}
