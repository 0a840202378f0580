import type { ReactNode } from "react";
import "./ui.css";

/**
 * A row of filters above a list. Its fields grow with the row up to 24rem each (so a wide screen
 * does not stretch one date field across the page). With a `label` it is a search landmark.
 */
export function FilterBar({ label, className, children }: { label?: string; className?: string; children: ReactNode }) {
  const classes = className ? `filter-bar filter-bar--bounded ${className}` : "filter-bar filter-bar--bounded";
  return label ? (
    <div className={classes} role="search" aria-label={label}>
      {children}
    </div>
  ) : (
    <div className={classes}>{children}</div>
  );
}
