/** The four charts of the task analytics: their data, table columns and CSV, from one answer. */
import { formatGermanDate } from "#shared/dates.ts";
import type { TaskAnalytics } from "../../schema/analytics.ts";
import type { CsvValue as Cell } from "#shared/csv.ts";

export interface ChartTable {
  id: string;
  title: string;
  description: string;
  header: string[];
  rows: Cell[][];
  fileName: string;
}

const week = (iso: string) => `KW ab ${formatGermanDate(iso)}`;

export function chartTables(data: TaskAnalytics): Record<"openDone" | "throughput" | "cycle" | "overdueProject" | "overdueAssignee", ChartTable> {
  const range = `${data.from}_${data.to}`;
  return {
    openDone: {
      id: "open-done",
      title: "Offen und erledigt im Zeitverlauf",
      description: "Offene Aufgaben am Ende jeder Woche, neu angelegte und erledigte Aufgaben der Woche.",
      header: ["Woche", "Offen am Wochenende", "Neu angelegt", "Erledigt"],
      rows: data.weeks.map((w) => [week(w.weekStart), w.openAtEnd, w.created, w.done]),
      fileName: `aufgaben-offen-erledigt_${range}.csv`,
    },
    throughput: {
      id: "throughput",
      title: "Durchsatz pro Woche",
      description: "Anzahl der Aufgaben, die in der Woche als erledigt markiert wurden.",
      header: ["Woche", "Erledigt"],
      rows: data.weeks.map((w) => [week(w.weekStart), w.done]),
      fileName: `aufgaben-durchsatz_${range}.csv`,
    },
    cycle: {
      id: "cycle",
      title: "Durchlaufzeit (Median) pro Woche",
      description: "Median der Tage vom Beginn der Arbeit (oder vom Anlegen) bis „erledigt“, für die in der Woche erledigten Aufgaben.",
      header: ["Woche", "Median in Tagen"],
      rows: data.weeks.map((w) => [week(w.weekStart), w.medianCycleDays]),
      fileName: `aufgaben-durchlaufzeit_${range}.csv`,
    },
    overdueProject: {
      id: "overdue-project",
      title: "Überfällig nach Projekt",
      description: `Offene Aufgaben mit überschrittenem Termin zum ${formatGermanDate(data.to)} (oder heute).`,
      header: ["Projekt", "Überfällig"],
      rows: data.overdueByProject.map((r) => [r.name, r.overdue]),
      fileName: `aufgaben-ueberfaellig-projekte_${range}.csv`,
    },
    overdueAssignee: {
      id: "overdue-assignee",
      title: "Überfällig nach Person",
      description: "Eine Aufgabe mit zwei Zuständigen zählt bei beiden.",
      header: ["Person", "Überfällig"],
      rows: data.overdueByAssignee.map((r) => [r.name, r.overdue]),
      fileName: `aufgaben-ueberfaellig-personen_${range}.csv`,
    },
  };
}
