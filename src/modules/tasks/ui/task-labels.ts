/** How statuses and priorities look: the word carries the meaning, the colour only supports it. */
import type { BadgeTone } from "#ui/backoffice/StatusBadge.tsx";
import type { Priority } from "../domain/priority.ts";
import type { TaskStatus } from "../domain/status.ts";

export const STATUS_TONES: Record<TaskStatus, BadgeTone> = {
  offen: "neutral",
  in_arbeit: "info",
  wartet: "warning",
  erledigt: "success",
  verworfen: "neutral",
};
export const PRIORITY_TONES: Record<Priority, BadgeTone> = { 1: "neutral", 2: "neutral", 3: "warning", 4: "danger" };

const initialsOf = (name: string) =>
  name
    .split(/[\s@.]+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]!.toUpperCase())
    .join("");
export { initialsOf };
