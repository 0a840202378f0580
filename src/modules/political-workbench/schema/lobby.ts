/** The lobby register report (ADR 173): entered figures and the gathered report. */
import { z } from "zod";
import { calendarDate, recordId, timestamp, version } from "#shared/contract/answers.ts";
import { optionalText, versionField } from "#shared/schemas/form-fields.ts";
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

const nonNegative = z.number().int().min(0);

export const lobbyReportSchema = z.strictObject({
  year: z.number().int(),
  entered: z.strictObject({
    employeesCount: z.number().int().nullable(),
    employeesFte: z.number().nullable(),
    expenditureEuros: z.number().int().nullable(),
    expenditureBand: z.string().nullable(),
    grants: z.array(
      z.strictObject({ giver: z.string(), seat: z.string(), description: z.string(), euros: z.number().int(), band: z.string(), reportable: z.boolean() }),
    ),
    activityDescription: z.string().nullable(),
    notes: z.string().nullable(),
    version: version.nullable(),
    updatedAt: timestamp.nullable(),
  }),
  members: z.strictObject({
    total: nonNegative,
    byClass: z.array(z.strictObject({ membershipClass: z.string(), label: z.string(), count: nonNegative })),
  }),
  topics: z.array(z.string()),
  /** On the screen the first projects and statements (the CSV lists them all); the totals count all. */
  regulatoryProjectsTotal: nonNegative,
  regulatoryProjects: z.array(
    z.strictObject({
      id: recordId,
      title: z.string(),
      level: z.string(),
      printedPapers: z.array(z.string()),
      stage: z.string(),
      positions: z.array(z.strictObject({ id: recordId, title: z.string(), summary: z.string().nullable() })),
    }),
  ),
  statementsTotal: nonNegative,
  statements: z.array(
    z.strictObject({ id: recordId, title: z.string(), status: z.string(), adoptedOn: calendarDate.nullable(), procedureTitles: z.array(z.string()) }),
  ),
  contactsByAddressee: z.array(z.strictObject({ key: z.string(), label: z.string(), actions: nonNegative })),
  /** What the report could not fill in and people should enter. */
  missing: z.array(z.string()),
  /** When the gathered figures were computed (ISO time; the screen's are at most an hour old). */
  computedAt: timestamp,
});
export type LobbyReport = z.output<typeof lobbyReportSchema>;
