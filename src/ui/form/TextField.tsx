/**
 * A labelled single-line input. Spread a react-hook-form registration (or any input props) into it;
 * invalid state, required mark and the error/hint wiring follow from the props.
 */
import type { InputHTMLAttributes, Ref } from "react";
import { FieldShell, fieldControlAria } from "./FieldShell.tsx";
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
    <FieldShell id={id} label={label} error={error} hint={hint} required={required} className={className}>
      <input {...input} ref={ref} id={id} className="field__control" required={required} {...fieldControlAria(id, error, hint)} />
    </FieldShell>
  );
}
