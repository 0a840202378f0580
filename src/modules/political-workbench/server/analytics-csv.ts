/** The analytics as CSV: the same numbers the screen shows, one figure per line (easy to pivot). */
import { formatGermanDate } from "#shared/dates.ts";
import { ACTION_KINDS, ACTION_KIND_LABELS } from "../domain/labels.ts";
import type { CampaignAnalytics } from "../schema/analytics.ts";
import { toCsv } from "#shared/csv.ts";

const HEADER = ["Kennzahl", "Gruppe", "Unterteilung", "Anzahl"];

export function analyticsCsv(a: CampaignAnalytics, campaignTitle: string | null): string {
  const rows: (string | number)[][] = [
    ["Zeitraum", `${formatGermanDate(a.from)} bis ${formatGermanDate(a.to)}`, campaignTitle ?? "alle Kampagnen", a.totals.actions],
  ];
  for (const week of a.weeks) {
    for (const kind of ACTION_KINDS)
      rows.push(["Aktionen je Woche", `${week.label} (ab ${formatGermanDate(week.weekStart)})`, ACTION_KIND_LABELS[kind], week.counts[kind]]);
  }
  rows.push(["Reichweite", "Zielpersonen", "", a.reach.targeted]);
  rows.push(["Reichweite", "davon erreicht", "", a.reach.reached]);
  rows.push(["Reichweite", "weitere erreichte Personen", "", a.reach.reachedBeyondTargets]);
  for (const p of a.byParty) rows.push(["Kontakte nach Partei", p.label, "", p.count]);
  for (const i of a.byInstitution) rows.push(["Kontakte nach Institution", i.label, "", i.count]);
  for (const f of a.funnel) rows.push(["Ergebnis-Trichter", f.label, "", f.count]);
  return toCsv(HEADER, rows);
}
