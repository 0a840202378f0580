/**
 * /backend/analytics (admin): applications by month and status with the funnel from received to
 * admitted, members over time by class and federal state, track kilometres, active people per
 * week and changes per module, for a chosen period. Every chart has its table and a CSV.
 */
import { useState } from "react";
import type { ScreenProps } from "#shared/routes.ts";
import { berlinDate, formatGermanDate, formatGermanDateTime } from "#shared/dates.ts";
import { browserNow } from "#ui/clock.ts";
import { PageHeader } from "#ui/backoffice/PageHeader.tsx";
import { QueryError } from "#ui/backoffice/QueryError.tsx";
import { Spinner } from "#ui/backoffice/Spinner.tsx";
import { TextField } from "#ui/form/TextField.tsx";
import { moduleLabel } from "#modules/audit/schema.ts";
import {
  analyticsQuerySchema,
  APPLICATION_STATUS_KEYS,
  APPLICATION_STATUS_NAMES,
  defaultFrom,
  FUNNEL_STAGE_NAMES,
  MEMBERSHIP_CLASS_KEYS,
  MEMBERSHIP_CLASS_NAMES,
  monthLabel,
  PRESET_MONTHS,
  presetFrom,
  type AnalyticsReport,
} from "../schema.ts";
import { useAnalytics } from "./analytics-api.ts";
import { ChartSection } from "#ui/charts/ChartSection.tsx";
import { HorizontalBars, Lines, StackedBars } from "./Charts.tsx";
import { numberFormat } from "./palette.ts";
import "./analytics.css";

const PRESETS = PRESET_MONTHS.map((months) => ({ months, label: `${months} Monate` }));
const MAX_STATES = 6;

export default function AnalyticsScreen({ route }: ScreenProps) {
  const today = berlinDate(browserNow());
  const [range, setRange] = useState({ from: defaultFrom(today), to: today });
  const [draft, setDraft] = useState(range);
  const [error, setError] = useState<string | undefined>();
  const report = useAnalytics(range);

  const apply = (next: { from: string; to: string }) => {
    const parsed = analyticsQuerySchema.safeParse(next);
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message);
      return;
    }
    setError(undefined);
    setDraft(parsed.data);
    setRange(parsed.data);
  };

  return (
    <section className="analytics-screen">
      <PageHeader
        title={route.title}
        lead="Wie sich Anträge, Mitglieder und die Nutzung des internen Bereichs entwickeln. Alle Zahlen sind Summen; einzelne Personen erscheinen nicht."
      />
      <form
        className="filter-bar analytics-range"
        onSubmit={(e) => {
          e.preventDefault();
          apply(draft);
        }}
        noValidate
        aria-label="Zeitraum"
      >
        <TextField
          id="analytics-from"
          label="Von"
          type="date"
          value={draft.from}
          error={error}
          onChange={(e) => setDraft({ ...draft, from: e.target.value })}
        />
        <TextField id="analytics-to" label="Bis" type="date" value={draft.to} onChange={(e) => setDraft({ ...draft, to: e.target.value })} />
        <button type="submit" className="button button--primary analytics-range__apply">
          Anzeigen
        </button>
        <div className="analytics-presets" role="group" aria-label="Schnellauswahl">
          {PRESETS.map((p) => (
            <button key={p.months} type="button" className="button button--small" onClick={() => apply({ from: presetFrom(today, p.months), to: today })}>
              {p.label}
            </button>
          ))}
        </div>
      </form>
      {report.isError ? <QueryError error={report.error} onRetry={() => void report.refetch()} /> : null}
      {report.isPending ? <Spinner label="Auswertung wird berechnet …" /> : null}
      {report.data ? <Report report={report.data} busy={report.isFetching} /> : null}
    </section>
  );
}

