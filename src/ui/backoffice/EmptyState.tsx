/** What an empty list says: what is missing and what to do about it. */
import type { ReactNode } from "react";
import "./ui.css";

export function EmptyState({ title, text, action }: { title: string; text: string; action?: ReactNode }) {
  return (
    <div className="empty-state">
      <p className="empty-state__title">{title}</p>
      <p className="empty-state__text">{text}</p>
      {action ? <div className="empty-state__action">{action}</div> : null}
    </div>
  );
}
