/** One invoice: what it says, what was paid, and the actions a sent invoice allows. */
import { useState } from "react";
import { Dialog } from "#ui/backoffice/Dialog.tsx";
import { QueryError } from "#ui/backoffice/QueryError.tsx";
import { Spinner } from "#ui/backoffice/Spinner.tsx";
import { StatusBadge } from "#ui/backoffice/StatusBadge.tsx";
import { downloadOrToast } from "#ui/backoffice/save-file.ts";
import { formatServicePeriod } from "../domain/invoice.ts";
import { formatEuro } from "../domain/money.ts";
import { paymentMethodLabels, type CollectionStatus } from "../schema.ts";
import { financesApi, useFinanceMutation, useInvoice } from "./finance-api.ts";
import { CancelInvoiceDialog } from "./CancelInvoiceDialog.tsx";
import { PaymentDialog } from "./PaymentDialog.tsx";
import { BillingProfileDialog } from "./BillingProfileDialog.tsx";
import { collectionLabel, statusLabel, statusTone } from "./labels.ts";
import { formatGermanDate } from "#shared/dates.ts";

export function InvoiceDetailDialog({ id, onClose }: { id: string | null; onClose: () => void }) {
  const detail = useInvoice(id);
  const [action, setAction] = useState<"payment" | "cancel" | "write-off" | "address" | null>(null);
  const data = detail.data;
  const hold = useFinanceMutation(
    (input: { id: string; hold: boolean; version: number }) =>
      financesApi.setDunningHold.call({ params: { id: input.id }, body: { hold: input.hold, version: input.version } }),
    {
      success: () => "Mahnsperre gespeichert",
      failure: "Mahnsperre nicht gespeichert",
    },
  );
  const invoice = data?.invoice;
  const title = invoice ? `${invoice.kind === "cancellation" ? "Stornorechnung" : "Rechnung"} ${invoice.number}` : "Rechnung";
  return (
    <>
      <Dialog open={id !== null && action === null} title={title} onClose={onClose} wide>
        {detail.isPending ? <Spinner label="Rechnung wird geladen …" /> : null}
        {detail.isError ? <QueryError error={detail.error} onRetry={() => void detail.refetch()} /> : null}
        {invoice && data ? (
          <div className="invoice-detail">
            <p>
              <StatusBadge tone={statusTone[invoice.status]}>{statusLabel(invoice.status)}</StatusBadge>
              {data.cancelledBy ? <span className="muted"> · storniert durch {data.cancelledBy.number}</span> : null}
              {invoice.document.cancels ? <span className="muted"> · storniert Rechnung {invoice.document.cancels.number}</span> : null}
            </p>
            <dl className="detail-list">
              <dt>Mitglied</dt>
              <dd>
                {invoice.document.recipient.name} ({invoice.document.recipient.memberNumber})
              </dd>
              <dt>Rechnungsdatum</dt>
              <dd>{formatGermanDate(invoice.issueDate)}</dd>
              <dt>Fällig</dt>
              <dd>{formatGermanDate(invoice.dueDate)}</dd>
              <dt>Leistung</dt>
              <dd>{invoice.document.lines.map((line) => `${line.description} (${formatServicePeriod(line.servicePeriod)})`).join("; ")}</dd>
              <dt>Betrag</dt>
              <dd>{formatEuro(invoice.grossCents)}</dd>
              {invoice.kind === "invoice" ? (
                <>
                  <dt>Bezahlt</dt>
                  <dd>{formatEuro(invoice.paidCents)}</dd>
                  {invoice.feesCents > 0 ? (
                    <>
                      <dt>Mahngebühren</dt>
                      <dd>{formatEuro(invoice.feesCents)}</dd>
                    </>
                  ) : null}
                  {invoice.writtenOffCents > 0 ? (
                    <>
                      <dt>Abgeschrieben</dt>
                      <dd>{formatEuro(invoice.writtenOffCents)}</dd>
                    </>
                  ) : null}
                  <dt>Offen</dt>
                  <dd>
                    <strong>{formatEuro(invoice.openCents)}</strong>
                    {invoice.openCents < 0 ? " (Guthaben des Mitglieds)" : ""}
                  </dd>
                </>
              ) : null}
              {invoice.kind === "invoice" && invoice.status === "open" ? (
                <>
                  <dt>Mahnungen</dt>
                  <dd>{invoice.dunningHold ? "Gesperrt: Der Mahnlauf übergeht diese Rechnung." : "Werden bei Verzug automatisch versandt."}</dd>
                </>
              ) : null}
              <dt>Zahlungsweg</dt>
              <dd>
                {invoice.document.payment?.kind === "direct_debit"
                  ? `SEPA-Lastschrift, Mandat ${invoice.document.payment.mandateReference}`
                  : invoice.document.payment
                    ? "Überweisung"
                    : "–"}
              </dd>
              {invoice.collectionDate ? (
                <>
                  <dt>Lastschrift</dt>
                  <dd>
                    {collectionLabel({
                      collectionDate: invoice.collectionDate,
                      collectionStatus: (data.collections[0]?.status as CollectionStatus | undefined) ?? null,
                      status: invoice.status,
                    })?.text ?? `Einzug am ${formatGermanDate(invoice.collectionDate)}`}
                  </dd>
                </>
              ) : null}
            </dl>
            {data.payments.length > 0 ? (
              <>
                <h3 className="invoice-detail__heading">Zahlungen</h3>
                <ul className="plain-list">
                  {data.payments.map((payment) => (
                    <li key={payment.id}>
                      {formatGermanDate(payment.receivedOn)}: {formatEuro(payment.cents)} ·{" "}
                      {paymentMethodLabels[payment.method as keyof typeof paymentMethodLabels] ?? payment.method}
                      {payment.reference ? ` · ${payment.reference}` : ""}
                    </li>
                  ))}
                </ul>
              </>
            ) : null}
            {data.notices.length > 0 ? (
              <>
                <h3 className="invoice-detail__heading">Mahnungen</h3>
                <ul className="plain-list">
                  {data.notices.map((notice) => (
                    <li key={notice.id}>
                      {notice.title} vom {formatGermanDate(notice.sentOn)}, zahlbar bis {formatGermanDate(notice.deadline)}
                      {notice.feeCents > 0 ? `, Gebühr ${formatEuro(notice.feeCents)}` : ""}
                    </li>
                  ))}
                </ul>
              </>
            ) : null}
            <div className="button-row">
              <button
                type="button"
                className="button"
                onClick={() => void downloadOrToast(financesApi.downloadInvoicePdf.url({ params: { id: invoice.id } }), `${invoice.number}.pdf`)}
              >
                PDF herunterladen
              </button>
              {invoice.status === "open" ? (
                <button type="button" className="button button--primary" onClick={() => setAction("payment")}>
                  Zahlung erfassen
                </button>
              ) : null}
              {invoice.kind === "invoice" && invoice.status !== "cancelled" ? (
                <button type="button" className="button" onClick={() => setAction("cancel")}>
                  Stornieren
                </button>
              ) : null}
              {invoice.kind === "invoice" && invoice.status === "open" ? (
                <button
                  type="button"
                  className="button"
                  disabled={hold.isPending}
                  onClick={() => hold.mutate({ id: invoice.id, hold: !invoice.dunningHold, version: invoice.version })}
                >
                  {invoice.dunningHold ? "Mahnsperre aufheben" : "Mahnsperre setzen"}
                </button>
              ) : null}
              {invoice.status === "open" ? (
                <button type="button" className="button button--danger" onClick={() => setAction("write-off")}>
                  Abschreiben
                </button>
              ) : null}
              <button type="button" className="button" onClick={() => setAction("address")}>
                Rechnungsadresse
              </button>
              <button type="button" className="button" onClick={onClose}>
                Schließen
              </button>
            </div>
          </div>
        ) : null}
      </Dialog>
      <BillingProfileDialog membershipId={action === "address" && invoice ? invoice.membershipId : null} onClose={() => setAction(null)} />
      {invoice ? <PaymentDialog open={action === "payment"} invoice={invoice} onClose={() => setAction(null)} /> : null}
      {invoice ? (
        <CancelInvoiceDialog
          mode={action === "write-off" ? "write-off" : "cancel"}
          open={action === "cancel" || action === "write-off"}
          invoice={invoice}
          onClose={() => setAction(null)}
        />
      ) : null}
    </>
  );
}
