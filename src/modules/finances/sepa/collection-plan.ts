import { parseIsoDate, type IsoDate } from "../domain/iso-date.ts";
import type { Cents } from "../domain/money.ts";
import type { CollectionItem } from "./batching.ts";
import { checkIban } from "./iban.ts";
import { nextSequenceType, type MandateState } from "./mandate.ts";
import { earliestCollectionDate } from "./target-calendar.ts";

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
  mandate: (MandateState & { mandateId: string; debtorName: string; iban: string; bic: string | null }) | null;
};

export type PlannedCollection = CollectionItem & { invoiceId: string; mandateId: string; attempt: number };
export type CollectionPlan = { collectionDate: IsoDate; items: PlannedCollection[]; skipped: Array<{ invoiceId: string; number: string; reason: string }> };

/**
 * Chooses what a collection run debits (ADR 163): every open invoice whose member has a usable
 * mandate, at the earliest due date the bank and the pre-notification period allow (or a later
 * wished date). Per mandate, the first transaction of the run takes the mandate's sequence type
 * and further ones continue as RCUR. Everything left out is listed with the reason, so the
 * treasurer can ask for a mandate or a transfer.
 */
export function planCollection(invoices: readonly CollectableInvoice[], options: { submissionDate: IsoDate; preNotificationDays: number; wishedDate: IsoDate | null }): CollectionPlan {
  const collectionDate = earliestCollectionDate(options.submissionDate, options.preNotificationDays, options.wishedDate);
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
    const decision = nextSequenceType(mandate, collectionDate, isFinal);
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
      mandateId: mandate.mandateId,
      attempt,
      endToEndId: `${invoice.number}-${attempt}`,
      amountCents: invoice.openCents,
      scheme: mandate.scheme,
      sequenceType,
      collectionDate,
      mandateReference: mandate.reference,
      mandateSignedOn: mandate.signedOn,
      debtorName: mandate.debtorName,
      debtorIban: mandate.iban,
      debtorBic: mandate.bic,
      remittance: `Mitgliedsbeitrag ${invoice.fiscalYear}, Rechnung ${invoice.number}`,
    });
  }
  return { collectionDate, items, skipped };
}
