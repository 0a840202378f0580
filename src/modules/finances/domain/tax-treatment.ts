import type { TaxTreatment } from "../schema.ts";
import { percentOf, type Cents } from "./money.ts";

export const defaultTaxTreatment: TaxTreatment = { kind: "not_taxable" };

export const taxTreatmentLabels: Record<TaxTreatment["kind"], string> = {
  not_taxable: "Nicht steuerbar (echter Mitgliedsbeitrag)",
  exempt: "Steuerfrei",
  small_business: "Kleinunternehmerregelung (§ 19 UStG)",
  taxable: "Steuerpflichtig",
};

/**
 * The sentence an invoice must carry when it shows no VAT (§ 14 Abs. 4 Nr. 8 UStG asks for a
 * note on an exemption; for a non-taxable genuine membership fee the note tells the member's
 * accounting why no input tax can be deducted). Taxable fees need no note.
 */
export function taxNote(treatment: TaxTreatment): string | null {
  switch (treatment.kind) {
    case "not_taxable":
      return "Echter Mitgliedsbeitrag: nicht umsatzsteuerbar, da kein Leistungsaustausch (§ 1 Abs. 1 Nr. 1 UStG). Es wird keine Umsatzsteuer ausgewiesen.";
    case "exempt":
      return `Steuerfreie Leistung nach ${treatment.legalBasis}.`;
    case "small_business":
      return "Gemäß § 19 UStG wird keine Umsatzsteuer berechnet.";
    case "taxable":
      return null;
  }
}

export function taxRateBasisPoints(treatment: TaxTreatment): number {
  return treatment.kind === "taxable" ? treatment.rateBasisPoints : 0;
}

/** Net amounts in, VAT on the net total (one rounding per invoice, ADR 162), gross out. */
export function taxTotals(netCents: Cents, treatment: TaxTreatment): { netCents: Cents; taxCents: Cents; grossCents: Cents; rateBasisPoints: number } {
  const rateBasisPoints = taxRateBasisPoints(treatment);
  const taxCents = percentOf(netCents, rateBasisPoints);
  return { netCents, taxCents, grossCents: netCents + taxCents, rateBasisPoints };
}

export function formatTaxRate(basisPoints: number): string {
  return `${new Intl.NumberFormat("de-DE", { maximumFractionDigits: 2 }).format(basisPoints / 100)} %`;
}
