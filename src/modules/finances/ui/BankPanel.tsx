/** Bank statements: import a camt.053 file and decide on the lines the matcher left for review. */
import { countOf } from "#shared/plural.ts";
import { useRef, useState } from "react";
import { DataTable, type Column } from "#ui/backoffice/DataTable.tsx";
import { EmptyState } from "#ui/backoffice/EmptyState.tsx";
import { QueryError } from "#ui/backoffice/QueryError.tsx";
import { Spinner } from "#ui/backoffice/Spinner.tsx";
import { FieldShell, fieldControlAria } from "#ui/form/FieldShell.tsx";
import { formatEuro } from "../domain/money.ts";
import type { BankStatement, StatementImport, StatementLine } from "../answers.ts";
import type { LineResolution } from "../schema.ts";
import { financesApi, useFinanceMutation, usePagedList } from "./finance-api.ts";
import { formatGermanDate, formatGermanDateTime } from "#shared/dates.ts";
import { Pagination } from "#ui/backoffice/Pagination.tsx";
import { AssignCreditDialog } from "./AssignCreditDialog.tsx";

type Line = StatementLine;
type Statement = BankStatement;

/** Sends the camt.053 file as it is (XML); the server keeps its name with the statement. */
async function uploadStatement(file: File): Promise<StatementImport> {
  return financesApi.importStatement.call({ query: { fileName: file.name }, body: await file.text() });
}

