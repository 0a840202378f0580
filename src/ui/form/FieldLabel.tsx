import type { ReactNode } from "react";

/** A label with the visual required mark; the control itself carries `required` for assistive tech. */
export function RequiredMark() {
  return (
    <span className="field__required" aria-hidden="true">
      {" *"}
    </span>
  );
}

export function FieldLabel({ htmlFor, required, children }: { htmlFor: string; required?: boolean | undefined; children: ReactNode }) {
  return (
    <label className="field__label" htmlFor={htmlFor}>
      {children}
      {required ? <RequiredMark /> : null}
    </label>
  );
}
