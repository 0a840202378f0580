/** One incident: facts, the 72-hour deadline, the status workflow, the timeline with notes, and links. */
import { useState, type FormEvent } from "react";
import { Link } from "react-router";
import { formatGermanDateTime } from "#shared/dates.ts";
import { ConfirmDialog } from "#ui/backoffice/ConfirmDialog.tsx";
import { QueryError, errorMessage } from "#ui/backoffice/QueryError.tsx";
import { Spinner } from "#ui/backoffice/Spinner.tsx";
import { StatusBadge } from "#ui/backoffice/StatusBadge.tsx";
import { toast } from "#ui/toast/toast-store.ts";
import { FormAlert } from "#ui/form/FormAlert.tsx";
import { SelectField } from "#ui/form/SelectField.tsx";
import { TextAreaField } from "#ui/form/TextAreaField.tsx";
import { TextField } from "#ui/form/TextField.tsx";
import {
  INCIDENT_STATUS_LABELS,
  LINK_TARGETS,
  incidentLinkSchema,
  nextIncidentStatuses,
  SEVERITY_LABELS,
  type IncidentDetail,
  type IncidentStatus,
} from "../schema.ts";
import { DeadlineBadge } from "./DeadlineBadge.tsx";
import { formOf, updateInput } from "./incident-form.ts";
import { incidentRequests, useIncident, useIncidentMutation } from "./security-api.ts";

const SEVERITY_TONE = { low: "neutral", medium: "info", high: "warning", critical: "danger" } as const;
const EVENT_LABELS: Record<string, string> = {
  created: "Erfasst",
  note: "Notiz",
  status: "Status",
  updated: "Geändert",
  linked: "Verknüpft",
  unlinked: "Verknüpfung entfernt",
  authority_notified: "Meldung an Behörde",
};

export function IncidentPanel({ id, onEdit }: { id: string; onEdit: (incident: IncidentDetail) => void }) {
  const incident = useIncident(id);
  if (incident.isError) return <QueryError error={incident.error} onRetry={() => void incident.refetch()} />;
  if (!incident.data) return <Spinner label="Vorfall wird geladen …" />;
  return <IncidentBody incident={incident.data} onEdit={onEdit} />;
}

/** The update that moves a stored incident to `next`: its fields as the form would send them unchanged. */
function statusChange(incident: IncidentDetail, next: IncidentStatus) {
  const body = updateInput(formOf(incident), incident, next);
  return { ...body, severity: incident.severity, discoveredAt: body.discoveredAt ?? incident.discoveredAt };
}

function IncidentBody({ incident, onEdit }: { incident: IncidentDetail; onEdit: (incident: IncidentDetail) => void }) {
  const status = useIncidentMutation(incidentRequests.update, "Status geändert");
  const [confirming, setConfirming] = useState<IncidentStatus | null>(null);
  const closed = incident.status === "closed";
  const moveTo = (next: IncidentStatus) =>
    status.mutate(
      { id: incident.id, body: statusChange(incident, next) },
      { onError: (error) => toast({ title: "Status nicht geändert", description: errorMessage(error), variant: "destructive" }) },
    );

  return (
    <article className="incident-panel" aria-labelledby="incident-title">
      <header className="incident-panel__header">
        <h2 id="incident-title" className="incident-panel__title">
          {incident.title}
        </h2>
        <div className="incident-panel__badges">
          <StatusBadge tone={SEVERITY_TONE[incident.severity]}>{SEVERITY_LABELS[incident.severity]}</StatusBadge>
          <StatusBadge tone={closed ? "neutral" : "info"}>{INCIDENT_STATUS_LABELS[incident.status]}</StatusBadge>
        </div>
      </header>
      <p className="incident-panel__deadline">
        <DeadlineBadge incident={incident} long />
      </p>
      <div className="incident-panel__actions">
        {nextIncidentStatuses(incident.status).map((next) => (
          <button
            key={next}
            type="button"
            className="button button--small"
            disabled={status.isPending}
            onClick={() => (next === "closed" ? setConfirming(next) : moveTo(next))}
          >
            {next === "investigating" && incident.status !== "reported" ? "Wieder untersuchen" : `Status: ${INCIDENT_STATUS_LABELS[next]}`}
          </button>
        ))}
        {!closed ? (
          <button type="button" className="button button--small" onClick={() => onEdit(incident)}>
            Bearbeiten
          </button>
        ) : null}
      </div>
      <dl className="security-facts">
        <Fact label="Bekannt geworden">{formatGermanDateTime(incident.discoveredAt)}</Fact>
        <Fact label="Verantwortlich">{incident.responsibleName ?? "Noch niemand"}</Fact>
        <Fact label="Personenbezogene Daten">{incident.personalDataAffected ? "Ja" : "Nein"}</Fact>
        {incident.affectedData ? <Fact label="Betroffene Daten">{incident.affectedData}</Fact> : null}
        {incident.affectedPeople !== null ? <Fact label="Betroffene Personen">{incident.affectedPeople.toLocaleString("de-DE")}</Fact> : null}
        <Fact label="Meldung an Behörde">
          {incident.authorityNotifiedAt
            ? `${formatGermanDateTime(incident.authorityNotifiedAt)}${incident.authorityReference ? `, Az. ${incident.authorityReference}` : ""}`
            : "Noch nicht gemeldet"}
        </Fact>
      </dl>
      {incident.description ? <p className="incident-panel__description">{incident.description}</p> : null}

      <Links incident={incident} />
      <section className="incident-section" aria-labelledby="timeline-title">
        <h3 id="timeline-title">Verlauf</h3>
        <ol className="incident-timeline">
          {incident.events.map((e) => (
            <li key={e.id} className={`incident-timeline__item incident-timeline__item--${e.kind}`}>
              <p className="incident-timeline__meta">
                <strong>{EVENT_LABELS[e.kind] ?? e.kind}</strong> · {formatGermanDateTime(e.occurredAt)}
                {e.actorName ? ` · ${e.actorName}` : ""}
              </p>
              <p className="incident-timeline__text">{e.text}</p>
            </li>
          ))}
        </ol>
        {!closed ? (
          <NoteForm id={incident.id} />
        ) : (
          <p className="security-muted">Der Vorfall ist abgeschlossen{incident.closedAt ? ` (${formatGermanDateTime(incident.closedAt)})` : ""}.</p>
        )}
      </section>
      <ConfirmDialog
        open={Boolean(confirming)}
        title="Vorfall abschließen?"
        text="Ein abgeschlossener Vorfall kann nicht mehr geändert werden. Notizen und Verknüpfungen bleiben lesbar."
        confirmLabel="Abschließen"
        onCancel={() => setConfirming(null)}
        onConfirm={() => {
          if (confirming) moveTo(confirming);
          setConfirming(null);
        }}
      />
    </article>
  );
}

