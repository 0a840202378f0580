/**
 * The lobby register report of a year (ADR 173): the entered figures and what the workbench knows
 * (members at year end, topics, regulatory projects, principal statements, contacts by addressee).
 */
import { eq, sql } from "drizzle-orm";
import type { Db } from "#platform/db/client.ts";
import { rowsOf } from "#platform/db/rows.ts";
import { now } from "#platform/clock.ts";
import { MEMBERSHIP_CLASS_LABELS } from "#modules/members/schema/labels.ts";
import type { MembershipClass } from "#modules/members/index.ts";
import { INSTITUTION_KIND_LABELS, POSITION_STATUS_LABELS, type InstitutionKind, type PositionStatus } from "../domain/labels.ts";
import { LEVEL_LABELS, stageLabel, type Level, type Stage } from "../domain/stages.ts";
import { isReportableGrant, tenThousandBand } from "../domain/lobby-bands.ts";
import type { LobbyReport } from "../schema/lobby.ts";
import { refreshSnapshot, snapshotOf } from "#platform/reports/snapshots.ts";
import { politicalLobbyYears } from "./tables.ts";

/**
 * The report's name in report_snapshots (platform/reports). The snapshot holds the screen's
 * bounded figures (issue 27; "political.lobby" held every project, 587 KB at bench scale).
 */
export const LOBBY_SNAPSHOT = "political.lobby.screen";

/** Regulatory projects and statements the screen lists (the rest is counted; the CSV has them all). */
export const LOBBY_SCREEN_ITEMS = 50;

type LobbyFigures = Pick<
  LobbyReport,
  "members" | "topics" | "regulatoryProjects" | "regulatoryProjectsTotal" | "statements" | "statementsTotal" | "contactsByAddressee"
>;

/**
 * The report of a year. For the screen (`snapshot` given) what the workbench knows (members,
 * topics, projects, statements, contacts: a year of actions and procedures) comes from a snapshot
 * at most an hour old (`"read"`, its time in computedAt) or is computed now and kept (`"refresh"`,
 * the screen's "Jetzt neu berechnen"), with the first LOBBY_SCREEN_ITEMS projects and statements
 * and their totals; for the CSV that is filed (no `snapshot`) it is computed afresh and complete.
 * The entered figures are always read as they are (people edit them with a version).
 */
export async function lobbyReport(db: Db, year: number, options: { snapshot?: "read" | "refresh" } = {}): Promise<LobbyReport> {
  const [entered] = await db.select().from(politicalLobbyYears).where(eq(politicalLobbyYears.year, year));
  const compute = () => lobbyFigures(db, year, options.snapshot ? LOBBY_SCREEN_ITEMS : null);
  const figures =
    options.snapshot === "read"
      ? await snapshotOf(db, LOBBY_SNAPSHOT, String(year), compute)
      : options.snapshot === "refresh"
        ? await refreshSnapshot(db, LOBBY_SNAPSHOT, String(year), compute)
        : { value: await compute(), computedAt: now().toISOString() };
  return { ...reportOf(year, entered, figures.value), computedAt: figures.computedAt };
}

