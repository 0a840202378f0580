import type { ReactNode } from "react";

/** One titled group of the application form (a fieldset whose legend is the section heading). */
export function FormSection({ id, title, children, grid = true }: { id: string; title: string; children: ReactNode; grid?: boolean }) {
  return (
    <fieldset className="form__section" id={id}>
      <legend className="form__section-title">{title}</legend>
      {grid ? <div className="form__grid">{children}</div> : children}
    </fieldset>
  );
}
