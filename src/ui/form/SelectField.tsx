import type { SelectHTMLAttributes, Ref } from "react";
import { FieldError } from "./FieldError.tsx";
import { FieldLabel } from "./FieldLabel.tsx";
import { describedBy, hintId } from "./field-ids.ts";
import "./form-controls.css";

export interface SelectOption {
  value: string;
  label: string;
}

export interface SelectFieldProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, "id"> {
  id: string;
  label: string;
  options: readonly SelectOption[];
  /** Text of the empty first option; an empty value means "nothing chosen yet". */
  placeholder?: string;
  error?: string | undefined;
  hint?: string | undefined;
  ref?: Ref<HTMLSelectElement>;
}

/** A labelled native select (keyboard and screen-reader behaviour for free). */
export function SelectField({ id, label, options, placeholder = "Bitte wählen", error, hint, required, ref, ...select }: SelectFieldProps) {
  return (
    <div className="field">
      <FieldLabel htmlFor={id} required={required}>
        {label}
      </FieldLabel>
      {hint ? (
        <p id={hintId(id)} className="field__hint">
          {hint}
        </p>
      ) : null}
      <select
        {...select}
        ref={ref}
        id={id}
        className="field__control field__control--select"
        required={required}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, Boolean(hint))}
      >
        <option value="">{placeholder}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      <FieldError id={id} message={error} />
    </div>
  );
}
