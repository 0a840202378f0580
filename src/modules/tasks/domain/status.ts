/**
 * The task workflow: five states, of which erledigt and verworfen close a task. Any state may
 * follow any other (the board lets people drag freely); what a transition changes besides the
 * status is decided here, once, for the single edit, the board and the bulk change alike.
 */
export const TASK_STATUSES = ["offen", "in_arbeit", "wartet", "erledigt", "verworfen"] as const;
export type TaskStatus = (typeof TASK_STATUSES)[number];

export const STATUS_LABELS: Record<TaskStatus, string> = {
  offen: "Offen",
  in_arbeit: "In Arbeit",
  wartet: "Wartet",
  erledigt: "Erledigt",
  verworfen: "Verworfen",
};

export const OPEN_STATUSES = ["offen", "in_arbeit", "wartet"] as const satisfies readonly TaskStatus[];
export const CLOSED_STATUSES = ["erledigt", "verworfen"] as const satisfies readonly TaskStatus[];

export function isClosed(status: TaskStatus): boolean {
  return (CLOSED_STATUSES as readonly string[]).includes(status);
}

export interface TransitionState {
  status: TaskStatus;
  startedAt: Date | null;
  closedAt: Date | null;
}

export interface TransitionEffect extends TransitionState {
  /** The task became "erledigt" just now (a recurring task then gets its successor). */
  completed: boolean;
}

/** The columns a status change writes; a change to the same status changes nothing. */
export function applyTransition(before: TransitionState, next: TaskStatus, now: Date): TransitionEffect {
  if (before.status === next) return { ...before, completed: false };
  const startedAt = before.startedAt ?? (next === "in_arbeit" ? now : null);
  // Reopening clears the close time; closing (again) records when it happened.
  const closedAt = isClosed(next) ? now : null;
  return { status: next, startedAt, closedAt, completed: next === "erledigt" };
}
