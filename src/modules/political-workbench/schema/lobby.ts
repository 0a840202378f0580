/** The lobby register report (ADR 173): entered figures and the gathered report. */
import { z } from "zod";
import { optionalText, versionField } from "../../../shared/schemas/form-fields.ts";
import { optionalDecimal, optionalInt } from "./fields.ts";

export const yearParams = z.object({ year: z.coerce.number().int().min(2020).max(2100) });
/** `fresh=1`: the gathered figures computed now (and kept as the new snapshot) instead of a snapshot up to an hour old. */
export const lobbyReportQuery = z.object({ fresh: z.enum(["1"]).optional() });

const grantSchema = z.strictObject({
  giver: z.string().trim().min(1, { error: "Bitte nennen Sie die Geberin oder den Geber." }).max(200),
  seat: z.string().trim().min(1, { error: "Bitte nennen Sie Sitz oder Wohnort." }).max(120),
  description: z.string().trim().min(1, { error: "Bitte beschreiben Sie die Leistung kurz." }).max(300),
  euros: z.number({ error: "Der Betrag muss eine Zahl sein." }).int({ error: "Bitte geben Sie den Betrag in ganzen Euro an." }).min(0).max(1_000_000_000),
});

export const lobbyYearInputSchema = z.strictObject({
  employeesCount: optionalInt(0, 10_000, "Die Zahl der Beschäftigten"),
  employeesFte: optionalDecimal(0, 10_000, "Die Vollzeitäquivalente"),
  expenditureEuros: optionalInt(0, 1_000_000_000, "Die Aufwendungen"),
  grants: z.array(grantSchema).max(50, { error: "Höchstens 50 Zuwendungen." }).default([]),
  activityDescription: optionalText(5000, "Die Tätigkeitsbeschreibung"),
  notes: optionalText(2000, "Die Notiz"),
  version: versionField.nullable(),
});
export type LobbyYearInput = z.input<typeof lobbyYearInputSchema>;
export type LobbyYearValues = z.output<typeof lobbyYearInputSchema>;

export interface LobbyReport {
  year: number;
  entered: {
    employeesCount: number | null;
    employeesFte: number | null;
    expenditureEuros: number | null;
    expenditureBand: string | null;
    grants: { giver: string; seat: string; description: string; euros: number; band: string; reportable: boolean }[];
    activityDescription: string | null;
    notes: string | null;
    version: number | null;
    updatedAt: string | null;
  };
  members: { total: number; byClass: { membershipClass: string; label: string; count: number }[] };
  topics: string[];
  regulatoryProjects: {
    id: string;
    title: string;
    level: string;
    printedPapers: string[];
    stage: string;
    positions: { id: string; title: string; summary: string | null }[];
  }[];
  statements: { id: string; title: string; status: string; adoptedOn: string | null; procedureTitles: string[] }[];
  contactsByAddressee: { key: string; label: string; actions: number }[];
  /** What the report could not fill in and people should enter. */
  missing: string[];
  /** When the gathered figures were computed (ISO time; the screen's are at most an hour old). */
  computedAt: string;
}
