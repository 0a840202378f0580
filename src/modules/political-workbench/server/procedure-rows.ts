/** The columns of a procedure list row and their mapping, shared by the list and the detail. */
import { sql } from "drizzle-orm";
import { outer } from "./outer-column.ts";
import { politicalProcedures } from "./tables.ts";
import { profileName } from "./people-queries.ts";
import type { ProcedureListItem } from "../schema/procedure.ts";
import type { DateKind } from "../domain/labels.ts";

/** The next date from `today` on, as JSON (every driver parses json columns). */
export function nextDateColumn(today: string) {
  return sql<{ title: string; kind: DateKind; dueOn: string } | null>`(
    SELECT json_build_object('title', d.title, 'kind', d.kind, 'dueOn', d.due_on::text)
    FROM political_procedure_dates d
    WHERE d.procedure_id = ${outer(politicalProcedures.id)} AND d.due_on >= ${today}::date
    ORDER BY d.due_on, d.id LIMIT 1)`;
}

export function procedureColumns(today: string) {
  return {
    procedure: politicalProcedures,
    responsibleName: profileName(politicalProcedures.responsibleId),
    nextDate: nextDateColumn(today),
  };
}

export function toProcedureListItem(row: {
  procedure: typeof politicalProcedures.$inferSelect;
  responsibleName: string | null;
  nextDate: ProcedureListItem["nextDate"] | string;
}): ProcedureListItem {
  const p = row.procedure;
  const nextDate = typeof row.nextDate === "string" ? (JSON.parse(row.nextDate) as ProcedureListItem["nextDate"]) : row.nextDate;
  return {
    id: p.id,
    title: p.title,
    shortTitle: p.shortTitle,
    level: p.level,
    land: p.land,
    stage: p.stage,
    stageSince: p.stageSince,
    printedPapers: p.printedPapers,
    topic: p.topic,
    responsibleName: row.responsibleName,
    nextDate: nextDate ?? null,
    archivedAt: p.archivedAt?.toISOString() ?? null,
    updatedAt: p.updatedAt.toISOString(),
    version: p.version,
  };
}
