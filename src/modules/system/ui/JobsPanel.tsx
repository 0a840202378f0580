/** Scheduled jobs: schedule, last run with its result, the recent runs, and "Jetzt ausführen". */
import { StatusBadge } from "#ui/backoffice/StatusBadge.tsx";
import { formatGermanDateTime } from "#shared/dates.ts";
import type { JobView } from "../schema.ts";
import { useRunJob } from "./system-api.ts";

function resultText(result: Record<string, unknown> | null): string {
  if (!result || Object.keys(result).length === 0) return "ohne Zahlen";
  return Object.entries(result)
    .map(([key, value]) => `${key}: ${typeof value === "number" ? value.toLocaleString("de-DE") : String(value)}`)
    .join(", ");
}

export function JobsPanel({ jobs }: { jobs: JobView[] }) {
  const run = useRunJob();
  return (
    <section className="panel system-section" aria-labelledby="jobs-title">
      <h2 id="jobs-title" className="panel__title">
        Geplante Aufträge
      </h2>
      <ul className="system-jobs">
        {jobs.map((job) => (
          <li key={job.name} className="system-job">
            <div className="system-job__head">
              <div>
                <h3 className="system-job__title">{job.title}</h3>
                <p className="system-muted">
                  <code>{job.name}</code> · {job.schedule}
                </p>
              </div>
              <div className="system-job__status">
                {job.running ? (
                  <StatusBadge tone="info">Läuft</StatusBadge>
                ) : job.lastStatus === "ok" ? (
                  <StatusBadge tone="success">Erfolgreich</StatusBadge>
                ) : job.lastStatus === "failed" ? (
                  <StatusBadge tone="danger">Fehlgeschlagen</StatusBadge>
                ) : (
                  <StatusBadge>Noch nicht gelaufen</StatusBadge>
                )}
                <button
                  type="button"
                  className="button button--small"
                  onClick={() => run.mutate(job.name)}
                  disabled={run.isPending || job.running}
                  aria-label={`${job.title} jetzt ausführen`}
                >
                  Jetzt ausführen
                </button>
              </div>
            </div>
            {job.lastFinishedAt ? (
              <p className="system-job__last">
                Zuletzt {formatGermanDateTime(job.lastFinishedAt)}:{" "}
                {job.lastStatus === "failed" ? <span className="system-error">{job.lastError}</span> : resultText(job.lastResult)}
              </p>
            ) : null}
            {job.recentRuns.length > 1 ? (
              <details className="system-job__runs">
                <summary>Letzte {job.recentRuns.length} Läufe</summary>
                <ol>
                  {job.recentRuns.map((r) => (
                    <li key={r.startedAt}>
                      {formatGermanDateTime(r.startedAt)} – {r.status === "ok" ? "erfolgreich" : `fehlgeschlagen: ${r.error ?? ""}`}
                    </li>
                  ))}
                </ol>
              </details>
            ) : null}
          </li>
        ))}
      </ul>
    </section>
  );
}
