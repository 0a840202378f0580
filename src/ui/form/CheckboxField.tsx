import type { InputHTMLAttributes, ReactNode, Ref } from "react";
import { FieldError } from "./FieldError.tsx";
import { RequiredMark } from "./FieldLabel.tsx";
import { errorId } from "./field-ids.ts";
import "./form-controls.css";

export interface CheckboxFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, "id" | "type"> {
  id: string;
  /** May contain links (e.g. to /satzung); they stay outside the clickable label text's meaning. */
  label: ReactNode;
  error?: string | undefined;
  ref?: Ref<HTMLInputElement>;
}

/** A single checkbox (a confirmation) with its own error slot. */
export function CheckboxField({ id, label, error, required, ref, ...input }: CheckboxFieldProps) {
  return (
    <div className="field field--check">
      <div className="check">
        <input
          {...input}
          ref={ref}
          id={id}
          type="checkbox"
          className="check__input"
          required={required}
          aria-invalid={error ? true : undefined}
          aria-describedby={errorId(id)}
        />
        <label className="check__label" htmlFor={id}>
          {label}
          {required ? <RequiredMark /> : null}
        </label>
      </div>
      <FieldError id={id} message={error} />
    </div>
  );
}
