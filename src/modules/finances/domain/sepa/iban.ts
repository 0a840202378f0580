/**
 * IBAN checks for SEPA mandates (ISO 13616): country code of a SEPA scheme country, the length
 * that country uses, and the mod-97 check digits. Hand-written: the rules are short and the
 * SEPA length table is all the country knowledge a direct debit needs (ADR 163).
 */
const sepaIbanLengths: Record<string, number> = {
  AD: 24,
  AL: 28,
  AT: 20,
  BE: 16,
  BG: 22,
  CH: 21,
  CY: 28,
  CZ: 24,
  DE: 22,
  DK: 18,
  EE: 20,
  ES: 24,
  FI: 18,
  FR: 27,
  GB: 22,
  GI: 23,
  GR: 27,
  HR: 21,
  HU: 28,
  IE: 22,
  IS: 26,
  IT: 27,
  LI: 21,
  LT: 20,
  LU: 20,
  LV: 21,
  MC: 27,
  MD: 24,
  ME: 22,
  MK: 19,
  MT: 31,
  NL: 18,
  NO: 15,
  PL: 28,
  PT: 25,
  RO: 24,
  SE: 24,
  SI: 19,
  SK: 24,
  SM: 27,
  VA: 22,
};

export type IbanCheck = { ok: true; iban: string; country: string } | { ok: false; message: string };

/** Removes spaces and lower case, the way people copy IBANs from letters and web banking. */
export function normalizeIban(input: string): string {
  return input.replace(/[\s\u00a0-]+/g, "").toUpperCase();
}

/** ISO 7064 MOD 97-10 over the IBAN with its first four characters moved to the end. */
export function ibanChecksumIsValid(iban: string): boolean {
  const rearranged = iban.slice(4) + iban.slice(0, 4);
  let remainder = 0;
  for (const character of rearranged) {
    const code = character.charCodeAt(0);
    const digits = code >= 65 && code <= 90 ? String(code - 55) : character;
    for (const digit of digits) remainder = (remainder * 10 + Number(digit)) % 97;
  }
  return remainder === 1;
}

export function checkIban(input: string): IbanCheck {
  const iban = normalizeIban(input);
  if (iban === "") return { ok: false, message: "IBAN fehlt" };
  if (!/^[A-Z]{2}\d{2}[A-Z0-9]+$/.test(iban))
    return { ok: false, message: "IBAN darf nur Buchstaben und Ziffern enthalten und beginnt mit Ländercode und Prüfziffer" };
  const country = iban.slice(0, 2);
  const length = sepaIbanLengths[country];
  if (length === undefined) return { ok: false, message: `Ländercode ${country} gehört nicht zum SEPA-Raum` };
  if (iban.length !== length) return { ok: false, message: `Eine IBAN aus ${country} hat ${length} Zeichen, eingegeben wurden ${iban.length}` };
  if (!ibanChecksumIsValid(iban)) return { ok: false, message: "IBAN-Prüfziffer stimmt nicht – bitte auf Tippfehler prüfen" };
  return { ok: true, iban, country };
}

/** "DE45 1009 0000 1234 5678 90" for letters and screens. */
export function formatIban(iban: string): string {
  return normalizeIban(iban).replace(/(.{4})(?=.)/g, "$1 ");
}

/** "DE02 **** **** **** **78 90": enough to recognise an account in a list without showing it. */
export function maskIban(iban: string): string {
  const normalized = normalizeIban(iban);
  const masked = normalized.slice(0, 4) + normalized.slice(4, -4).replace(/./g, "*") + normalized.slice(-4);
  return formatIban(masked);
}

export function isSepaCountry(country: string): boolean {
  return country in sepaIbanLengths;
}
