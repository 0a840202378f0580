import type { SelectHTMLAttributes, Ref } from "react";
import { FieldShell, fieldControlAria } from "./FieldShell.tsx";
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
    <FieldShell id={id} label={label} error={error} hint={hint} required={required}>
      <select {...select} ref={ref} id={id} className="field__control field__control--select" required={required} {...fieldControlAria(id, error, hint)}>
        <option value="">{placeholder}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </FieldShell>
  );
}
