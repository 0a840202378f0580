/** Display helpers of the finance screens. */
import type { BadgeTone } from "#ui/backoffice/StatusBadge.tsx";
import { browserNow } from "#ui/clock.ts";
import { berlinDate, formatGermanDate } from "#shared/dates.ts";
import type { InvoiceSummary } from "../answers.ts";
import { invoiceStatusLabels, type CollectionStatus } from "../schema.ts";

export const statusTone: Record<InvoiceSummary["status"], BadgeTone> = {
  open: "warning",
  paid: "success",
  cancelled: "neutral",
  written_off: "danger",
  cancellation: "info",
};
export const statusLabel = (status: InvoiceSummary["status"]) => invoiceStatusLabels[status];

/** The Berlin year of the screens' one clock (browserNow). */
export function currentYear(): number {
  return Number(berlinDate(browserNow()).slice(0, 4));
}

/** Today in Berlin by the screens' one clock (browserNow), e.g. the default invoice date. */
export function todayIso(): string {
  return berlinDate(browserNow());
}

/**
 * The direct debit of an invoice as the office and the member read it, wherever an invoice is
 * shown: "Im Lastschrifteinzug" while the bank has it, "Lastschrift am 18.01.2027" while the
 * stored date is announced but not yet submitted; null for an invoice paid by transfer.
 */
export function collectionLabel(invoice: {
  collectionDate: string | null;
  collectionStatus: CollectionStatus | null;
  status: InvoiceSummary["status"];
}): { text: string; tone: BadgeTone } | null {
  if (invoice.collectionStatus === "submitted") return { text: `Im Lastschrifteinzug (${formatGermanDate(invoice.collectionDate)})`, tone: "info" };
  if (invoice.collectionStatus === "returned" && invoice.status === "open") return { text: "Rücklastschrift", tone: "danger" };
  if (invoice.collectionStatus === "settled") return { text: "Per Lastschrift eingezogen", tone: "success" };
  if (invoice.collectionDate && invoice.status === "open") return { text: `Lastschrift am ${formatGermanDate(invoice.collectionDate)}`, tone: "neutral" };
  return null;
}

/** "Überfällig" instead of "Offen" for an open invoice past due that is not with the bank. */
export function invoiceStatusText(invoice: { status: InvoiceSummary["status"]; overdue: boolean }): { text: string; tone: BadgeTone } {
  return invoice.overdue ? { text: "Überfällig", tone: "danger" } : { text: statusLabel(invoice.status), tone: statusTone[invoice.status] };
}
