/**
 * A labelled single-line input. Spread a react-hook-form registration (or any input props) into it;
 * invalid state, required mark and the error/hint wiring follow from the props.
 */
import type { InputHTMLAttributes, Ref } from "react";
import { FieldError } from "./FieldError.tsx";
import { FieldLabel } from "./FieldLabel.tsx";
import { describedBy, hintId } from "./field-ids.ts";
import "./form-controls.css";

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, "id"> {
  id: string;
  label: string;
  error?: string | undefined;
  hint?: string | undefined;
  ref?: Ref<HTMLInputElement>;
}

export function TextField({ id, label, error, hint, required, className, ref, ...input }: TextFieldProps) {
  return (
    <div className={className ? `field ${className}` : "field"}>
      <FieldLabel htmlFor={id} required={required}>
        {label}
      </FieldLabel>
      {hint ? (
        <p id={hintId(id)} className="field__hint">
          {hint}
        </p>
      ) : null}
      <input
        {...input}
        ref={ref}
        id={id}
        className="field__control"
        required={required}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, Boolean(hint))}
      />
      <FieldError id={id} message={error} />
    </div>
  );
}
