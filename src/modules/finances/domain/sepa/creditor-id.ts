/**
 * SEPA creditor identifier (Gläubiger-Identifikationsnummer): country code, two check digits,
 * a three-character business code that the check ignores, and the national identifier. The
 * check digits are MOD 97-10 over national id + country code + "00" (EPC262-08). A German id
 * has 18 characters, e.g. DE98ZZZ09999999999 (the Bundesbank's published test id).
 */
import { ibanChecksumIsValid } from "./iban.ts";

export type CreditorIdCheck = { ok: true; creditorId: string } | { ok: false; message: string };

export function checkCreditorId(input: string): CreditorIdCheck {
  const creditorId = input.replace(/\s+/g, "").toUpperCase();
  if (!/^[A-Z]{2}\d{2}[A-Z0-9]{3}[A-Z0-9]{1,28}$/.test(creditorId) || creditorId.length > 35) {
    return { ok: false, message: "Gläubiger-ID hat die Form Ländercode, 2 Prüfziffern, 3 Zeichen Geschäftsbereich, nationale Kennung" };
  }
  if (creditorId.startsWith("DE") && creditorId.length !== 18) return { ok: false, message: "Eine deutsche Gläubiger-ID hat 18 Zeichen" };
  // Same arithmetic as the IBAN check once the business code is dropped.
  const withoutBusinessCode = creditorId.slice(0, 4) + creditorId.slice(7);
  if (!ibanChecksumIsValid(withoutBusinessCode)) return { ok: false, message: "Prüfziffer der Gläubiger-ID stimmt nicht" };
  return { ok: true, creditorId };
}
