/** SEPA: mandates (record, revoke) and collection runs (preview, create, download the pain.008 file). */
import { countOf } from "#shared/plural.ts";
import { useState, type FormEvent } from "react";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { DataTable, type Column } from "#ui/backoffice/DataTable.tsx";
import { Dialog } from "#ui/backoffice/Dialog.tsx";
import { EmptyState } from "#ui/backoffice/EmptyState.tsx";
import { FormDialogActions } from "#ui/backoffice/FormDialogActions.tsx";
import { QueryError } from "#ui/backoffice/QueryError.tsx";
import { Spinner } from "#ui/backoffice/Spinner.tsx";
import { StatusBadge } from "#ui/backoffice/StatusBadge.tsx";
import { ConfirmDialog } from "#ui/backoffice/ConfirmDialog.tsx";
import { SelectField } from "#ui/form/SelectField.tsx";
import { TextField } from "#ui/form/TextField.tsx";
import { formatEuro } from "../domain/money.ts";
import type { CollectionPreview, CollectionRunSummary, Mandate as MandateListItem } from "../answers.ts";
import { mandateInputSchema, mandateStatuses, type MandateInput } from "../schema.ts";
import { Pagination } from "#ui/backoffice/Pagination.tsx";
import { SearchField } from "#ui/backoffice/SearchField.tsx";
import { useDebouncedValue } from "#ui/backoffice/use-debounced-value.ts";
import { checkIban, maskIban } from "../domain/sepa/iban.ts";
import { mandateReferenceProblem, sepaSchemeLabels } from "../domain/sepa/mandate.ts";
import { financesApi, useFinanceMutation, usePagedList } from "./finance-api.ts";
import { downloadOrToast } from "#ui/backoffice/save-file.ts";
import { todayIso } from "./labels.ts";
import { formatGermanDate } from "#shared/dates.ts";

type Mandate = MandateListItem;
type Run = CollectionRunSummary;
type Preview = CollectionPreview;
type PlannedItem = Preview["items"][number];

/** The status filter's <select> value, narrowed to a mandate status ("" = all). */
const statusFilter = (value: string) => mandateStatuses.find((status) => status === value);

const IN_COLLECTION = "Einziehung läuft bereits";
const NO_MANDATE = "Kein SEPA-Mandat – Zahlung per Überweisung";

/**
 * The plan in words that agree with the list of runs below: invoices already with the bank are
 * "im Lastschrifteinzug" (the runs' "Bei der Bank" column counts the same collections), invoices
 * without a mandate are paid by transfer, the rest with its reason.
 */
export function planSummary(plan: Preview): string[] {
  const sentences: string[] = [];
  if (plan.items.length > 0) {
    const dates = plan.dates.map((entry) => `${formatGermanDate(entry.date)} (${countOf(entry.count, "Rechnung", "Rechnungen")})`).join(", ");
    sentences.push(
      `${countOf(plan.items.length, "offene Rechnung kann", "offene Rechnungen können")} über ${formatEuro(plan.items.reduce((sum, item) => sum + item.amountCents, 0))} eingezogen werden, jede zu ihrem angekündigten Datum: ${dates}.`,
    );
  } else sentences.push("Zurzeit ist keine Rechnung zum Einzug bereit.");
  const pending = plan.skipped.filter((entry) => entry.reason === IN_COLLECTION).length;
  const noMandate = plan.skipped.filter((entry) => entry.reason === NO_MANDATE).length;
  const other = plan.skipped.filter((entry) => entry.reason !== IN_COLLECTION && entry.reason !== NO_MANDATE);
  if (pending > 0) sentences.push(`${countOf(pending, "Rechnung ist", "Rechnungen sind")} bereits im Lastschrifteinzug (siehe Lastschrifteinzüge unten).`);
  if (noMandate > 0) sentences.push(`${countOf(noMandate, "offene Rechnung wird", "offene Rechnungen werden")} überwiesen (kein SEPA-Mandat).`);
  for (const entry of other) sentences.push(`Rechnung ${entry.number}: ${entry.reason}.`);
  return sentences;
}

const statusText = { active: "Aktiv", revoked: "Widerrufen", completed: "Verbraucht" } as const;

