/**
 * The error text of one field. The element is always rendered (empty when valid) and is a polite live
 * region, so an error that appears or changes while typing is announced; it is also the target of
 * the control's aria-describedby, so it is read when the field receives focus.
 */
import { errorId } from "./field-ids.ts";

export function FieldError({ id, message }: { id: string; message?: string | undefined }) {
  return (
    <p id={errorId(id)} className="field__error" aria-live="polite">
      {message ?? ""}
    </p>
  );
}
