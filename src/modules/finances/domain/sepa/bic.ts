import { isSepaCountry } from "./iban.ts";

export type BicCheck = { ok: true; bic: string | null; warning: string | null } | { ok: false; message: string };

/**
 * BIC (ISO 9362): 4 institution characters, 2-letter country, 2 location characters and an
 * optional 3-character branch, the pattern of the pain.008 schema. Within the EEA a BIC is
 * optional for SEPA (IBAN-only), so an empty BIC is valid. A BIC from another country than the
 * IBAN is unusual but possible, so it only warns.
 */
export function checkBic(input: string | null | undefined, ibanCountry: string | null = null): BicCheck {
  const bic = (input ?? "").replace(/\s+/g, "").toUpperCase();
  if (bic === "") return { ok: true, bic: null, warning: null };
  if (!/^[A-Z0-9]{4}[A-Z]{2}[A-Z0-9]{2}([A-Z0-9]{3})?$/.test(bic)) {
    return { ok: false, message: "BIC hat 8 oder 11 Zeichen: 4 für die Bank, 2 für das Land, 2 für den Ort, optional 3 für die Filiale" };
  }
  const country = bic.slice(4, 6);
  if (!isSepaCountry(country)) return { ok: false, message: `BIC-Land ${country} gehört nicht zum SEPA-Raum` };
  const warning = ibanCountry && ibanCountry !== country ? `BIC-Land ${country} passt nicht zum IBAN-Land ${ibanCountry}` : null;
  return { ok: true, bic, warning };
}
