import type { ReactNode } from "react";
import "./ui.css";

/**
 * The heading of a screen: title, lead and the screen's actions (children). `actionsBeside` puts
 * the actions to the right of the title with the lead below both (on phones they go under the
 * title); without it they follow the lead.
 */
export function PageHeader({ title, lead, actionsBeside = false, children }: { title: string; lead?: string; actionsBeside?: boolean; children?: ReactNode }) {
  return (
    <header className={actionsBeside ? "page-header page-header--actions-beside" : "page-header"}>
      <h1 className="page-header__title">{title}</h1>
      {lead ? <p className="page-header__lead">{lead}</p> : null}
      {children}
    </header>
  );
}
