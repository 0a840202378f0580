import type { TextareaHTMLAttributes, Ref } from "react";
import { FieldError } from "./FieldError.tsx";
import { FieldLabel } from "./FieldLabel.tsx";
import { describedBy, hintId } from "./field-ids.ts";
import "./form-controls.css";

export interface TextAreaFieldProps extends Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, "id"> {
  id: string;
  label: string;
  error?: string | undefined;
  hint?: string | undefined;
  ref?: Ref<HTMLTextAreaElement>;
}

/** A labelled multi-line input with the same error wiring as TextField. */
export function TextAreaField({ id, label, error, hint, required, ref, ...textarea }: TextAreaFieldProps) {
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
      <textarea
        {...textarea}
        ref={ref}
        id={id}
        className="field__control field__control--textarea"
        required={required}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, Boolean(hint))}
      />
      <FieldError id={id} message={error} />
    </div>
  );
}
