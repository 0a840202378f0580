/** A short status word with a colour that is never the only signal (the word carries the meaning). */
import type { ReactNode } from "react";
import "./ui.css";

export type BadgeTone = "neutral" | "success" | "warning" | "danger" | "info";

export function StatusBadge({ tone = "neutral", children }: { tone?: BadgeTone; children: ReactNode }) {
  return <span className={`status-badge status-badge--${tone}`}>{children}</span>;
}
