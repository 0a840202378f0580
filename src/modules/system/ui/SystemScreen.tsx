/**
 * /backend/system (admin): database and migrations, the configured services (never a secret),
 * the outbox with retry and discard, and the scheduled jobs with their last run.
 */
import type { ScreenProps } from "#shared/routes.ts";
import { PageHeader } from "#ui/backoffice/PageHeader.tsx";
import { QueryError } from "#ui/backoffice/QueryError.tsx";
import { Spinner } from "#ui/backoffice/Spinner.tsx";
import { formatGermanDateTime } from "#shared/dates.ts";
import { JobsPanel } from "./JobsPanel.tsx";
import { OutboxPanel } from "./OutboxPanel.tsx";
import { ServiceCards } from "./ServiceCards.tsx";
import { useSystemStatus } from "./system-api.ts";
import "./system.css";

export default function SystemScreen({ route }: ScreenProps) {
  const status = useSystemStatus();
  return (
    <section className="system-screen">
      <PageHeader
        actionsBeside
        title={route.title}
        lead="Zustand der Datenbank und der angebundenen Dienste, die Warteschlange der E-Mails und Webhooks und die geplanten Aufträge. Zugangsdaten werden hier nie angezeigt."
      >
        <button type="button" className="button" onClick={() => void status.refetch()} disabled={status.isFetching}>
          {status.isFetching ? "Wird aktualisiert …" : "Aktualisieren"}
        </button>
      </PageHeader>
      {status.isError ? <QueryError error={status.error} onRetry={() => void status.refetch()} /> : null}
      {status.isPending ? <Spinner label="Systemzustand wird geprüft …" /> : null}
      {status.data ? (
        <>
          <p className="system-muted">Stand: {formatGermanDateTime(status.data.checkedAt)}</p>
          <section className="system-section" aria-labelledby="services-title">
            <h2 id="services-title" className="visually-hidden">
              Dienste
            </h2>
            <ServiceCards services={status.data.services} />
          </section>
          <section className="panel system-section" aria-labelledby="migrations-title">
            <h2 id="migrations-title" className="panel__title">
              Datenbankschema
            </h2>
            <p>
              {status.data.migrations.applied} Migrationen angewendet, zuletzt <code>{status.data.migrations.latest ?? "–"}</code>
              {status.data.migrations.latestAppliedAt ? ` am ${formatGermanDateTime(status.data.migrations.latestAppliedAt)}` : ""}.
            </p>
            {status.data.migrations.pending.length ? (
              <p className="notice notice--error" role="alert">
                Noch nicht angewendet: {status.data.migrations.pending.join(", ")}
              </p>
            ) : (
              <p className="system-muted">Das Schema ist auf dem Stand des Programms.</p>
            )}
            <p className="system-muted">Zustellkanäle: {status.data.deliveryKinds.join(", ")}</p>
          </section>
          <OutboxPanel counts={status.data.outbox} />
          <JobsPanel jobs={status.data.jobs} />
        </>
      ) : null}
    </section>
  );
}
