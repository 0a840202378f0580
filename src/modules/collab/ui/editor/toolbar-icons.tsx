/** Line icons for the toolbar (24px grid, currentColor), so they follow the button's colour. */
import type { ReactElement } from "react";

const icon = (...paths: string[]): ReactElement => (
  <svg
    viewBox="0 0 24 24"
    width="18"
    height="18"
    fill="none"
    stroke="currentColor"
    strokeWidth="2"
    strokeLinecap="round"
    strokeLinejoin="round"
    aria-hidden="true"
    focusable="false"
  >
    {paths.map((d) => (
      <path key={d} d={d} />
    ))}
  </svg>
);

export const TOOLBAR_ICONS: Record<string, ReactElement> = {
  undo: icon("M9 14 4 9l5-5", "M4 9h11a5 5 0 0 1 0 10h-3"),
  redo: icon("m15 14 5-5-5-5", "M20 9H9a5 5 0 0 0 0 10h3"),
  bulletList: icon("M9 6h11", "M9 12h11", "M9 18h11", "M4.5 6h.01", "M4.5 12h.01", "M4.5 18h.01"),
  orderedList: icon("M10 6h10", "M10 12h10", "M10 18h10", "M4 5h1v4", "M4 9h2", "M6 18H4c0-1 2-2 2-3s-1-1.5-2-1"),
  taskList: icon("m3.5 6.5 1.5 1.5 3-3", "m3.5 16.5 1.5 1.5 3-3", "M12 7h8", "M12 17h8"),
  blockquote: icon("M6 17h3l2-4V7H5v6h3", "M14 17h3l2-4V7h-6v6h3"),
  table: icon("M4 4h16v16H4z", "M4 10h16", "M4 15h16", "M10 4v16"),
  horizontalRule: icon("M4 12h16"),
  link: icon("M10 13a5 5 0 0 0 7.5.5l3-3a5 5 0 0 0-7-7l-1.7 1.7", "M14 11a5 5 0 0 0-7.5-.5l-3 3a5 5 0 0 0 7 7l1.7-1.7"),
};
