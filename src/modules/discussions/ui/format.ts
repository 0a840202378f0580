/** Dates as people read them in a forum: "vor 5 Min.", "gestern", "12.03.2026". */
import { formatGermanDate, formatGermanDateTime } from "#shared/dates.ts";
import { countOf } from "#shared/plural.ts";
import { browserNow } from "#ui/clock.ts";

const rtf = new Intl.RelativeTimeFormat("de-DE", { numeric: "auto" });

export function relativeTime(iso: string, now = browserNow().getTime()): string {
  const seconds = Math.round((new Date(iso).getTime() - now) / 1000);
  const abs = Math.abs(seconds);
  if (abs < 60) return "gerade eben";
  if (abs < 3600) return rtf.format(Math.round(seconds / 60), "minute");
  if (abs < 86_400) return rtf.format(Math.round(seconds / 3600), "hour");
  if (abs < 7 * 86_400) return rtf.format(Math.round(seconds / 86_400), "day");
  return formatGermanDate(new Date(iso));
}

export const exactTime = (iso: string) => formatGermanDateTime(iso);

export const postsLabel = (n: number) => countOf(n, "Beitrag", "Beiträge");
