/**
 * The analytics' quick choices (4 weeks, 12 weeks, this year up to today): the screen offers them,
 * the hourly job keeps their figures computed (so opening the screen reads a snapshot).
 */
import { addDays } from "#shared/dates.ts";

export interface RangePreset {
  label: string;
  from: string;
  to: string;
}

/** `today`: a Berlin calendar date (YYYY-MM-DD). The screen opens on the 12 weeks. */
export function rangePresets(today: string): RangePreset[] {
  return [
    { label: "4 Wochen", from: addDays(today, -27), to: today },
    { label: "12 Wochen", from: addDays(today, -83), to: today },
    { label: "Dieses Jahr", from: `${today.slice(0, 4)}-01-01`, to: today },
  ];
}
