/**
 * Campaign analytics (ADR 172), a chunk of its own with the chart library: actions per week, reach,
 * interactions by party and institution and the outcome funnel for a date range, each chart with
 * its numbers as a table, and the same numbers as CSV.
 */
import { countOf } from "#shared/plural.ts";
import { useState } from "react";
import { QueryError } from "#ui/backoffice/QueryError.tsx";
import { Spinner } from "#ui/backoffice/Spinner.tsx";
import { EmptyState } from "#ui/backoffice/EmptyState.tsx";
import { formatGermanDate, formatGermanDateTime } from "#shared/dates.ts";
import { analyticsQuerySchema } from "../../schema/analytics.ts";
import { politicalApi, useAnalytics } from "../political-api.ts";
import { downloadOrToast } from "#ui/backoffice/save-file.ts";
import { RangeForm, defaultRange, type Range } from "./RangeForm.tsx";
import { WeeksChart } from "./WeeksChart.tsx";
import { ReachFigure } from "./ReachFigure.tsx";
import { GroupChart } from "./GroupChart.tsx";
import { FunnelChart } from "./FunnelChart.tsx";
import "./analytics.css";

const summary = (t: { actions: number; doneActions: number; interactions: number }) =>
  `${countOf(t.actions, "Aktion", "Aktionen")}, davon ${t.doneActions} durchgeführt; ${countOf(t.interactions, "Kontakt", "Kontakte")} mit Personen.`;

export default function AnalyticsArea() {
  const [range, setRange] = useState<Range>(defaultRange);
  const params = { from: range.from, to: range.to, campaignId: range.campaignId || undefined };
  const valid = analyticsQuerySchema.safeParse(params).success;
  const [recomputed, setRecomputed] = useState(0);
  const query = useAnalytics(params, valid, recomputed);
  return (
    <div className="pw-analytics">
      <RangeForm value={range} onChange={setRange}>
        <button
          type="button"
          className="button"
          disabled={!valid}
          onClick={() => void downloadOrToast(politicalApi.analyticsCsv.url({ query: params }), "kampagnen-auswertung.csv")}
        >
          Zahlen als CSV
        </button>
      </RangeForm>
      {!valid ? null : query.isPending ? (
        <Spinner label="Auswertung wird berechnet …" />
      ) : query.isError ? (
        <QueryError error={query.error} onRetry={() => void query.refetch()} />
      ) : query.data.totals.actions === 0 && query.data.reach.targeted === 0 ? (
        <EmptyState title="Keine Aktionen in diesem Zeitraum" text="Wählen Sie einen anderen Zeitraum oder erfassen Sie Aktionen in einer Kampagne." />
      ) : (
        <div aria-busy={query.isFetching || undefined}>
          <p className="pw-list-summary" aria-live="polite">
            {formatGermanDate(query.data.from)} bis {formatGermanDate(query.data.to)}: {summary(query.data.totals)}
          </p>
          <p className="muted">
            Stand: {formatGermanDateTime(query.data.computedAt)} Uhr (neu berechnet, sobald Aktionen oder Ziele erfasst werden, sonst stündlich){" "}
            <button
              type="button"
              className="button button--small"
              onClick={() => setRecomputed((n) => n + 1)}
              disabled={query.isFetching}
              aria-busy={query.isFetching}
            >
              {query.isFetching ? "Wird neu berechnet …" : "Jetzt neu berechnen"}
            </button>
          </p>
          <div className="pw-charts chart-grid">
            <WeeksChart weeks={query.data.weeks} />
            <ReachFigure reach={query.data.reach} />
            <FunnelChart funnel={query.data.funnel} />
            <GroupChart id="party" title="Kontakte nach Partei" rows={query.data.byParty} />
            <GroupChart id="institution" title="Kontakte nach Institution" rows={query.data.byInstitution} />
          </div>
        </div>
      )}
    </div>
  );
}
