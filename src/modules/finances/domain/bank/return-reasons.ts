/**
 * Reason codes of returned direct debits (ISO 20022 external codes as used in SEPA R-transactions)
 * with a German explanation and what the treasurer should do next.
 */
export type ReturnAction = "retry" | "fix_mandate" | "contact_member" | "check_file";

export const returnActionLabels: Record<ReturnAction, string> = {
  retry: "Erneut einziehen",
  fix_mandate: "Mandat oder Bankverbindung prüfen, neues Mandat einholen",
  contact_member: "Mitglied kontaktieren, Zahlung per Überweisung anfordern",
  check_file: "Einreichung prüfen",
};

const reasons: Record<string, { text: string; action: ReturnAction }> = {
  AC01: { text: "IBAN fehlerhaft", action: "fix_mandate" },
  AC04: { text: "Konto aufgelöst", action: "fix_mandate" },
  AC06: { text: "Konto gesperrt", action: "contact_member" },
  AC13: { text: "Verbraucherkonto: Firmenlastschrift (B2B) nicht zulässig", action: "fix_mandate" },
  AG01: { text: "Lastschriften auf diesem Konto nicht zulässig", action: "fix_mandate" },
  AG02: { text: "Ungültiger Verwendungsschlüssel", action: "check_file" },
  AM04: { text: "Deckung unzureichend", action: "retry" },
  AM05: { text: "Doppelte Einreichung", action: "check_file" },
  BE05: { text: "Gläubiger unbekannt", action: "check_file" },
  CNOR: { text: "Bank des Gläubigers nicht erreichbar", action: "retry" },
  CUST: { text: "Rückgabe auf Wunsch des Zahlungspflichtigen", action: "contact_member" },
  DNOR: { text: "Bank des Zahlungspflichtigen nicht erreichbar", action: "retry" },
  DUPL: { text: "Doppelte Zahlung", action: "check_file" },
  FF01: { text: "Ungültiges Dateiformat", action: "check_file" },
  FOCR: { text: "Rückruf nach Stornierungsanfrage", action: "check_file" },
  MD01: { text: "Kein gültiges Mandat", action: "fix_mandate" },
  MD02: { text: "Mandatsdaten fehlen oder sind falsch", action: "fix_mandate" },
  MD06: { text: "Erstattung auf Verlangen des Zahlungspflichtigen (Widerspruch)", action: "contact_member" },
  MD07: { text: "Kontoinhaber verstorben", action: "fix_mandate" },
  MS02: { text: "Widerspruch des Zahlungspflichtigen ohne Angabe von Gründen", action: "contact_member" },
  MS03: { text: "Rückgabe ohne Angabe von Gründen", action: "contact_member" },
  RC01: { text: "BIC fehlerhaft", action: "fix_mandate" },
  RR01: { text: "Regulatorische Gründe: Angaben zum Zahlungspflichtigen fehlen", action: "fix_mandate" },
  RR02: { text: "Regulatorische Gründe: Name oder Anschrift des Zahlungspflichtigen fehlt", action: "fix_mandate" },
  RR03: { text: "Regulatorische Gründe: Name oder Anschrift des Gläubigers fehlt", action: "check_file" },
  RR04: { text: "Regulatorische Gründe", action: "contact_member" },
  SL01: { text: "Lastschriftsperre oder Sonderregel der Bank des Zahlungspflichtigen", action: "contact_member" },
  TECH: { text: "Technisches Problem", action: "retry" },
};

export function describeReturnReason(code: string | null): { code: string | null; text: string; action: ReturnAction } {
  if (!code) return { code: null, text: "Rückgabegrund nicht angegeben", action: "contact_member" };
  const known = reasons[code.toUpperCase()];
  return known ? { code: code.toUpperCase(), ...known } : { code: code.toUpperCase(), text: `Rückgabegrund ${code.toUpperCase()}`, action: "contact_member" };
}
