/**
 * /backend/todos/analytics (board and admin): does the association keep its commitments? Open vs
 * done over time, throughput, cycle time and what is overdue by project and person, for a date
 * range. The charts load with their library only here; each has a table and a CSV download.
 */
import { lazy, Suspense, useState } from "react";
import { Link } from "react-router";
import { berlinDate, formatGermanDate, addDays } from "#shared/dates.ts";
import { browserNow } from "#ui/clock.ts";
import { routes, type ScreenProps } from "#shared/routes.ts";
import { PageHeader } from "#ui/backoffice/PageHeader.tsx";
import { QueryError } from "#ui/backoffice/QueryError.tsx";
import { Spinner } from "#ui/backoffice/Spinner.tsx";
import { useDocumentTitle } from "#ui/backoffice/use-document-title.ts";
import { analyticsQuery } from "../../schema/analytics.ts";
import { useAnalytics, useProjects } from "../tasks-api.ts";
import { ChartSection } from "#ui/charts/ChartSection.tsx";
import { chartTables, type ChartTable } from "./chart-specs.ts";
import "../todos.css";

const Charts = {
  OpenDone: lazy(() => import("./Charts.tsx").then((m) => ({ default: m.OpenDoneChart }))),
  Throughput: lazy(() => import("./Charts.tsx").then((m) => ({ default: m.ThroughputChart }))),
  Cycle: lazy(() => import("./Charts.tsx").then((m) => ({ default: m.CycleChart }))),
  Overdue: lazy(() => import("./Charts.tsx").then((m) => ({ default: m.OverdueChart }))),
};

/** The shared section's props of one of this screen's tables. */
const sectionOf = (t: ChartTable) => ({ title: t.title, description: t.description, fileName: t.fileName, table: t });

const PRESETS = [
  { label: "3 Monate", days: 91 },
  { label: "12 Monate", days: 365 },
  { label: "2 Jahre", days: 730 },
];

const format = (n: number | null, unit = "") => (n === null ? "–" : `${n.toLocaleString("de-DE")}${unit}`);