function Report({ report, busy }: { report: AnalyticsReport; busy: boolean }) {
  const [memberView, setMemberView] = useState<"class" | "state">("class");
  const period = `${formatGermanDate(report.from)} bis ${formatGermanDate(report.to)}`;
  const file = (name: string) => `analysen-${name}-${report.from}-${report.to}`;

  const applicationRows = report.applications.map((m) => ({ month: monthLabel(m.month), ...m.counts }));
  const topStates = report.states.slice(0, MAX_STATES);
  const otherStates = report.states.slice(MAX_STATES);
  const memberRows = report.members.map((m) => ({
    month: monthLabel(m.month),
    ...m.byClass,
    ...Object.fromEntries(topStates.map((s) => [s, m.byState[s] ?? 0])),
    ...(otherStates.length ? { Weitere: otherStates.reduce((sum, s) => sum + (m.byState[s] ?? 0), 0) } : {}),
    total: m.total,
    trackKm: m.trackKm,
  }));
  const stateSeries = [...topStates, ...(otherStates.length ? ["Weitere"] : [])].map((s) => ({ key: s, label: s }));
  const weekRows = report.activeUsers.map((w) => ({ week: `KW ${w.week.slice(6)} (${formatGermanDate(w.weekStart).slice(0, 6)})`, users: w.users }));
  const moduleRows = report.moduleUse.map((m) => ({ module: moduleLabel(m.module), actions: m.actions, users: m.users }));
  const received = report.funnel[0]?.count ?? 0;

  return (
    <div className="analytics-report" aria-busy={busy || undefined}>
      <p className="analytics-muted">
        Zeitraum: {period} · Stand: {formatGermanDateTime(report.computedAt)} Uhr (die Zahlen werden stündlich neu berechnet)
      </p>
      <ChartSection
        title="Mitgliedsanträge nach Monat und Status"
        description="Eingegangene Anträge je Monat des Eingangs, nach ihrem heutigen Stand."
        fileName={file("antraege")}
        table={{
          header: ["Monat", ...APPLICATION_STATUS_KEYS.map((k) => APPLICATION_STATUS_NAMES[k]), "Gesamt"],
          rows: report.applications.map((m) => [monthLabel(m.month), ...APPLICATION_STATUS_KEYS.map((k) => m.counts[k]), m.total]),
        }}
        summary={
          <ol className="analytics-funnel" aria-label="Weg der Anträge">
            {report.funnel.map((f) => (
              <li key={f.stage} className="analytics-funnel__step">
                <span className="analytics-funnel__bar" style={{ width: `${received ? Math.max(4, (f.count / received) * 100) : 0}%` }} aria-hidden="true" />
                <span className="analytics-funnel__label">{FUNNEL_STAGE_NAMES[f.stage]}</span>
                <span className="analytics-funnel__value">
                  {numberFormat.format(f.count)}
                  {received && f.stage !== "received" ? ` (${Math.round((f.count / received) * 100)} %)` : ""}
                </span>
              </li>
            ))}
            <li className="analytics-muted analytics-funnel__note">Zurückgezogen: {numberFormat.format(report.withdrawn)}</li>
          </ol>
        }
      >
        <StackedBars data={applicationRows} xKey="month" series={APPLICATION_STATUS_KEYS.map((k) => ({ key: k, label: APPLICATION_STATUS_NAMES[k] }))} />
      </ChartSection>

      <ChartSection
        title="Mitglieder im Zeitverlauf"
        description="Mitgliedschaften, die am Monatsende bestanden (im laufenden Monat: am Ende des Zeitraums)."
        fileName={file(memberView === "class" ? "mitglieder-nach-art" : "mitglieder-nach-bundesland")}
        table={
          memberView === "class"
            ? {
                header: ["Monat", ...MEMBERSHIP_CLASS_KEYS.map((k) => MEMBERSHIP_CLASS_NAMES[k]), "Gesamt"],
                rows: report.members.map((m) => [monthLabel(m.month), ...MEMBERSHIP_CLASS_KEYS.map((k) => m.byClass[k]), m.total]),
              }
            : {
                header: ["Monat", ...report.states, "Gesamt"],
                rows: report.members.map((m) => [monthLabel(m.month), ...report.states.map((s) => m.byState[s] ?? 0), m.total]),
              }
        }
        summary={
          <div className="analytics-toggle" role="group" aria-label="Aufteilung">
            <button type="button" className="button button--small" aria-pressed={memberView === "class"} onClick={() => setMemberView("class")}>
              Nach Mitgliedsart
            </button>
            <button type="button" className="button button--small" aria-pressed={memberView === "state"} onClick={() => setMemberView("state")}>
              Nach Bundesland
            </button>
          </div>
        }
      >
        <StackedBars
          data={memberRows}
          xKey="month"
          series={memberView === "class" ? MEMBERSHIP_CLASS_KEYS.map((k) => ({ key: k, label: MEMBERSHIP_CLASS_NAMES[k] })) : stateSeries}
        />
      </ChartSection>

      <ChartSection
        title="Streckenkilometer der Mitglieder"
        description="Summe der Gleislängen aller Mitglieder am Monatsende."
        fileName={file("streckenkilometer")}
        table={{ header: ["Monat", "Kilometer"], rows: report.members.map((m) => [monthLabel(m.month), m.trackKm]) }}
      >
        <Lines data={memberRows} xKey="month" series={[{ key: "trackKm", label: "Kilometer" }]} unit=" km" />
      </ChartSection>

      <ChartSection
        title="Aktive Personen je Woche"
        description="Personen mit mindestens einer Aktivität im internen Bereich (Anmeldung, Änderung, Beitrag) je Kalenderwoche."
        fileName={file("aktive-personen")}
        table={{ header: ["Woche", "Personen"], rows: weekRows.map((w) => [w.week, w.users]) }}
      >
        <Lines data={weekRows} xKey="week" series={[{ key: "users", label: "Personen" }]} />
      </ChartSection>

      <ChartSection
        title="Nutzung nach Bereich"
        description="Änderungen im Audit-Protokoll je Bereich und die Zahl der Personen, die sie vorgenommen haben."
        fileName={file("nutzung-nach-bereich")}
        table={{ header: ["Bereich", "Änderungen", "Personen"], rows: moduleRows.map((m) => [m.module, m.actions, m.users]) }}
      >
        <HorizontalBars
          data={moduleRows}
          yKey="module"
          series={[
            { key: "actions", label: "Änderungen" },
            { key: "users", label: "Personen" },
          ]}
        />
      </ChartSection>
    </div>
  );
}
