/** The annual fee run: preview per member (issue or why not), then one click issues and mails. */
import { yearsSinceFounding } from "#shared/association.ts";
import { countOf, pluralOf } from "#shared/plural.ts";
import { useState } from "react";
import { DataTable, type Column } from "#ui/backoffice/DataTable.tsx";
import { EmptyState } from "#ui/backoffice/EmptyState.tsx";
import { QueryError } from "#ui/backoffice/QueryError.tsx";
import { Spinner } from "#ui/backoffice/Spinner.tsx";
import { StatusBadge } from "#ui/backoffice/StatusBadge.tsx";
import { ConfirmDialog } from "#ui/backoffice/ConfirmDialog.tsx";
import { SelectField } from "#ui/form/SelectField.tsx";
import { TextField } from "#ui/form/TextField.tsx";
import { formatEuro } from "../domain/money.ts";
import { financesApi, useFeeRunPreview, useFinanceMutation, type FeeRunPreview } from "./finance-api.ts";
import { currentYear, todayIso } from "./labels.ts";
import { formatGermanDate } from "#shared/dates.ts";
import { CheckboxField } from "#ui/form/CheckboxField.tsx";
import { BillingProfileDialog } from "./BillingProfileDialog.tsx";

type Decision = FeeRunPreview["decisions"][number];

