/**
 * /backend/security/incidents (admin): the incident register. The list (open first by default),
 * "Vorfall erfassen", and the chosen incident (?incident=<id>, so a notification's link opens it)
 * with its deadline, workflow, timeline and links.
 */
import { useState } from "react";
import { useSearchParams } from "react-router";
import type { ScreenProps } from "#shared/routes.ts";
import { formatGermanDateTime } from "#shared/dates.ts";
import { EmptyState } from "#ui/backoffice/EmptyState.tsx";
import { PageHeader } from "#ui/backoffice/PageHeader.tsx";
import { FilterBar } from "#ui/backoffice/FilterBar.tsx";
import { QueryError } from "#ui/backoffice/QueryError.tsx";
import { Spinner } from "#ui/backoffice/Spinner.tsx";
import { StatusBadge } from "#ui/backoffice/StatusBadge.tsx";
import { SelectField } from "#ui/form/SelectField.tsx";
import { INCIDENT_STATUSES, INCIDENT_STATUS_LABELS, SEVERITY_LABELS, type IncidentDetail } from "../schema.ts";
import { DeadlineBadge } from "./DeadlineBadge.tsx";
import { IncidentDialog } from "./IncidentDialog.tsx";
import { IncidentPanel } from "./IncidentPanel.tsx";
import { SecurityNav } from "./SecurityNav.tsx";
import { incidentFilter, useIncidents } from "./security-api.ts";
import "./security.css";

export default function IncidentsScreen({ route }: ScreenProps) {
  const [params, setParams] = useSearchParams();
  const selected = params.get("incident");
  const [status, setStatus] = useState("open");
  const incidents = useIncidents(incidentFilter(status));
  const [dialog, setDialog] = useState<{ incident: IncidentDetail | null } | null>(null);
  const items = incidents.data?.pages.flatMap((p) => p.items) ?? [];
  const select = (id: string) => setParams({ incident: id });

  return (
    <section className="security-screen">
      <PageHeader
        actionsBeside
        title={route.title}
        lead="Vorfälle erfassen und bis zum Abschluss verfolgen. Sind personenbezogene Daten betroffen, läuft die 72-Stunden-Frist für die Meldung an die Aufsichtsbehörde (Art. 33 DSGVO) ab dem Zeitpunkt, zu dem der Vorfall bekannt wurde."
      >
        <button type="button" className="button button--primary" onClick={() => setDialog({ incident: null })}>
          Vorfall erfassen
        </button>
      </PageHeader>
      <SecurityNav />
      <div className="incidents-layout">
        <div className="incidents-list">
          <FilterBar>
            <SelectField
              id="incident-status"
              label="Status"
              placeholder=""
              value={status}
              onChange={(e) => setStatus(e.target.value)}
              options={[
                { value: "open", label: "Offene Vorfälle" },
                { value: "all", label: "Alle Vorfälle" },
                ...INCIDENT_STATUSES.map((s) => ({ value: s, label: INCIDENT_STATUS_LABELS[s] })),
              ]}
            />
          </FilterBar>
          {incidents.isError ? <QueryError error={incidents.error} onRetry={() => void incidents.refetch()} /> : null}
          {incidents.isPending ? <Spinner label="Vorfälle werden geladen …" /> : null}
          {incidents.data && items.length === 0 ? (
            <EmptyState
              title={status === "open" ? "Keine offenen Vorfälle" : "Keine Vorfälle"}
              text="Erfassen Sie einen Vorfall, sobald Sie von einer Verletzung der Sicherheit erfahren: Die Meldefrist beginnt mit der Kenntnis."
              action={
                <button type="button" className="button button--primary" onClick={() => setDialog({ incident: null })}>
                  Vorfall erfassen
                </button>
              }
            />
          ) : null}
          <ul className="incident-cards" aria-label="Vorfälle">
            {items.map((i) => (
              <li key={i.id}>
                <button
                  type="button"
                  className={`incident-card${i.id === selected ? " incident-card--selected" : ""}`}
                  aria-current={i.id === selected ? "true" : undefined}
                  onClick={() => select(i.id)}
                >
                  <span className="incident-card__title">{i.title}</span>
                  <span className="incident-card__meta">
                    {SEVERITY_LABELS[i.severity]} · {INCIDENT_STATUS_LABELS[i.status]} · {formatGermanDateTime(i.discoveredAt)}
                  </span>
                  <span className="incident-card__meta">{i.responsibleName ? `Verantwortlich: ${i.responsibleName}` : "Noch niemand verantwortlich"}</span>
                  {i.personalDataAffected ? <DeadlineBadge incident={i} /> : <StatusBadge>Ohne Personenbezug</StatusBadge>}
                </button>
              </li>
            ))}
          </ul>
          {incidents.hasNextPage ? (
            <button type="button" className="button security-more" onClick={() => void incidents.fetchNextPage()} disabled={incidents.isFetchingNextPage}>
              Weitere laden
            </button>
          ) : null}
        </div>
        <div className="incidents-detail">
          {selected ? (
            <IncidentPanel id={selected} onEdit={(incident) => setDialog({ incident })} />
          ) : (
            <p className="security-muted incidents-detail__hint">Wählen Sie einen Vorfall, um Verlauf, Frist und Verknüpfungen zu sehen.</p>
          )}
        </div>
      </div>
      <IncidentDialog open={Boolean(dialog)} incident={dialog?.incident ?? null} onClose={() => setDialog(null)} onSaved={(saved) => select(saved.id)} />
    </section>
  );
}
