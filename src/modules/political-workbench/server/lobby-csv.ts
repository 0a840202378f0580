/** The lobby register report as CSV: one line per statement, grouped by the register's sections. */
import { formatGermanDate } from "#shared/dates.ts";
import type { LobbyReport } from "../schema/lobby.ts";
import { toCsv } from "#shared/csv.ts";

const euro = new Intl.NumberFormat("de-DE", { maximumFractionDigits: 0 });

export function lobbyReportCsv(report: LobbyReport, today: string): string {
  const rows: (string | number | null)[][] = [];
  const add = (section: string, item: string, value: string | number | null) => rows.push([section, item, value]);
  add("Bericht", "Berichtsjahr", report.year);
  add("Bericht", "Erstellt am", formatGermanDate(today));
  add("Mitglieder (Jahresende)", "Insgesamt", report.members.total);
  for (const c of report.members.byClass) add("Mitglieder (Jahresende)", c.label, c.count);
  add("Beschäftigte in der Interessenvertretung", "Anzahl", report.entered.employeesCount);
  add("Beschäftigte in der Interessenvertretung", "Vollzeitäquivalente", report.entered.employeesFte);
  add("Finanzielle Aufwendungen", "Betrag (Euro)", report.entered.expenditureEuros);
  add("Finanzielle Aufwendungen", "Stufe", report.entered.expenditureBand);
  for (const g of report.entered.grants)
    add(
      "Zuwendungen und Schenkungen",
      `${g.giver} (${g.seat}): ${g.description}`,
      `${euro.format(g.euros)} Euro · ${g.band}${g.reportable ? "" : " · unter der Meldeschwelle"}`,
    );
  add("Tätigkeit", "Beschreibung", report.entered.activityDescription);
  for (const topic of report.topics) add("Interessen- und Vorhabenbereiche", topic, null);
  for (const p of report.regulatoryProjects) {
    add("Regelungsvorhaben", p.title, [p.level, p.stage, p.printedPapers.join(", ")].filter(Boolean).join(" · "));
    for (const position of p.positions) add("Regelungsvorhaben: Position", `${p.title}: ${position.title}`, position.summary);
  }
  for (const s of report.statements)
    add("Grundlegende Stellungnahmen", s.title, [s.status, formatGermanDate(s.adoptedOn, ""), s.procedureTitles.join(", ")].filter(Boolean).join(" · "));
  for (const a of report.contactsByAddressee) add("Kontakte nach Adressat", a.label, a.actions);
  for (const m of report.missing) add("Fehlende Angaben", m, null);
  return toCsv(["Abschnitt", "Angabe", "Wert"], rows);
}