export function FeeRunPanel() {
  const [year, setYear] = useState(currentYear());
  const [issueDate, setIssueDate] = useState(todayIso());
  const [dueBeforeYearStart, setDueBeforeYearStart] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [addressOf, setAddressOf] = useState<string | null>(null);
  const preview = useFeeRunPreview(year, issueDate, dueBeforeYearStart);
  const run = useFinanceMutation((body: { fiscalYear: number; issueDate: string; dueBeforeYearStart: boolean }) => financesApi.runFeeRun.call({ body }), {
    success: (result) =>
      result.created.length > 0
        ? `${countOf(result.created.length, "Rechnung", "Rechnungen")} erstellt und versandt`
        : "Keine neuen Rechnungen: alle Mitglieder sind bereits berechnet",
    failure: "Beitragslauf nicht möglich",
  });
  const decisions = preview.data?.decisions ?? [];
  const toIssue = decisions.filter((decision) => decision.action === "issue");
  const total = toIssue.reduce((sum, decision) => sum + (decision.cents ?? 0), 0);
  const blocking = decisions.filter((decision) => decision.action === "skip" && decision.blocking);

  const columns: Column<Decision>[] = [
    { key: "name", header: "Mitglied", render: (decision) => decision.name },
    {
      key: "action",
      header: "Ergebnis",
      render: (decision) =>
        decision.action === "issue" ? (
          <StatusBadge tone="success">Rechnung</StatusBadge>
        ) : (
          <StatusBadge tone={decision.blocking ? "danger" : "neutral"}>{decision.blocking ? "Fehlt" : "Keine Rechnung"}</StatusBadge>
        ),
    },
    { key: "detail", header: "Beitrag oder Grund", render: (decision) => (decision.action === "issue" ? decision.fee.basisText : decision.reason) },
    { key: "amount", header: "Betrag", className: "numeric", render: (decision) => (decision.cents === null ? "–" : formatEuro(decision.cents)) },
    {
      key: "due",
      header: "Fällig",
      render: (decision) =>
        decision.collectionDate
          ? `Lastschrift am ${formatGermanDate(decision.collectionDate)}`
          : decision.dueDate
            ? `Überweisung bis ${formatGermanDate(decision.dueDate)}`
            : "–",
    },
    {
      key: "address",
      header: "Rechnungsadresse",
      render: (decision) => (
        <button
          type="button"
          className="button button--small"
          onClick={() => setAddressOf(decision.membershipId)}
          aria-label={`Rechnungsadresse von ${decision.name} bearbeiten`}
        >
          Bearbeiten
        </button>
      ),
    },
  ];

  return (
    <div className="fee-run">
      <div className="filter-bar">
        <SelectField
          id="fee-run-year"
          label="Geschäftsjahr"
          options={yearsSinceFounding(currentYear() + 1, currentYear() - 1).map((value) => ({ value: String(value), label: String(value) }))}
          value={String(year)}
          onChange={(event) => setYear(Number(event.target.value))}
        />
        <TextField id="fee-run-date" label="Rechnungsdatum" type="date" value={issueDate} onChange={(event) => setIssueDate(event.target.value)} />
        <CheckboxField
          id="fee-run-early"
          label={`Beitrag darf schon vor dem 01.01.${year} fällig werden`}
          checked={dueBeforeYearStart}
          onChange={(event) => setDueBeforeYearStart(event.target.checked)}
        />
        <button
          type="button"
          className="button button--primary filter-bar__action"
          disabled={!preview.data || preview.data.blockers.length > 0 || toIssue.length === 0 || run.isPending}
          onClick={() => setConfirming(true)}
        >
          {run.isPending ? "Beitragslauf läuft …" : "Beitragslauf starten"}
        </button>
      </div>
      {preview.isPending ? <Spinner label="Vorschau wird berechnet …" /> : null}
      {preview.isError ? <QueryError error={preview.error} onRetry={() => void preview.refetch()} /> : null}
      {preview.data ? (
        <>
          {preview.data.blockers.length > 0 ? (
            <div className="notice notice--warning" role="status">
              <strong>Der Beitragslauf kann noch nicht starten:</strong>
              <ul>
                {preview.data.blockers.map((blocker) => (
                  <li key={blocker}>{blocker}</li>
                ))}
              </ul>
            </div>
          ) : (
            <p className="fee-run__summary" role="status">
              {countOf(toIssue.length, "Rechnung", "Rechnungen")} über insgesamt {formatEuro(total)} {pluralOf(toIssue.length, "wird", "werden")} erstellt
              {blocking.length > 0 ? `; ${countOf(blocking.length, "Mitglied braucht", "Mitglieder brauchen")} vorher Angaben` : ""}. Ein zweiter Lauf erstellt
              keine doppelten Rechnungen.
            </p>
          )}
          <DataTable
            caption={`Vorschau Beitragslauf ${year}`}
            columns={columns}
            rows={decisions}
            rowKey={(decision) => decision.membershipId}
            busy={preview.isFetching}
            empty={
              preview.data.schedule ? (
                <EmptyState title="Keine Mitglieder" text={`Für ${year} gibt es keine Mitglieder, die einen Beitrag schulden.`} />
              ) : (
                <EmptyState
                  title={`Keine Beitragsordnung für ${year}`}
                  text={`Ohne Beitragsordnung kann kein Beitrag berechnet werden. Legen Sie sie im Reiter „Beitragsordnung“ an${preview.data.previousSchedule ? `; die Beitragsordnung ${preview.data.previousSchedule.fiscalYear} wird dort als Vorlage angeboten` : ""}.`}
                />
              )
            }
          />
        </>
      ) : null}
      <BillingProfileDialog membershipId={addressOf} onClose={() => setAddressOf(null)} />
      <ConfirmDialog
        open={confirming}
        title={`Beitragslauf ${year} starten?`}
        text={`${countOf(toIssue.length, "Rechnung", "Rechnungen")} mit Datum ${formatGermanDate(issueDate)} ${pluralOf(toIssue.length, "wird", "werden")} erstellt und an die Rechnungsadressen gesendet; Fälligkeit und Lastschriftdatum stehen wie in der Vorschau auf jeder Rechnung. Rechnungen können danach nur storniert, nicht geändert werden.`}
        confirmLabel="Rechnungen erstellen"
        pending={run.isPending}
        onCancel={() => setConfirming(false)}
        onConfirm={() => run.mutate({ fiscalYear: year, issueDate, dueBeforeYearStart }, { onSettled: () => setConfirming(false) })}
      />
    </div>
  );
}
