import { parseIsoDate, type IsoDate } from "#shared/dates.ts";
import type { Cents } from "../money.ts";
import type { CollectionItem } from "./batching.ts";
import { checkIban } from "./iban.ts";
import { nextSequenceType, type MandateState } from "./mandate.ts";
import { earliestCollectionDate } from "./target-calendar.ts";
import { runCollectionDate } from "./collection-date.ts";

export type CollectableInvoice = {
  invoiceId: string;
  number: string;
  fiscalYear: number;
  openCents: Cents;
  memberName: string;
  /** Last day of membership, if it ends: the last collection under the mandate is FNAL. */
  membershipEndsOn: IsoDate | null;
  /** Earlier collection attempts of this invoice (returned ones), for a fresh end-to-end id. */
  previousAttempts: number;
  collectionPending: boolean;
  /** Invoice and due date: a new collection date is never before either. */
  issueDate?: IsoDate;
  dueDate?: IsoDate | null;
  /** The invoice's stored collection date (ADR 220), decided when it was made or by an earlier run. */
  storedCollectionDate?: IsoDate | null;
  /** The date the invoice document itself announced (its mail was the pre-notification). */
  announcedDate?: IsoDate | null;
  mandate: (MandateState & { mandateId: string; debtorName: string; iban: string; bic: string | null }) | null;
};

/** `announce`: the member has not been told this date yet (a pre-notification goes out with the run). */
export type PlannedCollection = CollectionItem & {
  invoiceId: string;
  number: string;
  mandateId: string;
  attempt: number;
  announce: boolean;
  dateMoved: boolean;
};
export type CollectionPlan = {
  /** The date for invoices without a usable stored date (the wished date moved to the earliest allowed). */
  collectionDate: IsoDate;
  /** The collection dates of this run with their count and sum, earliest first. */
  dates: Array<{ date: IsoDate; count: number; cents: Cents }>;
  items: PlannedCollection[];
  skipped: Array<{ invoiceId: string; number: string; reason: string }>;
};

/**
 * Chooses what a collection run debits (ADR 163, 220): every open invoice whose member has a
 * usable mandate, on the invoice's stored collection date (the date its invoice announced), or,
 * without one or when it can no longer be met, at the earliest date the bank and the
 * pre-notification period allow (or a later wished date), never before the invoice or due date. Per mandate, the first transaction of the run takes the mandate's sequence type
 * and further ones continue as RCUR. Everything left out is listed with the reason, so the
 * treasurer can ask for a mandate or a transfer.
 */
export function planCollection(
  invoices: readonly CollectableInvoice[],
  options: { submissionDate: IsoDate; preNotificationDays: number; wishedDate: IsoDate | null },
): CollectionPlan {
  const collectionDate = earliestCollectionDate(options.submissionDate, options.preNotificationDays, options.wishedDate);
  const dateOf = (invoice: CollectableInvoice) =>
    invoice.issueDate
      ? runCollectionDate({
          today: options.submissionDate,
          preNotificationDays: options.preNotificationDays,
          wishedDate: options.wishedDate,
          storedDate: invoice.storedCollectionDate ?? null,
          announcedDate: invoice.announcedDate ?? null,
          issueDate: invoice.issueDate,
          dueDate: invoice.dueDate ?? null,
        })
      : { date: collectionDate, announce: true };
  const items: PlannedCollection[] = [];
  const skipped: CollectionPlan["skipped"] = [];
  const usedMandates = new Set<string>();
  for (const invoice of [...invoices].sort((a, b) => a.number.localeCompare(b.number))) {
    const skip = (reason: string) => skipped.push({ invoiceId: invoice.invoiceId, number: invoice.number, reason });
    if (invoice.openCents <= 0) continue;
    if (invoice.collectionPending) {
      skip("Einziehung läuft bereits");
      continue;
    }
    const mandate = invoice.mandate;
    if (!mandate) {
      skip("Kein SEPA-Mandat – Zahlung per Überweisung");
      continue;
    }
    if (!checkIban(mandate.iban).ok) {
      skip("IBAN des Mandats ist ungültig");
      continue;
    }
    const isFinal = invoice.membershipEndsOn !== null && parseIsoDate(invoice.membershipEndsOn).year <= invoice.fiscalYear;
    const dated = dateOf(invoice);
    const decision = nextSequenceType(mandate, dated.date, isFinal);
    if (!decision.ok) {
      skip(decision.message);
      continue;
    }
    const sequenceType = usedMandates.has(mandate.mandateId) && decision.sequenceType !== "OOFF" ? "RCUR" : decision.sequenceType;
    if (usedMandates.has(mandate.mandateId) && decision.sequenceType === "OOFF") {
      skip("Einmalmandat wird in diesem Lauf bereits genutzt");
      continue;
    }
    usedMandates.add(mandate.mandateId);
    const attempt = invoice.previousAttempts + 1;
    items.push({
      invoiceId: invoice.invoiceId,
      number: invoice.number,
      mandateId: mandate.mandateId,
      attempt,
      announce: dated.announce,
      dateMoved: (invoice.storedCollectionDate ?? null) !== dated.date,
      endToEndId: `${invoice.number}-${attempt}`,
      amountCents: invoice.openCents,
      scheme: mandate.scheme,
      sequenceType,
      collectionDate: dated.date,
      mandateReference: mandate.reference,
      mandateSignedOn: mandate.signedOn,
      debtorName: mandate.debtorName,
      debtorIban: mandate.iban,
      debtorBic: mandate.bic,
      remittance: `Mitgliedsbeitrag ${invoice.fiscalYear}, Rechnung ${invoice.number}`,
    });
  }
  const dates = new Map<IsoDate, { date: IsoDate; count: number; cents: Cents }>();
  for (const item of items) {
    const entry = dates.get(item.collectionDate) ?? { date: item.collectionDate, count: 0, cents: 0 };
    entry.count++;
    entry.cents += item.amountCents;
    dates.set(item.collectionDate, entry);
  }
  return { collectionDate, dates: [...dates.values()].sort((a, b) => a.date.localeCompare(b.date)), items, skipped };
}