function Fact({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className="security-facts__row">
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}

function NoteForm({ id }: { id: string }) {
  const note = useIncidentMutation(incidentRequests.note, "Notiz gespeichert");
  const [text, setText] = useState("");
  const [error, setError] = useState<string | undefined>();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!text.trim()) {
      setError("Bitte geben Sie einen Eintrag ein.");
      return;
    }
    setError(undefined);
    note.mutate({ id, text }, { onSuccess: () => setText("") });
  };
  return (
    <form onSubmit={submit} noValidate className="incident-note">
      <FormAlert id="note-alert" title={note.isError ? "Notiz nicht gespeichert" : undefined}>
        {note.isError ? errorMessage(note.error) : null}
      </FormAlert>
      <TextAreaField
        id="incident-note"
        label="Neuer Eintrag im Verlauf"
        rows={3}
        maxLength={5_000}
        value={text}
        error={error}
        onChange={(e) => setText(e.target.value)}
      />
      <button type="submit" className="button" disabled={note.isPending}>
        {note.isPending ? "Wird gespeichert …" : "Eintrag hinzufügen"}
      </button>
    </form>
  );
}

function Links({ incident }: { incident: IncidentDetail }) {
  const link = useIncidentMutation(incidentRequests.link, "Verknüpft");
  const unlink = useIncidentMutation(incidentRequests.unlink, "Verknüpfung entfernt");
  const [values, setValues] = useState({ module: "todos", targetId: "", label: "" });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const closed = incident.status === "closed";
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = incidentLinkSchema.safeParse(values);
    if (!parsed.success) {
      setErrors(Object.fromEntries(parsed.error.issues.map((i) => [String(i.path[0]), i.message])));
      return;
    }
    setErrors({});
    link.mutate({ id: incident.id, body: parsed.data }, { onSuccess: () => setValues((v) => ({ ...v, targetId: "", label: "" })) });
  };
  return (
    <section className="incident-section" aria-labelledby="links-title">
      <h3 id="links-title">Verknüpfte Aufgaben und Einträge</h3>
      {incident.links.length ? (
        <ul className="security-list">
          {incident.links.map((l) => {
            const target = LINK_TARGETS[l.module];
            return (
              <li key={l.id} className="incident-link">
                <span>
                  <span className="security-muted">{target?.label ?? l.module}:</span> {target ? <Link to={target.path(l.targetId)}>{l.label}</Link> : l.label}
                </span>
                {!closed ? (
                  <button
                    type="button"
                    className="button button--small"
                    onClick={() => unlink.mutate({ id: incident.id, linkId: l.id })}
                    aria-label={`Verknüpfung „${l.label}“ entfernen`}
                  >
                    Entfernen
                  </button>
                ) : null}
              </li>
            );
          })}
        </ul>
      ) : (
        <p className="security-muted">Noch nichts verknüpft.</p>
      )}
      {!closed ? (
        <form onSubmit={submit} noValidate className="incident-link-form">
          <FormAlert id="link-alert" title={link.isError ? "Nicht verknüpft" : undefined}>
            {link.isError ? errorMessage(link.error) : null}
          </FormAlert>
          <SelectField
            id="link-module"
            label="Bereich"
            placeholder=""
            value={values.module}
            error={errors.module}
            onChange={(e) => setValues({ ...values, module: e.target.value })}
            options={Object.entries(LINK_TARGETS).map(([value, t]) => ({ value, label: t.label }))}
          />
          <TextField
            id="link-target"
            label="Kennung"
            maxLength={100}
            value={values.targetId}
            error={errors.targetId}
            hint="Die Nummer oder Kennung aus der Adresse des Eintrags."
            onChange={(e) => setValues({ ...values, targetId: e.target.value })}
          />
          <TextField
            id="link-label"
            label="Bezeichnung"
            maxLength={200}
            value={values.label}
            error={errors.label}
            onChange={(e) => setValues({ ...values, label: e.target.value })}
          />
          <button type="submit" className="button" disabled={link.isPending}>
            Verknüpfen
          </button>
        </form>
      ) : null}
    </section>
  );
}