/** `limit`: at most this many projects and statements (ordered as listed; the totals count all), null for all of them. */
export async function lobbyFigures(db: Db, year: number, limit: number | null): Promise<LobbyFigures> {
  const first = `${year}-01-01`;
  const last = `${year}-12-31`;
  const limited = limit === null ? sql`` : sql` LIMIT ${limit}`;
  // Column names are constants of this file; the dates are parameters.
  const inYear = (column: string) => sql`${sql.raw(column)} BETWEEN ${first}::date AND ${last}::date`;

  const [members, topics, projects, statements, addressees] = await Promise.all([
    db
      .execute(sql`SELECT m.membership_class AS class, count(*)::int AS n FROM memberships m
        WHERE m.entry_date <= ${last}::date AND (m.exit_date IS NULL OR m.exit_date > ${last}::date) GROUP BY 1 ORDER BY 1`)
      .then((r) => rowsOf<{ class: MembershipClass; n: number }>(r)),
    db
      .execute(sql`SELECT DISTINCT topic FROM (
          SELECT p.topic FROM political_positions p WHERE p.status <> 'entwurf' AND (${inYear("p.adopted_on")} OR p.updated_at::date BETWEEN ${first}::date AND ${last}::date)
          UNION SELECT c.topic FROM political_campaigns c WHERE c.topic IS NOT NULL AND c.starts_on <= ${last}::date AND c.ends_on >= ${first}::date
          UNION SELECT pr.topic FROM political_procedures pr WHERE pr.topic IS NOT NULL AND EXISTS (SELECT 1 FROM political_stage_changes s WHERE s.procedure_id = pr.id AND ${inYear("s.changed_on")})
        ) t WHERE topic IS NOT NULL ORDER BY topic`)
      .then((r) => rowsOf<{ topic: string }>(r).map((t) => t.topic)),
    db
      // The page first (with the count of all), then the positions of the projects on it.
      .execute(sql`WITH projects AS (SELECT pr.id, pr.title, pr.level, pr.stage, pr.printed_papers, count(*) OVER () AS total
          FROM political_procedures pr
          WHERE pr.level IN ('bund', 'eu') AND (
            EXISTS (SELECT 1 FROM political_stage_changes s WHERE s.procedure_id = pr.id AND ${inYear("s.changed_on")})
            OR EXISTS (SELECT 1 FROM political_procedure_dates d WHERE d.procedure_id = pr.id AND ${inYear("d.due_on")})
            OR EXISTS (SELECT 1 FROM political_actions a JOIN political_campaigns c ON c.id = a.campaign_id WHERE c.procedure_id = pr.id AND ${inYear("a.occurred_on")}))
          ORDER BY lower(pr.title), pr.id${limited})
        SELECT pr.id, pr.title, pr.level, pr.stage, pr.printed_papers AS "printedPapers", pr.total::int AS total,
          coalesce((SELECT json_agg(json_build_object('id', p.id, 'title', p.title, 'summary', p.summary) ORDER BY p.title)
            FROM political_procedure_positions pp JOIN political_positions p ON p.id = pp.position_id WHERE pp.procedure_id = pr.id AND p.status <> 'entwurf'), '[]'::json) AS positions
        FROM projects pr ORDER BY lower(pr.title), pr.id`)
      .then((r) => rowsOf<{ id: string; title: string; level: Level; stage: Stage; printedPapers: string[]; total: number; positions: unknown }>(r)),
    db
      .execute(sql`SELECT p.id, p.title, p.status, p.adopted_on::text AS "adoptedOn", (count(*) OVER ())::int AS total,
          array(SELECT pr.title FROM political_procedure_positions pp JOIN political_procedures pr ON pr.id = pp.procedure_id
            WHERE pp.position_id = p.id AND pr.level IN ('bund', 'eu') ORDER BY pr.title) AS "procedureTitles"
        FROM political_positions p WHERE p.status <> 'entwurf' AND ${inYear("p.adopted_on")}
          AND EXISTS (SELECT 1 FROM political_procedure_positions pp JOIN political_procedures pr ON pr.id = pp.procedure_id WHERE pp.position_id = p.id AND pr.level IN ('bund', 'eu'))
        ORDER BY p.adopted_on, p.title, p.id${limited}`)
      .then((r) => rowsOf<{ id: string; title: string; status: PositionStatus; adoptedOn: string | null; procedureTitles: string[]; total: number }>(r)),
    db
      .execute(sql`SELECT coalesce(s.institution_kind, 'sonstige') AS kind, count(DISTINCT a.id)::int AS n
        FROM political_actions a JOIN political_action_contacts ac ON ac.action_id = a.id LEFT JOIN political_stakeholders s ON s.contact_id = ac.contact_id
        WHERE a.outcome <> 'geplant' AND ${inYear("a.occurred_on")} GROUP BY 1 ORDER BY 2 DESC, 1`)
      .then((r) => rowsOf<{ kind: InstitutionKind; n: number }>(r)),
  ]);

  return {
    members: {
      total: members.reduce((sum, m) => sum + Number(m.n), 0),
      byClass: members.map((m) => ({ membershipClass: m.class, label: MEMBERSHIP_CLASS_LABELS[m.class] ?? m.class, count: Number(m.n) })),
    },
    topics,
    regulatoryProjectsTotal: Number(projects[0]?.total ?? 0),
    regulatoryProjects: projects.map((p) => ({
      id: p.id,
      title: p.title,
      level: LEVEL_LABELS[p.level],
      printedPapers: p.printedPapers,
      stage: stageLabel(p.stage, p.level),
      positions: (typeof p.positions === "string" ? JSON.parse(p.positions) : p.positions) as { id: string; title: string; summary: string | null }[],
    })),
    statementsTotal: Number(statements[0]?.total ?? 0),
    statements: statements.map(({ total: _total, ...s }) => ({ ...s, status: POSITION_STATUS_LABELS[s.status] })),
    contactsByAddressee: addressees.map((a) => ({ key: a.kind, label: INSTITUTION_KIND_LABELS[a.kind] ?? a.kind, actions: Number(a.n) })),
  };
}

function reportOf(year: number, entered: typeof politicalLobbyYears.$inferSelect | undefined, figures: LobbyFigures): Omit<LobbyReport, "computedAt"> {
  const grants = (entered?.grants ?? []).map((g) => ({ ...g, band: tenThousandBand(g.euros), reportable: isReportableGrant(g.euros) }));
  const employeesFte = entered?.employeesFte == null ? null : Number(entered.employeesFte);
  const missing: string[] = [];
  if (entered?.employeesCount == null) missing.push("Zahl der Beschäftigten in der Interessenvertretung");
  if (employeesFte === null) missing.push("Vollzeitäquivalente der Beschäftigten");
  if (entered?.expenditureEuros == null) missing.push("Jährliche finanzielle Aufwendungen");
  if (!entered?.activityDescription) missing.push("Beschreibung der Tätigkeit");

  return {
    year,
    entered: {
      employeesCount: entered?.employeesCount ?? null,
      employeesFte,
      expenditureEuros: entered?.expenditureEuros ?? null,
      expenditureBand: entered?.expenditureEuros == null ? null : tenThousandBand(entered.expenditureEuros),
      grants,
      activityDescription: entered?.activityDescription ?? null,
      notes: entered?.notes ?? null,
      version: entered?.version ?? null,
      updatedAt: entered?.updatedAt.toISOString() ?? null,
    },
    ...figures,
    missing,
  };
}
