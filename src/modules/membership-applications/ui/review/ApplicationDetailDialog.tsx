/**
 * Every submitted field of one application, its decision, and the next review steps the life
 * cycle allows (in review, withdrawn, approve, reject).
 */
import { useState } from "react";
import { Dialog } from "#ui/backoffice/Dialog.tsx";
import { QueryError } from "#ui/backoffice/QueryError.tsx";
import { StatusBadge } from "#ui/backoffice/StatusBadge.tsx";
import { Spinner } from "#ui/backoffice/Spinner.tsx";
import { allowedNextStatuses, APPLICATION_STATUS_LABELS } from "../../domain/application-status.ts";
import { INFRASTRUCTURE_LABELS, SALUTATION_LABELS, type InfrastructureType } from "../../schema/application.ts";
import { useApplication, useApplicationStep, type ApplicationDetail } from "./applications-api.ts";
import { STATUS_TONES } from "./application-labels.ts";
import { DecisionDialog } from "./DecisionDialog.tsx";
import { useAssemblies } from "./assemblies-api.ts";
import { formatGermanDate, formatGermanDateTime } from "#shared/dates.ts";

function fields(a: ApplicationDetail): [string, string | null][] {
  const person = [
    SALUTATION_LABELS[a.representativeSalutation as keyof typeof SALUTATION_LABELS],
    a.representativeTitle,
    a.representativeFirstname,
    a.representativeLastname,
  ]
    .filter(Boolean)
    .join(" ");
  return [
    ["Unternehmen", a.companyName],
    ["Rechtsform", a.legalForm],
    ["Anzahl Mitarbeiter", String(a.employeeCount)],
    ["Anschrift", `${a.street}, ${a.postalCode} ${a.city}`],
    ["Bundesland", a.state],
    ["Telefon", a.phone],
    ["E-Mail", a.email],
    ["Website", a.website],
    ["Vertreten durch", person],
    ["Position", a.representativePosition],
    ["E-Mail Vertreter/in", a.representativeEmail],
    ["Telefon Vertreter/in", a.representativePhone],
    ["Infrastrukturarten", a.infrastructureTypes.map((t) => INFRASTRUCTURE_LABELS[t as InfrastructureType] ?? t).join(", ")],
    ["Streckenlänge", a.trackLength === null ? null : `${Number(a.trackLength).toLocaleString("de-DE")} km`],
    ["Gewünschter Beitritt", formatGermanDate(a.desiredEntryDate)],
    ["Aufmerksam geworden durch", a.referralSource],
    ["Eingegangen", formatGermanDateTime(a.createdAt)],
  ];
}

export function ApplicationDetailDialog({ id, onClose }: { id: string | null; onClose: () => void }) {
  const query = useApplication(id);
  const step = useApplicationStep(id ?? "");
  const [deciding, setDeciding] = useState<"approved" | "rejected" | null>(null);
  const a = query.data;
  const next = a ? allowedNextStatuses(a.status) : [];
  const assemblies = useAssemblies();
  // Said on every application that may still be admitted, a new one too: why admissions wait, and until when (issue 25).
  const admissible = next.includes("approved") || next.includes("in_review");
  const frozenToday = admissible && assemblies.data && !assemblies.data.admissionToday.allowed ? assemblies.data.admissionToday.message : null;
  const open = (decision: "approved" | "rejected") => {
    step.reset();
    setDeciding(decision);
  };

  return (
    <Dialog open={id !== null} title={a ? a.companyName : "Mitgliedsantrag"} onClose={onClose} wide>
      {query.isPending ? <Spinner label="Antrag wird geladen …" /> : null}
      {query.isError ? <QueryError error={query.error} onRetry={() => void query.refetch()} /> : null}
      {a ? (
        <>
          <p>
            <StatusBadge tone={STATUS_TONES[a.status]}>{APPLICATION_STATUS_LABELS[a.status]}</StatusBadge>
          </p>
          <dl className="member-facts">
            {fields(a).map(([label, value]) => (
              <div key={label} className="member-facts__row">
                <dt>{label}</dt>
                <dd>{value || "–"}</dd>
              </div>
            ))}
          </dl>
          {a.decidedAt ? (
            <section className="decision-box" aria-label="Entscheidung">
              <h3 className="section-title">Entscheidung des Vorstands</h3>
              <p>
                {APPLICATION_STATUS_LABELS[a.status]} am {formatGermanDate(a.decisionDate)} (erfasst {formatGermanDateTime(a.decidedAt)}
                {a.decidedByEmail ? ` von ${a.decidedByEmail}` : ""})
              </p>
              <p className="decision-box__reason">{a.decisionReason}</p>
            </section>
          ) : null}
          {frozenToday ? (
            <p className="notice notice--error" role="status">
              Heute ist keine Aufnahme möglich: {frozenToday}
            </p>
          ) : null}
          <div className="dialog__actions">
            {next.length === 0 ? <p className="muted">Der Antrag ist abgeschlossen und kann nicht mehr geändert werden.</p> : null}
            {next.includes("in_review") ? (
              <button
                type="button"
                className="button button--primary"
                disabled={step.isPending}
                onClick={() => step.mutate({ kind: "status", body: { status: "in_review", version: a.version } })}
              >
                In Prüfung nehmen
              </button>
            ) : null}
            {next.includes("approved") ? (
              <button type="button" className="button button--primary" onClick={() => open("approved")}>
                Annehmen …
              </button>
            ) : null}
            {next.includes("rejected") ? (
              <button type="button" className="button button--danger-outline" onClick={() => open("rejected")}>
                Ablehnen …
              </button>
            ) : null}
            {next.includes("withdrawn") ? (
              <button
                type="button"
                className="button button--outline"
                disabled={step.isPending}
                onClick={() => step.mutate({ kind: "status", body: { status: "withdrawn", version: a.version } })}
              >
                Rücknahme erfassen
              </button>
            ) : null}
          </div>
          {deciding ? (
            <DecisionDialog
              application={a}
              decision={deciding}
              pending={step.isPending}
              error={step.error}
              onClose={() => setDeciding(null)}
              // A refusal keeps the dialog open with what was typed; only a decision taken closes it.
              onSubmit={(values) =>
                step.mutate({ kind: "decision", body: { ...values, decision: deciding, version: a.version } }, { onSuccess: () => setDeciding(null) })
              }
            />
          ) : null}
        </>
      ) : null}
    </Dialog>
  );
}
