/** Priorities are numbers (1 lowest) so that lists sort by an index; people see the words. */
export const PRIORITIES = [1, 2, 3, 4] as const;
export type Priority = (typeof PRIORITIES)[number];

export const PRIORITY_LABELS: Record<Priority, string> = { 1: "Niedrig", 2: "Normal", 3: "Hoch", 4: "Dringend" };
export const DEFAULT_PRIORITY: Priority = 2;