export function BankPanel() {
  const input = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [assigning, setAssigning] = useState<string | null>(null);
  const reviewList = usePagedList({ outcome: "review" }, (paging) => financesApi.listStatementLines.queryOptions({ query: { outcome: "review", ...paging } }));
  const review = reviewList.query;
  const statementList = usePagedList({}, (paging) => financesApi.listStatements.queryOptions({ query: paging }));
  const statements = statementList.query;
  const upload = useFinanceMutation(uploadStatement, {
    success: (summary) =>
      `${summary.statements.length > 1 ? `${countOf(summary.statements.length, "Kontoauszug", "Kontoauszüge")} mit ` : ""}${countOf(summary.lines, "Buchung", "Buchungen")} importiert: ${summary.booked} zugeordnet, ${summary.review} zur Prüfung${summary.alreadyImported.length > 0 ? ` (bereits importiert: ${summary.alreadyImported.join(", ")})` : ""}`,
    failure: "Kontoauszug nicht importiert",
  });
  const resolve = useFinanceMutation(
    (payload: { line: Line; body: LineResolution }) => financesApi.resolveStatementLine.call({ params: { id: payload.line.id }, body: payload.body }),
    { success: () => "Buchung erledigt", failure: "Buchung nicht zugeordnet" },
  );

  const columns: Column<Line>[] = [
    { key: "date", header: "Buchung", render: (line) => formatGermanDate(line.bookingDate) },
    { key: "amount", header: "Betrag", className: "numeric", render: (line) => `${line.direction === "debit" ? "-" : ""}${formatEuro(line.amountCents)}` },
    { key: "party", header: "Auftraggeber", render: (line) => line.counterpartyName ?? "–" },
    { key: "text", header: "Verwendungszweck", render: (line) => line.remittance || "–" },
    { key: "why", header: "Warum zur Prüfung", render: (line) => line.outcomeNote },
    {
      key: "actions",
      header: "Aktionen",
      render: (line) => (
        <div className="button-row">
          {line.direction === "credit" ? (
            <button
              type="button"
              className="button button--small button--primary"
              onClick={() => setAssigning(line.id)}
              aria-label={`Gutschrift über ${formatEuro(line.amountCents)} zuordnen`}
            >
              Zuordnen{line.suggestedInvoiceIds.length > 0 ? ` (${countOf(line.suggestedInvoiceIds.length, "Vorschlag", "Vorschläge")})` : ""}
            </button>
          ) : null}
          <button
            type="button"
            className="button button--small"
            onClick={() => resolve.mutate({ line, body: { action: "ignore", note: "Keine Beitragszahlung", version: line.version } })}
          >
            Keine Beitragszahlung
          </button>
        </div>
      ),
    },
  ];
  const statementColumns: Column<Statement>[] = [
    { key: "imported", header: "Importiert", render: (statement) => formatGermanDateTime(statement.importedAt) },
    {
      key: "id",
      header: "Auszug",
      render: (statement) => (
        <>
          {statement.statementId}
          {statement.fileName ? (
            <>
              <br />
              <span className="muted">{statement.fileName}</span>
            </>
          ) : null}
        </>
      ),
    },
    { key: "lines", header: "Buchungen", className: "numeric", render: (statement) => String(statement.lines) },
    {
      key: "closing",
      header: "Schlusssaldo",
      className: "numeric",
      render: (statement) => (statement.closingCents === null ? "–" : formatEuro(statement.closingCents)),
    },
    { key: "balanced", header: "Salden", render: (statement) => (statement.balanced === null ? "–" : statement.balanced ? "Stimmen" : "Stimmen nicht") },
  ];
  return (
    <div className="bank">
      <form
        className="upload-form"
        onSubmit={(event) => {
          event.preventDefault();
          if (file)
            upload.mutate(file, {
              onSuccess: () => {
                setFile(null);
                if (input.current) input.current.value = "";
              },
            });
        }}
      >
        <FieldShell
          id="statement-file"
          label="Kontoauszug (camt.053, XML)"
          hint="Aus dem Onlinebanking als camt.053 (XML) exportieren. Bereits importierte Auszüge werden erkannt."
        >
          <input
            ref={input}
            id="statement-file"
            className="field__control"
            {...fieldControlAria("statement-file", undefined, "hint")}
            type="file"
            accept=".xml,application/xml,text/xml"
            onChange={(event) => setFile(event.target.files?.[0] ?? null)}
          />
        </FieldShell>
        <button type="submit" className="button button--primary" disabled={!file || upload.isPending}>
          {upload.isPending ? "Wird importiert …" : "Importieren"}
        </button>
      </form>
      <h2 className="section-heading">Zur Prüfung</h2>
      {review.isPending ? <Spinner label="Buchungen werden geladen …" /> : null}
      {review.isError ? <QueryError error={review.error} onRetry={() => void review.refetch()} /> : null}
      {review.data ? (
        <>
          <DataTable
            caption="Buchungen zur Prüfung"
            columns={columns}
            rows={review.data.items}
            rowKey={(line) => line.id}
            busy={review.isFetching}
            empty={<EmptyState title="Nichts zu prüfen" text="Alle importierten Buchungen sind zugeordnet oder erledigt." />}
          />
          {review.data.total > review.data.pageSize ? (
            <Pagination
              label="Seiten der Buchungen zur Prüfung"
              page={review.data.page}
              pageSize={review.data.pageSize}
              total={review.data.total}
              onPageChange={reviewList.onPageChange}
            />
          ) : null}
        </>
      ) : null}
      <h2 className="section-heading">Importierte Kontoauszüge</h2>
      {statements.isPending ? <Spinner label="Kontoauszüge werden geladen …" /> : null}
      {statements.isError ? <QueryError error={statements.error} onRetry={() => void statements.refetch()} /> : null}
      {statements.data ? (
        <>
          <DataTable
            caption="Importierte Kontoauszüge"
            columns={statementColumns}
            rows={statements.data.items}
            rowKey={(statement) => statement.id}
            busy={statements.isFetching}
            empty={<EmptyState title="Noch kein Kontoauszug" text="Importierte camt.053-Auszüge erscheinen hier mit ihren Buchungen." />}
          />
          {statements.data.total > statements.data.pageSize ? (
            <Pagination
              label="Seiten der Kontoauszüge"
              page={statements.data.page}
              pageSize={statements.data.pageSize}
              total={statements.data.total}
              onPageChange={statementList.onPageChange}
            />
          ) : null}
        </>
      ) : null}
      <AssignCreditDialog lineId={assigning} onClose={() => setAssigning(null)} />
    </div>
  );
}
