import type { IsoDate } from "#shared/dates.ts";
import { sumCents, type Cents } from "../money.ts";
import type { SepaScheme, SequenceType } from "./mandate.ts";

export type CollectionItem = {
  endToEndId: string;
  amountCents: Cents;
  scheme: SepaScheme;
  sequenceType: SequenceType;
  collectionDate: IsoDate;
  mandateReference: string;
  mandateSignedOn: IsoDate;
  debtorName: string;
  debtorIban: string;
  debtorBic: string | null;
  remittance: string;
};

export type PaymentBatch = { sequenceType: SequenceType; collectionDate: IsoDate; items: CollectionItem[]; controlSumCents: Cents };
export type SchemeFile = { scheme: SepaScheme; batches: PaymentBatch[] };

const sequenceOrder: SequenceType[] = ["FRST", "RCUR", "OOFF", "FNAL"];

/**
 * Groups collections into pain.008 files and payment-information blocks: one file per scheme
 * (CORE and B2B must not be mixed in a message), one block per sequence type and due date
 * (both are block-level fields). Order is stable so the same run always writes the same file.
 */
export function batchCollections(items: readonly CollectionItem[]): SchemeFile[] {
  const files = new Map<SepaScheme, Map<string, CollectionItem[]>>();
  for (const item of items) {
    const blocks = files.get(item.scheme) ?? new Map<string, CollectionItem[]>();
    files.set(item.scheme, blocks);
    const key = `${item.sequenceType}|${item.collectionDate}`;
    blocks.set(key, [...(blocks.get(key) ?? []), item]);
  }
  return (["B2B", "CORE"] as const)
    .filter((scheme) => files.has(scheme))
    .map((scheme) => ({
      scheme,
      batches: [...files.get(scheme)!.entries()]
        .map(([key, batchItems]) => {
          const [sequenceType, collectionDate] = key.split("|") as [SequenceType, IsoDate];
          const sorted = [...batchItems].sort((a, b) => a.endToEndId.localeCompare(b.endToEndId));
          return { sequenceType, collectionDate, items: sorted, controlSumCents: sumCents(sorted.map((item) => item.amountCents)) };
        })
        .sort((a, b) => a.collectionDate.localeCompare(b.collectionDate) || sequenceOrder.indexOf(a.sequenceType) - sequenceOrder.indexOf(b.sequenceType)),
    }));
}
