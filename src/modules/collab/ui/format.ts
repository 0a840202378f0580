/** Dates as the notes screens show them: "vor 5 Minuten", "gestern, 14:03", "12.03.2027". */
import { formatGermanDate, formatGermanDateTime, formatGermanTime } from "#shared/dates.ts";
const RELATIVE = new Intl.RelativeTimeFormat("de-DE", { numeric: "auto" });

export function relativeTime(iso: string, now = Date.now()): string {
  const seconds = Math.round((new Date(iso).getTime() - now) / 1000);
  if (Math.abs(seconds) < 60) return "gerade eben";
  const minutes = Math.round(seconds / 60);
  if (Math.abs(minutes) < 60) return RELATIVE.format(minutes, "minute");
  const hours = Math.round(minutes / 60);
  if (Math.abs(hours) < 24) return RELATIVE.format(hours, "hour");
  const days = Math.round(hours / 24);
  if (Math.abs(days) < 7) return `${RELATIVE.format(days, "day")}, ${formatGermanTime(iso)}`;
  return formatGermanDate(new Date(iso));
}

export const dateTime = (iso: string) => `${formatGermanDateTime(iso)} Uhr`;
