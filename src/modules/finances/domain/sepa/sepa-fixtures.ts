import type { CollectionItem } from "./batching.ts";
import type { Creditor } from "./pain008.ts";

/** Valid test accounts (check digits computed, no real accounts behind them). */
export const testCreditor: Creditor = {
  name: "Verband Nichtbundeseigener Schieneninfrastruktur e.V.",
  iban: "DE45100900001234567890",
  bic: "BEVODEBBXXX",
  creditorId: "DE98ZZZ09999999999",
  townName: "Berlin",
  countryCode: "DE",
};

export function collectionItem(overrides: Partial<CollectionItem> = {}): CollectionItem {
  return {
    endToEndId: "2026-0001-1",
    amountCents: 120_000,
    scheme: "B2B",
    sequenceType: "FRST",
    collectionDate: "2026-02-16",
    mandateReference: "VNSI-M0007-01",
    mandateSignedOn: "2025-11-03",
    debtorName: "Müller & Söhne Gleisbau GmbH",
    debtorIban: "DE89370400440532013000",
    debtorBic: "COBADEFFXXX",
    remittance: "Mitgliedsbeitrag 2026, Rechnung 2026-0001",
    ...overrides,
  };
}
