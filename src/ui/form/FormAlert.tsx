import type { ReactNode } from "react";
import "./form-controls.css";

/**
 * A message for the whole form (e.g. 'Bitte korrigieren Sie 3 Eingaben.' or server-side details).
 * The role=alert container is always present so that new content is announced reliably.
 */
export function FormAlert({ id, title, children }: { id: string; title?: string | undefined; children?: ReactNode }) {
  const visible = Boolean(title || children);
  return (
    <div id={id} role="alert" className={visible ? "form-alert" : "form-alert form-alert--empty"}>
      {title ? <p className="form-alert__title">{title}</p> : null}
      {children}
    </div>
  );
}
