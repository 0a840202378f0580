/**
 * Placing a credit nobody could match (issue 22): the ranked suggestions (payer's account, name,
 * amount) and a search of open invoices; one or more invoices with the amount for each, and the
 * rest booked as overpayment on one of them. Nothing is booked until "Zuordnung buchen".
 */
import { useState, type FormEvent } from "react";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { Dialog } from "#ui/backoffice/Dialog.tsx";
import { FormDialogActions } from "#ui/backoffice/FormDialogActions.tsx";
import { QueryError } from "#ui/backoffice/QueryError.tsx";
import { SearchField } from "#ui/backoffice/SearchField.tsx";
import { Spinner } from "#ui/backoffice/Spinner.tsx";
import { useDebouncedValue } from "#ui/backoffice/use-debounced-value.ts";
import { SelectField } from "#ui/form/SelectField.tsx";
import { TextField } from "#ui/form/TextField.tsx";
import { formatEuro, formatEuroNumber, parseEuroInput } from "../domain/money.ts";
import type { AssignmentCandidate } from "../schema.ts";
import { financesApi, useFinanceMutation } from "./finance-api.ts";
import { formatGermanDate } from "#shared/dates.ts";

type Picked = { candidate: AssignmentCandidate; amount: string };

export function AssignCreditDialog({ lineId, onClose }: { lineId: string | null; onClose: () => void }) {
  const [search, setSearch] = useState("");
  const q = useDebouncedValue(search.trim());
  const [picked, setPicked] = useState<Picked[]>([]);
  const [overpaymentOn, setOverpaymentOn] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const candidates = useQuery({
    ...financesApi.listAssignmentCandidates.queryOptions({ params: { id: lineId ?? "" }, query: { q: q || undefined } }),
    enabled: lineId !== null,
    placeholderData: keepPreviousData,
  });
  const assign = useFinanceMutation((body: Parameters<typeof financesApi.assignStatementLine.call>[0]) => financesApi.assignStatementLine.call(body), {
    success: (result) =>
      `Gutschrift zugeordnet: ${result.payments.map((payment) => payment.number).join(", ")}${result.overpaymentCents > 0 ? ` (Überzahlung ${formatEuro(result.overpaymentCents)})` : ""}`,
    failure: "Zuordnung nicht gebucht",
  });
  const close = () => {
    setPicked([]);
    setSearch("");
    setOverpaymentOn(null);
    setError(null);
    onClose();
  };
  const line = candidates.data?.line;
  const amountOf = (entry: Picked) => parseEuroInput(entry.amount) ?? 0;
  const allocated = picked.reduce((total, entry) => total + amountOf(entry), 0);
  const rest = (line?.amountCents ?? 0) - allocated;
  const pick = (candidate: AssignmentCandidate) => {
    if (picked.some((entry) => entry.candidate.invoiceId === candidate.invoiceId)) return;
    const share = Math.max(0, Math.min(candidate.openCents, rest));
    setPicked([...picked, { candidate, amount: formatEuroNumber(share) }]);
    setError(null);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!line) return;
    if (picked.length === 0) return setError("Mindestens eine Rechnung wählen");
    const wrong = picked.find((entry) => parseEuroInput(entry.amount) === null || amountOf(entry) <= 0);
    if (wrong) return setError(`Betrag für Rechnung ${wrong.candidate.number} als Euro-Betrag angeben, z. B. 500,00`);
    if (rest < 0) return setError(`Zugeordnet sind ${formatEuro(allocated)}, die Gutschrift beträgt nur ${formatEuro(line.amountCents)}`);
    const overpayment = rest > 0 ? (overpaymentOn ?? picked.at(-1)!.candidate.invoiceId) : null;
    assign.mutate(
      {
        params: { id: line.id },
        body: {
          allocations: picked.map((entry) => ({ invoiceId: entry.candidate.invoiceId, cents: amountOf(entry) })),
          overpaymentInvoiceId: overpayment,
          version: line.version,
        },
      },
      { onSuccess: close },
    );
  };
  const candidateRow = (candidate: AssignmentCandidate) => {
    const chosen = picked.some((entry) => entry.candidate.invoiceId === candidate.invoiceId);
    return (
      <li key={candidate.invoiceId} className="assign-candidate">
        <div>
          <strong>{candidate.number}</strong> · {candidate.memberName} · offen {formatEuro(candidate.openCents)}
          {candidate.dueDate ? <span className="muted"> · fällig {formatGermanDate(candidate.dueDate)}</span> : null}
          {candidate.reasons.length > 0 ? <div className="muted">{candidate.reasons.join(" · ")}</div> : null}
        </div>
        <button
          type="button"
          className="button button--small"
          disabled={chosen}
          onClick={() => pick(candidate)}
          aria-label={`Rechnung ${candidate.number} wählen`}
        >
          {chosen ? "Gewählt" : "Wählen"}
        </button>
      </li>
    );
  };
  return (
    <Dialog
      open={lineId !== null}
      title="Gutschrift zuordnen"
      description="Die Gutschrift wird auf die gewählten Rechnungen gebucht; ein Rest als Überzahlung (Guthaben des Mitglieds)."
      onClose={close}
      wide
    >
      {candidates.isPending ? <Spinner label="Vorschläge werden geladen …" /> : null}
      {candidates.isError ? <QueryError error={candidates.error} onRetry={() => void candidates.refetch()} /> : null}
      {line && candidates.data ? (
        <form onSubmit={submit} noValidate className="assign-form">
          <dl className="detail-list">
            <dt>Betrag</dt>
            <dd>{formatEuro(line.amountCents)}</dd>
            <dt>Auftraggeber</dt>
            <dd>{line.counterpartyName ?? "–"}</dd>
            <dt>Verwendungszweck</dt>
            <dd>{line.remittance || "–"}</dd>
            <dt>Buchungstag</dt>
            <dd>{formatGermanDate(line.bookingDate)}</dd>
          </dl>
          <h3 className="invoice-detail__heading">Vorschläge</h3>
          {candidates.data.suggestions.length > 0 ? (
            <ul className="plain-list assign-candidates" aria-label="Vorschläge">
              {candidates.data.suggestions.map(candidateRow)}
            </ul>
          ) : (
            <p className="muted">Kein offener Betrag und kein Mitglied passt zu dieser Gutschrift. Suchen Sie die Rechnung.</p>
          )}
          <SearchField id="assign-search" label="Rechnung suchen" placeholder="Rechnungsnummer oder Mitglied" value={search} onChange={setSearch} />
          {q ? (
            candidates.data.results.length > 0 ? (
              <ul className="plain-list assign-candidates" aria-label="Suchergebnisse">
                {candidates.data.results.map(candidateRow)}
              </ul>
            ) : (
              <p className="muted">Keine offene Rechnung gefunden.</p>
            )
          ) : null}
          <h3 className="invoice-detail__heading">Zuordnung</h3>
          {picked.length === 0 ? <p className="muted">Noch keine Rechnung gewählt.</p> : null}
          {picked.map((entry, index) => (
            <div key={entry.candidate.invoiceId} className="assign-allocation">
              <TextField
                id={`assign-amount-${index}`}
                label={`Betrag für ${entry.candidate.number} in Euro`}
                inputMode="decimal"
                value={entry.amount}
                onChange={(event) => setPicked(picked.map((other) => (other === entry ? { ...other, amount: event.target.value } : other)))}
              />
              <button
                type="button"
                className="button button--small"
                onClick={() => setPicked(picked.filter((other) => other !== entry))}
                aria-label={`Rechnung ${entry.candidate.number} entfernen`}
              >
                Entfernen
              </button>
            </div>
          ))}
          {picked.length > 0 ? (
            <p role="status" className={rest < 0 ? "field__error" : undefined}>
              {rest > 0
                ? `Rest ${formatEuro(rest)} wird als Überzahlung auf Rechnung ${picked.find((entry) => entry.candidate.invoiceId === overpaymentOn)?.candidate.number ?? picked.at(-1)!.candidate.number} gebucht.`
                : rest === 0
                  ? "Die Gutschrift ist vollständig zugeordnet."
                  : `Zugeordnet sind ${formatEuro(allocated)}, mehr als die Gutschrift (${formatEuro(line.amountCents)}).`}
            </p>
          ) : null}
          {rest > 0 && picked.length > 1 ? (
            <SelectField
              id="assign-overpayment"
              label="Überzahlung buchen auf"
              options={picked.map((entry) => ({ value: entry.candidate.invoiceId, label: entry.candidate.number }))}
              value={overpaymentOn ?? picked.at(-1)!.candidate.invoiceId}
              onChange={(event) => setOverpaymentOn(event.target.value)}
            />
          ) : null}
          {error ? (
            <p className="field__error" role="alert">
              {error}
            </p>
          ) : null}
          <FormDialogActions onCancel={close} submitLabel="Zuordnung buchen" pending={assign.isPending} />
        </form>
      ) : null}
    </Dialog>
  );
}