export default function TaskAnalyticsScreen({ route }: ScreenProps) {
  useDocumentTitle(route.title);
  const today = berlinDate(browserNow());
  const [range, setRange] = useState({ from: addDays(today, -365), to: today, projectId: "" });
  const [draft, setDraft] = useState(range);
  const [error, setError] = useState<string | null>(null);
  const projects = useProjects(true);
  const query = useAnalytics({ from: range.from, to: range.to, ...(range.projectId ? { projectId: range.projectId } : {}) });

  const apply = (next: typeof range) => {
    const parsed = analyticsQuery.safeParse({ from: next.from, to: next.to, ...(next.projectId ? { projectId: next.projectId } : {}) });
    if (!parsed.success) return setError(parsed.error.issues.map((i) => i.message).join(" "));
    setError(null);
    setRange(next);
  };
  const tables = query.data ? chartTables(query.data) : null;
  const chartFallback = <Spinner label="Diagramm wird geladen …" />;

  return (
    <section className="task-analytics">
      <PageHeader title={route.title} lead="Hält der Verband seine Zusagen? Offene und erledigte Aufgaben, Durchsatz, Durchlaufzeit und Überfälliges.">
        <Link className="button" to={routes.todos.path}>
          Zu den Aufgaben
        </Link>
      </PageHeader>
      <form
        className="filter-bar analytics-range"
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          apply(draft);
        }}
      >
        <div className="field">
          <label className="field__label" htmlFor="analytics-from">
            Von
          </label>
          <input
            id="analytics-from"
            type="date"
            className="field__control"
            value={draft.from}
            max={draft.to}
            onChange={(e) => setDraft({ ...draft, from: e.target.value })}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? "analytics-error" : undefined}
          />
        </div>
        <div className="field">
          <label className="field__label" htmlFor="analytics-to">
            Bis
          </label>
          <input id="analytics-to" type="date" className="field__control" value={draft.to} onChange={(e) => setDraft({ ...draft, to: e.target.value })} />
        </div>
        <div className="field">
          <label className="field__label" htmlFor="analytics-project">
            Projekt
          </label>
          <select
            id="analytics-project"
            className="field__control field__control--select"
            value={draft.projectId}
            onChange={(e) => setDraft({ ...draft, projectId: e.target.value })}
          >
            <option value="">Alle Projekte</option>
            {projects.data?.items.map((p) => (
              <option key={p.id} value={p.id}>
                {p.name}
              </option>
            ))}
          </select>
        </div>
        <button type="submit" className="button button--primary">
          Anzeigen
        </button>
        <div className="analytics-range__presets" role="group" aria-label="Zeitraum schnell wählen">
          {PRESETS.map((p) => (
            <button
              key={p.label}
              type="button"
              className="button button--small"
              onClick={() => {
                const next = { ...draft, from: addDays(today, -p.days), to: today };
                setDraft(next);
                apply(next);
              }}
            >
              {p.label}
            </button>
          ))}
        </div>
        {error ? (
          <p id="analytics-error" className="field__error" role="alert">
            {error}
          </p>
        ) : null}
      </form>

      {query.isPending ? <Spinner label="Auswertung wird berechnet …" /> : null}
      {query.isError ? <QueryError error={query.error} onRetry={() => void query.refetch()} /> : null}
      {query.data && tables ? (
        <div aria-busy={query.isFetching || undefined}>
          <p className="muted">
            Zeitraum {formatGermanDate(query.data.from)} bis {formatGermanDate(query.data.to)}, in ganzen Kalenderwochen.
          </p>
          <dl className="kpis">
            <div>
              <dt>Neu angelegt</dt>
              <dd>{format(query.data.totals.created)}</dd>
            </div>
            <div>
              <dt>Erledigt</dt>
              <dd>{format(query.data.totals.done)}</dd>
            </div>
            <div>
              <dt>Offen am Ende</dt>
              <dd>{format(query.data.totals.openAtEnd)}</dd>
            </div>
            <div className={query.data.totals.overdueAtEnd ? "kpis__alert" : undefined}>
              <dt>Überfällig</dt>
              <dd>{format(query.data.totals.overdueAtEnd)}</dd>
            </div>
            <div>
              <dt>Durchlaufzeit (Median)</dt>
              <dd>{format(query.data.totals.medianCycleDays, " Tage")}</dd>
            </div>
            <div>
              <dt>Durchsatz</dt>
              <dd>{format(query.data.totals.throughputPerWeek, " / Woche")}</dd>
            </div>
          </dl>
          <div className="chart-grid">
            <ChartSection {...sectionOf(tables.openDone)} empty={!query.data.weeks.length}>
              <Suspense fallback={chartFallback}>
                <Charts.OpenDone weeks={query.data.weeks} />
              </Suspense>
            </ChartSection>
            <ChartSection {...sectionOf(tables.throughput)} empty={!query.data.totals.done}>
              <Suspense fallback={chartFallback}>
                <Charts.Throughput weeks={query.data.weeks} />
              </Suspense>
            </ChartSection>
            <ChartSection {...sectionOf(tables.cycle)} empty={query.data.totals.medianCycleDays === null}>
              <Suspense fallback={chartFallback}>
                <Charts.Cycle weeks={query.data.weeks} />
              </Suspense>
            </ChartSection>
            <ChartSection {...sectionOf(tables.overdueProject)} empty={!query.data.overdueByProject.length}>
              <Suspense fallback={chartFallback}>
                <Charts.Overdue rows={query.data.overdueByProject} />
              </Suspense>
            </ChartSection>
            <ChartSection {...sectionOf(tables.overdueAssignee)} empty={!query.data.overdueByAssignee.length}>
              <Suspense fallback={chartFallback}>
                <Charts.Overdue rows={query.data.overdueByAssignee} />
              </Suspense>
            </ChartSection>
          </div>
        </div>
      ) : null}
    </section>
  );
}