export function SepaPanel() {
  const [search, setSearch] = useState("");
  const [status, setStatus] = useState("");
  const q = useDebouncedValue(search.trim());
  const mandateFilters = { q: q || undefined, status: statusFilter(status) };
  const mandateList = usePagedList(mandateFilters, (paging) => financesApi.listMandates.queryOptions({ query: { ...mandateFilters, ...paging } }));
  const mandates = mandateList.query;
  const runList = usePagedList({}, (paging) => financesApi.listCollectionRuns.queryOptions({ query: paging }));
  const runs = runList.query;
  // The wished due date (optional): the plan moves it to the earliest date the pre-notification
  // period and the TARGET calendar allow; the run uses exactly what the preview shows.
  const [wishedDate, setWishedDate] = useState("");
  const wished = /^\d{4}-\d{2}-\d{2}$/.test(wishedDate) ? wishedDate : null;
  const preview = useQuery({
    ...financesApi.previewCollectionRun.queryOptions({ query: { wishedDate: wished ?? undefined } }),
    placeholderData: keepPreviousData,
  });
  const [adding, setAdding] = useState(false);
  const [revoking, setRevoking] = useState<Mandate | null>(null);
  const [confirmRun, setConfirmRun] = useState(false);
  const revoke = useFinanceMutation(
    (mandate: Mandate) => financesApi.revokeMandate.call({ params: { id: mandate.id }, body: { revokedOn: todayIso(), version: mandate.version } }),
    { success: () => "Mandat widerrufen", failure: "Widerruf nicht gespeichert" },
  );
  const createRun = useFinanceMutation(() => financesApi.createCollectionRun.call({ body: { wishedDate: wished } }), {
    success: (result) => `${countOf(result.runs.length, "Lastschriftdatei", "Lastschriftdateien")} erstellt`,
    failure: "Einzug nicht möglich",
  });

  const mandateColumns: Column<Mandate>[] = [
    { key: "member", header: "Mitglied", render: (row) => row.memberName },
    { key: "reference", header: "Mandatsreferenz", render: (row) => row.reference },
    { key: "scheme", header: "Verfahren", render: (row) => row.scheme },
    { key: "iban", header: "IBAN", render: (row) => maskIban(row.iban) },
    { key: "signed", header: "Unterschrieben", render: (row) => formatGermanDate(row.signedOn) },
    {
      key: "status",
      header: "Status",
      render: (row) => <StatusBadge tone={row.status === "active" ? "success" : "neutral"}>{statusText[row.status]}</StatusBadge>,
    },
    {
      key: "actions",
      header: "Aktionen",
      render: (row) =>
        row.status === "active" ? (
          <button type="button" className="button button--small" onClick={() => setRevoking(row)} aria-label={`Mandat ${row.reference} widerrufen`}>
            Widerrufen
          </button>
        ) : null,
    },
  ];
  const planColumns: Column<PlannedItem>[] = [
    { key: "number", header: "Rechnung", render: (item) => item.number },
    { key: "debtor", header: "Zahlungspflichtiger", render: (item) => item.debtorName },
    { key: "date", header: "Einzug am", render: (item) => formatGermanDate(item.collectionDate) },
    { key: "type", header: "Verfahren", render: (item) => `${item.scheme} · ${item.sequenceType}` },
    { key: "notice", header: "Vorabankündigung", render: (item) => (item.announce ? "Wird mit dem Einzug versandt" : "Mit der Rechnung erfolgt") },
    { key: "amount", header: "Betrag", className: "numeric", render: (item) => formatEuro(item.amountCents) },
  ];
  const runColumns: Column<Run>[] = [
    { key: "date", header: "Einzug am", render: (row) => formatGermanDate(row.collectionDate) },
    { key: "scheme", header: "Verfahren", render: (row) => row.scheme },
    { key: "count", header: "Lastschriften", className: "numeric", render: (row) => String(row.transactions) },
    { key: "sum", header: "Summe", className: "numeric", render: (row) => formatEuro(row.controlSumCents) },
    {
      key: "state",
      header: "Stand",
      render: (row) =>
        [
          row.pending > 0 ? `${row.pending} bei der Bank` : null,
          row.settled > 0 ? `${row.settled} eingelöst` : null,
          row.returned > 0 ? `${countOf(row.returned, "Rücklastschrift", "Rücklastschriften")}` : null,
        ]
          .filter(Boolean)
          .join(", ") || "–",
    },
    {
      key: "file",
      header: "Datei",
      render: (row) => (
        <button
          type="button"
          className="button button--small"
          onClick={() => void downloadOrToast(financesApi.downloadCollectionRunXml.url({ params: { id: row.id } }), `${row.messageId}.xml`)}
          aria-label={`Datei ${row.messageId} herunterladen`}
        >
          pain.008 herunterladen
        </button>
      ),
    },
  ];
  const plan = preview.data;
  return (
    <div className="sepa">
      <h2 className="section-heading">Lastschrifteinzug</h2>
      {preview.isPending ? <Spinner label="Einzug wird vorbereitet …" /> : null}
      {preview.isError ? <QueryError error={preview.error} onRetry={() => void preview.refetch()} /> : null}
      {plan ? (
        <div className="collection-plan">
          {plan.blockers.length > 0 ? (
            <div className="notice notice--warning" role="status">
              <strong>Einzug noch nicht möglich:</strong>
              <ul>
                {plan.blockers.map((blocker) => (
                  <li key={blocker}>{blocker}</li>
                ))}
              </ul>
            </div>
          ) : (
            <div role="status" className="collection-plan__summary">
              {planSummary(plan).map((sentence) => (
                <p key={sentence}>{sentence}</p>
              ))}
            </div>
          )}
          <div className="collection-plan__form">
            <TextField
              id="collection-wished-date"
              label="Gewünschte Fälligkeit"
              type="date"
              hint="Optional, nur für Rechnungen ohne angekündigtes Datum; frühestens nach der Vorabankündigungsfrist an einem TARGET-Bankarbeitstag"
              value={wishedDate}
              onChange={(event) => setWishedDate(event.target.value)}
            />
            <button
              type="button"
              className="button button--primary"
              disabled={plan.blockers.length > 0 || plan.items.length === 0 || createRun.isPending || preview.isFetching}
              onClick={() => setConfirmRun(true)}
            >
              Einzug erstellen
            </button>
          </div>
          {plan.items.length > 0 ? (
            <DataTable
              caption="Geplanter Einzug"
              columns={planColumns}
              rows={plan.items}
              rowKey={(item) => item.endToEndId}
              busy={preview.isFetching}
              empty={null}
            />
          ) : null}
        </div>
      ) : null}
      {runs.isPending ? <Spinner label="Einzüge werden geladen …" /> : null}
      {runs.isError ? <QueryError error={runs.error} onRetry={() => void runs.refetch()} /> : null}
      {runs.data ? (
        <>
          <DataTable
            caption="Lastschrifteinzüge"
            columns={runColumns}
            rows={runs.data.items}
            rowKey={(row) => row.id}
            busy={runs.isFetching}
            empty={<EmptyState title="Noch kein Einzug" text="Erstellte Lastschriftdateien erscheinen hier zum Herunterladen für das Onlinebanking." />}
          />
          {runs.data.total > runs.data.pageSize ? (
            <Pagination
              label="Seiten der Lastschrifteinzüge"
              page={runs.data.page}
              pageSize={runs.data.pageSize}
              total={runs.data.total}
              onPageChange={runList.onPageChange}
            />
          ) : null}
        </>
      ) : null}

      <div className="section-heading-row">
        <h2 className="section-heading">SEPA-Mandate</h2>
        <button type="button" className="button" onClick={() => setAdding(true)}>
          Mandat erfassen
        </button>
      </div>
      {mandates.isPending ? <Spinner label="Mandate werden geladen …" /> : null}
      {mandates.isError ? <QueryError error={mandates.error} onRetry={() => void mandates.refetch()} /> : null}
      <div className="filter-bar" role="search" aria-label="Mandate filtern">
        <SearchField id="mandate-search" label="Mandate durchsuchen" placeholder="Mitglied, Kontoinhaber oder Referenz" value={search} onChange={setSearch} />
        <SelectField
          id="mandate-status"
          label="Mandatsstatus"
          placeholder="Alle"
          options={mandateStatuses.map((value) => ({ value, label: statusText[value] }))}
          value={status}
          onChange={(event) => setStatus(event.target.value)}
        />
      </div>
      {mandates.data ? (
        <>
          <DataTable
            caption="SEPA-Mandate"
            columns={mandateColumns}
            rows={mandates.data.items}
            rowKey={(row) => row.id}
            busy={mandates.isFetching}
            empty={
              q || status ? (
                <EmptyState title="Keine Mandate gefunden" text="Zu dieser Suche passt kein Mandat." />
              ) : (
                <EmptyState
                  title="Keine Mandate"
                  text="Erfassen Sie die unterschriebenen SEPA-Mandate der Mitglieder, um Beiträge per Lastschrift einzuziehen."
                />
              )
            }
          />
          {mandates.data.total > mandates.data.pageSize ? (
            <Pagination
              label="Seiten der Mandatsliste"
              page={mandates.data.page}
              pageSize={mandates.data.pageSize}
              total={mandates.data.total}
              onPageChange={mandateList.onPageChange}
            />
          ) : null}
        </>
      ) : null}
      <MandateDialog open={adding} onClose={() => setAdding(false)} />
      <ConfirmDialog
        open={revoking !== null}
        title="Mandat widerrufen?"
        text={`Das Mandat ${revoking?.reference ?? ""} wird ab heute nicht mehr genutzt.`}
        confirmLabel="Widerrufen"
        danger
        pending={revoke.isPending}
        onCancel={() => setRevoking(null)}
        onConfirm={() => revoking && revoke.mutate(revoking, { onSettled: () => setRevoking(null) })}
      />
      <ConfirmDialog
        open={confirmRun}
        title="Lastschrifteinzug erstellen?"
        text={`Je Verfahren und Einzugsdatum wird eine Lastschriftdatei erstellt (${(plan?.dates ?? []).map((entry) => formatGermanDate(entry.date)).join(", ")}). Eine Vorabankündigung erhalten nur Zahlungspflichtige, denen das Datum nicht schon mit der Rechnung angekündigt wurde (${countOf((plan?.items ?? []).filter((item) => item.announce).length, "Mitteilung", "Mitteilungen")}).`}
        confirmLabel="Einzug erstellen"
        pending={createRun.isPending}
        onCancel={() => setConfirmRun(false)}
        onConfirm={() => createRun.mutate(undefined, { onSettled: () => setConfirmRun(false) })}
      />
    </div>
  );
}

function MandateDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const [search, setSearch] = useState("");
  const options = useQuery({ ...financesApi.listMemberOptions.queryOptions({ query: { q: search } }), enabled: open });
  const [values, setValues] = useState({
    membershipId: "",
    reference: "",
    scheme: "B2B",
    recurrent: true,
    signedOn: todayIso(),
    debtorName: "",
    iban: "",
    bic: "",
  });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const save = useFinanceMutation((body: MandateInput) => financesApi.createMandate.call({ body }), {
    success: () => "Mandat erfasst",
    failure: "Mandat nicht gespeichert",
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found: Record<string, string> = {};
    const parsed = mandateInputSchema.safeParse({ ...values, bic: values.bic || null });
    if (!parsed.success) for (const issue of parsed.error.issues) found[String(issue.path[0])] ??= issue.message;
    const iban = values.iban ? checkIban(values.iban) : null;
    if (iban && !iban.ok) found.iban = iban.message;
    const reference = values.reference ? mandateReferenceProblem(values.reference) : null;
    if (reference) found.reference = reference;
    setErrors(found);
    if (Object.keys(found).length === 0 && parsed.success) save.mutate(parsed.data, { onSuccess: onClose });
  };
  const set = (key: keyof typeof values) => (event: { target: { value: string } }) => setValues((current) => ({ ...current, [key]: event.target.value }));
  return (
    <Dialog
      open={open}
      title="SEPA-Mandat erfassen"
      description="Daten vom unterschriebenen Mandat übernehmen. Mitgliedsunternehmen unterschreiben meist ein Firmenlastschrift-Mandat (B2B)."
      onClose={onClose}
      wide
    >
      <form onSubmit={submit} noValidate className="mandate-form">
        <TextField id="mandate-member-search" label="Mitglied suchen" value={search} onChange={(event) => setSearch(event.target.value)} />
        <SelectField
          id="mandate-member"
          label="Mitglied"
          required
          options={(options.data?.items ?? []).map((item) => ({ value: item.membershipId, label: item.name }))}
          value={values.membershipId}
          onChange={(event) => {
            const name = options.data?.items.find((item) => item.membershipId === event.target.value)?.name ?? "";
            setValues((current) => ({ ...current, membershipId: event.target.value, debtorName: current.debtorName || name }));
          }}
          error={errors.membershipId}
        />
        <TextField
          id="mandate-reference"
          label="Mandatsreferenz"
          required
          hint="Höchstens 35 Zeichen, ohne Leerzeichen und Umlaute"
          value={values.reference}
          onChange={set("reference")}
          error={errors.reference}
        />
        <SelectField
          id="mandate-scheme"
          label="Verfahren"
          required
          options={(["B2B", "CORE"] as const).map((value) => ({ value, label: sepaSchemeLabels[value] }))}
          value={values.scheme}
          onChange={set("scheme")}
        />
        <TextField
          id="mandate-signed"
          label="Unterschrieben am"
          type="date"
          required
          value={values.signedOn}
          onChange={set("signedOn")}
          error={errors.signedOn}
        />
        <TextField id="mandate-debtor" label="Kontoinhaber" required value={values.debtorName} onChange={set("debtorName")} error={errors.debtorName} />
        <TextField id="mandate-iban" label="IBAN" required autoComplete="off" value={values.iban} onChange={set("iban")} error={errors.iban} />
        <TextField id="mandate-bic" label="BIC" hint="Optional" value={values.bic} onChange={set("bic")} error={errors.bic} />
        <FormDialogActions onCancel={onClose} submitLabel="Mandat speichern" pending={save.isPending} />
      </form>
    </Dialog>
  );
}
