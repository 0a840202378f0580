/**
 * The frame every labelled text-like control shares (TextField, SelectField, TextAreaField): label
 * with required mark, optional hint, the control itself, and the always-present error slot. The
 * control gets its invalid state and hint/error wiring from `fieldControlAria`.
 */
import type { ReactNode } from "react";
import { FieldError } from "./FieldError.tsx";
import { FieldLabel } from "./FieldLabel.tsx";
import { describedBy, hintId } from "./field-ids.ts";

interface FieldShellProps {
  id: string;
  label: string;
  error?: string | undefined;
  hint?: string | undefined;
  required?: boolean | undefined;
  /** Extra class on the wrapper, next to `field`. */
  className?: string | undefined;
  children: ReactNode;
}

export function FieldShell({ id, label, error, hint, required, className, children }: FieldShellProps) {
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
      {children}
      <FieldError id={id} message={error} />
    </div>
  );
}

/** aria-invalid and aria-describedby for the control inside a FieldShell with the same id, error and hint. */
export function fieldControlAria(id: string, error: string | undefined, hint: string | undefined) {
  return {
    "aria-invalid": error ? true : undefined,
    "aria-describedby": describedBy(id, Boolean(hint)),
  };
}
