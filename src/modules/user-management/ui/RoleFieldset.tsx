/** Checkboxes for the four roles, each with what it opens; a controlled list of the chosen roles. */
import { ROLE_LABELS, ROLES, type Role } from "#shared/roles.ts";
import { FieldError } from "#ui/form/FieldError.tsx";
import { errorId } from "#ui/form/field-ids.ts";
import { ROLE_DESCRIPTIONS } from "./role-descriptions.ts";

export function RoleFieldset({ id, value, onChange, error }: { id: string; value: readonly Role[]; onChange: (roles: Role[]) => void; error?: string }) {
  const toggle = (role: Role, checked: boolean) => onChange(ROLES.filter((r) => (r === role ? checked : value.includes(r))));
  return (
    <fieldset className="field choice-group role-fieldset" id={id} aria-describedby={errorId(id)}>
      <legend className="field__label">Rollen</legend>
      <div className="choice-group__options">
        {ROLES.map((role) => (
          <div className="check" key={role}>
            <input
              id={`${id}-${role}`}
              type="checkbox"
              className="check__input"
              checked={value.includes(role)}
              onChange={(event) => toggle(role, event.target.checked)}
              aria-describedby={`${id}-${role}-hint`}
            />
            <label className="check__label" htmlFor={`${id}-${role}`}>
              <strong>{ROLE_LABELS[role]}</strong>
              <span id={`${id}-${role}-hint`} className="role-fieldset__hint">
                {ROLE_DESCRIPTIONS[role]}
              </span>
            </label>
          </div>
        ))}
      </div>
      <FieldError id={id} message={error} />
    </fieldset>
  );
}
