import { formatEuro, type Cents } from "../money.ts";

/** An open invoice as the review of an unmatched credit sees it. */
export type CandidateInvoice = { id: string; number: string; openCents: Cents; memberName: string; memberIbans: readonly string[] };
export type RankedCandidate = { invoiceId: string; score: number; reasons: string[] };

const LEGAL_FORMS = new Set(["gmbh", "ag", "kg", "ohg", "ev", "e", "v", "co", "mbh", "gbr", "se", "ug", "haftungsbeschränkt", "und", "the"]);

/** The words of a company name that say who it is ("Havelländische Hafenbahn GmbH" → havellaendische, hafenbahn). */
export function nameWords(name: string | null): string[] {
  if (!name) return [];
  return name
    .toLowerCase()
    .replace(/ä/g, "ae")
    .replace(/ö/g, "oe")
    .replace(/ü/g, "ue")
    .replace(/ß/g, "ss")
    .replace(/&/g, " ")
    .split(/[^a-z0-9]+/)
    .filter((word) => word.length > 1 && !LEGAL_FORMS.has(word));
}

/** 0..1: how much of the member's name the payer's name names (word for word, prefixes count for abbreviations). */
export function nameMatch(payer: string | null, member: string): number {
  const payerWords = nameWords(payer);
  const memberWords = nameWords(member);
  if (payerWords.length === 0 || memberWords.length === 0) return 0;
  const found = memberWords.filter((word) =>
    payerWords.some((other) => other === word || (other.length >= 4 && word.startsWith(other)) || (word.length >= 4 && other.startsWith(word))),
  );
  return found.length / memberWords.length;
}

/**
 * Suggestions for a credit nobody could place, ranked (issue 22: every invoice of the amount
 * was suggested alike, whoever paid): the payer's account known from a mandate, the payer's name
 * against the member's, and the amount against what is open. An invoice is suggested only when
 * the amount or the payer fits; the best first.
 */
export function rankCandidates(
  credit: { amountCents: Cents; counterpartyName: string | null; counterpartyIban: string | null },
  invoices: readonly CandidateInvoice[],
  limit = 5,
): RankedCandidate[] {
  const ranked: RankedCandidate[] = [];
  for (const invoice of invoices) {
    if (invoice.openCents <= 0) continue;
    const reasons: string[] = [];
    let score = 0;
    if (credit.counterpartyIban && invoice.memberIbans.includes(credit.counterpartyIban)) {
      score += 40;
      reasons.push("Konto des Zahlers aus dem SEPA-Mandat");
    }
    const name = nameMatch(credit.counterpartyName, invoice.memberName);
    if (name >= 0.5) {
      score += Math.round(40 * name);
      reasons.push(name === 1 ? "Name des Zahlers passt" : "Name des Zahlers passt teilweise");
    }
    if (invoice.openCents === credit.amountCents) {
      score += 30;
      reasons.push(`Betrag ${formatEuro(credit.amountCents)} passt genau`);
    } else if (score > 0 && credit.amountCents > invoice.openCents) {
      score += 5;
      reasons.push(`Zahlung deckt den offenen Betrag (${formatEuro(invoice.openCents)}), Rest als Überzahlung`);
    } else if (score > 0) {
      reasons.push(`Teilzahlung auf ${formatEuro(invoice.openCents)}`);
    }
    if (score > 0) ranked.push({ invoiceId: invoice.id, score, reasons });
  }
  return ranked.sort((a, b) => b.score - a.score).slice(0, limit);
}
