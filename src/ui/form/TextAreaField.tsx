import type { TextareaHTMLAttributes, Ref } from "react";
import { FieldShell, fieldControlAria } from "./FieldShell.tsx";
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
    <FieldShell id={id} label={label} error={error} hint={hint} required={required}>
      <textarea
        {...textarea}
        ref={ref}
        id={id}
        className="field__control field__control--textarea"
        required={required}
        {...fieldControlAria(id, error, hint)}
      />
    </FieldShell>
  );
}
